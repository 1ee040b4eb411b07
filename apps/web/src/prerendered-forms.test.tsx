import { QueryClientProvider } from '@tanstack/react-query';
import { act, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { createQueryClient } from './api/query-client.ts';
import { ContactPage } from './features/content/pages/contact-page.tsx';
import { FaqPage } from './features/content/pages/faq-page.tsx';
import { ReviewsList } from './features/tours/components/reviews-list.tsx';
import { ToursPage } from './features/tours/pages/tours-page.tsx';
import { SessionProvider } from './session/session-provider.tsx';
import { fakeApi } from './test/fake-api.ts';
import { untilLiveReason } from './ui/app-live.tsx';

/*
 * Decision 22: on a prerendered page, a form control that only the app can act on (it acts on change,
 * or its form posts JSON) is disabled until the app is live, with the reason as its description; once
 * the app has hydrated the page, it works. (The tours list's search and price forms work as plain
 * forms instead: tour-filters.test.tsx.)
 */

fakeApi();

function providers(path: string, page: ReactNode) {
  return (
    <QueryClientProvider client={createQueryClient()}>
      <SessionProvider>
        <MemoryRouter initialEntries={[path]}>{page}</MemoryRouter>
      </SessionProvider>
    </QueryClientProvider>
  );
}

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
});

/** The server's HTML of `page` at `path`, in the document, before any script has run. */
function prerendered(path: string, page: ReactNode) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(providers(path, page));
  document.body.append(container);
  return container;
}

function expectWaiting(control: HTMLElement) {
  expect(control).toBeDisabled();
  expect(control).toHaveAccessibleDescription(expect.stringContaining(untilLiveReason));
}

describe('forms on prerendered pages, before the app is live', () => {
  it('the FAQ filter waits for the app, then filters', async () => {
    const container = prerendered('/faq', <FaqPage />);
    const filter = screen.getByRole('searchbox', { name: 'Search the questions' });
    expectWaiting(filter);
    // Its own description (the count) stays.
    expect(filter).toHaveAccessibleDescription(expect.stringMatching(/questions in all/));

    await act(async () => {
      root = hydrateRoot(container, providers('/faq', <FaqPage />));
    });
    expect(filter).toBeEnabled();
    expect(filter).toHaveAccessibleDescription(expect.not.stringContaining(untilLiveReason));
  });

  it('the consultation form (a JSON post) waits for the app as a whole', async () => {
    const container = prerendered('/contact', <ContactPage />);
    const fieldset = container.querySelector('fieldset')!;
    expectWaiting(fieldset);
    for (const control of [
      ...within(fieldset).getAllByRole('textbox'),
      ...within(fieldset).getAllByRole('combobox'),
      within(fieldset).getByRole('button', { name: 'Request consultation' }),
    ]) {
      expect(control).toBeDisabled();
    }

    await act(async () => {
      root = hydrateRoot(container, providers('/contact', <ContactPage />));
    });
    expect(fieldset).toBeEnabled();
    expect(within(fieldset).getByRole('textbox', { name: 'Name' })).toBeEnabled();
  });

  it("the tours list's sort, filter chips and Clear all wait for the app", () => {
    prerendered('/tours?search=kyoto&sort=rating', <ToursPage />);
    expectWaiting(screen.getByRole('combobox', { name: 'Sort by' }));
    const chips = screen.getByRole('list', { name: 'Active filters' });
    for (const button of within(chips).getAllByRole('button')) expectWaiting(button);
  });

  it("a tour's review sort waits for the app", () => {
    prerendered('/tours/1', <ReviewsList tourId="00000000-0000-4000-8000-000000000001" />);
    expectWaiting(screen.getByRole('combobox', { name: 'Sort by' }));
  });
});
