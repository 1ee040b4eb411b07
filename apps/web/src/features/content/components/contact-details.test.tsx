import { act, screen } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, expect, it, vi } from 'vitest';
import { ContactDetails } from './contact-details.tsx';

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
  vi.useRealTimers();
});

// The contact page is prerendered, and a prerendered page may be read (and hydrated) minutes after the
// server rendered it: the office clock must not make the browser's render differ from the server's.
it('the office clock of a page prerendered minutes ago hydrates without a mismatch and shows the time now', async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-25T03:00:00Z'));
  const container = document.createElement('div');
  container.innerHTML = renderToString(<ContactDetails />);
  document.body.append(container);

  vi.setSystemTime(new Date('2026-11-25T03:07:00Z'));
  const mismatches: unknown[] = [];
  await act(async () => {
    root = hydrateRoot(container, <ContactDetails />, {
      onRecoverableError: (error) => mismatches.push(error),
    });
  });

  expect(mismatches).toEqual([]);
  expect(screen.getByText(/It is now/)).toHaveTextContent('It is now Wednesday 12:07 JST in Kyoto.');
});
