import { policy } from '@tabi/contracts';
import { assistantSuggestions } from '@tabi/site-content';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../../test/fake-api.ts';
import { renderRoutes } from '../../../test/render-routes.tsx';
import { HelpPage } from './help-page.tsx';

fakeApi();

function renderHelp() {
  return renderRoutes([{ path: '/help', Component: HelpPage }], '/help');
}

function expectSoundOutline() {
  const levels = screen.getAllByRole('heading').map((heading) => Number(heading.tagName.slice(1)));
  expect(levels[0]).toBe(1);
  for (const [index, level] of levels.entries()) {
    if (index > 0) expect(level).toBeLessThanOrEqual((levels[index - 1] ?? 1) + 1);
  }
}

const guides = [
  ['Booking a tour', 'booking-a-tour'],
  ['Cancelling a booking', 'cancelling-a-booking'],
  ['Refunds', 'refunds'],
  ['Your account', 'your-account'],
  ['Live chat', 'live-chat'],
  ['The AI travel assistant', 'ai-assistant'],
] as const;

describe('Help page', () => {
  it('has its title and description, and a jump list to each guide', async () => {
    renderHelp();
    expect(await screen.findByRole('heading', { level: 1, name: 'Help and Support' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Help and Support · Tabi Tours'));
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toMatch(
      /Step-by-step guides/,
    );

    const jumpList = screen.getByRole('navigation', { name: 'On this page' });
    const links = within(jumpList).getAllByRole('link');
    expect(links).toHaveLength(guides.length);
    for (const [index, [title, id]] of guides.entries()) {
      expect(links[index]).toHaveAttribute('href', `#${id}`);
      expect(links[index]).toHaveTextContent(title);
      // Each link lands on its guide's h2, which names its section.
      const heading = screen.getByRole('heading', { level: 2, name: title });
      expect(heading).toHaveAttribute('id', id);
      expect(screen.getByRole('region', { name: title })).toContainElement(heading);
    }
    expectSoundOutline();
  });

  it('gives each guide numbered steps that link to the right pages', async () => {
    renderHelp();
    await screen.findByRole('heading', { level: 1 });
    const guide = (name: string) => screen.getByRole('region', { name });
    const hrefs = (name: string) =>
      within(guide(name))
        .getAllByRole('link')
        .map((a) => a.getAttribute('href'));

    for (const [title] of guides) {
      const steps = within(guide(title)).getAllByRole('list')[0];
      expect(steps?.tagName).toBe('OL');
      expect(within(steps as HTMLElement).getAllByRole('listitem').length).toBeGreaterThanOrEqual(3);
    }

    expect(hrefs('Booking a tour')).toEqual(expect.arrayContaining(['/tours', '/bookings']));
    expect(guide('Booking a tour')).toHaveTextContent(`within ${policy.bookingCutoffHours} hours`);
    expect(hrefs('Cancelling a booking')).toEqual(
      expect.arrayContaining(['/bookings', '/cancellation-policy']),
    );
    expect(guide('Cancelling a booking')).toHaveTextContent(
      `Free up to ${policy.freeCancellationHours} hours`,
    );
    expect(hrefs('Refunds')).toEqual(expect.arrayContaining(['/bookings', '/contact', '/refund-policy']));
    expect(hrefs('Your account')).toEqual(
      expect.arrayContaining(['/profile', '/profile#photo', '/profile#password', '/profile#sessions']),
    );
    for (const task of [
      'Change your name, e-mail or phone',
      'Add or change your photo',
      'Change your password',
      'Sign out everywhere',
    ]) {
      expect(
        within(guide('Your account')).getByRole('heading', { level: 3, name: task }),
      ).toBeInTheDocument();
    }
    expect(hrefs('Live chat')).toEqual(expect.arrayContaining(['/login', '/contact']));
    expect(hrefs('The AI travel assistant')).toEqual(expect.arrayContaining(['/contact', '/faq']));
    for (const suggestion of assistantSuggestions.help)
      expect(guide('The AI travel assistant')).toHaveTextContent(`"${suggestion}"`);
    expect(
      within(guide('Still stuck?')).getByRole('link', { name: 'frequently asked questions' }),
    ).toHaveAttribute('href', '/faq');
  });
});
