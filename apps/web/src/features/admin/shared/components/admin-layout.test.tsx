import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { SessionUser } from '../../../../session/session-user.ts';
import { configAnswer, fakeApi, onlinePayments } from '../../../../test/fake-api.ts';
import { renderRoutes } from '../../../../test/render-routes.tsx';
import { admin, profileAnswer, storeSession } from '../../../../test/session.ts';
import { AdminLayout } from './admin-layout.tsx';

let signedIn: SessionUser = admin;
const { handlers } = fakeApi({
  '/api/config': () => configAnswer(),
  '/api/auth/me': () => profileAnswer(signedIn),
});

const renderConsoleAt = (path: string) =>
  renderRoutes(
    [
      {
        path: '/admin',
        Component: AdminLayout,
        children: [
          { index: true, element: <h1>Dashboard page</h1> },
          { path: 'tours/new', element: <h1>New tour page</h1> },
        ],
      },
    ],
    path,
  );

describe('AdminLayout', () => {
  it('leads to every section of the console and shows the page beside it', async () => {
    renderConsoleAt('/admin');
    expect(await screen.findByRole('heading', { name: 'Dashboard page' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Admin console' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Dashboard', '/admin'],
      ['Support inbox', '/admin/chat'],
      ['Bookings', '/admin/bookings'],
      ['Departures', '/admin/departures'],
      ['Tours', '/admin/tours'],
      ['Consultations', '/admin/consultations'],
      ['Users', '/admin/users'],
      ['Outbox', '/admin/outbox'],
    ]);
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
  });

  it('marks the section of a page deeper inside it, and not the dashboard', async () => {
    renderConsoleAt('/admin/tours/new');
    expect(await screen.findByRole('heading', { name: 'New tour page' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Admin console' });
    expect(within(nav).getByRole('link', { name: 'Tours' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute('aria-current');
  });

  it('has a Payments section only with online payment', async () => {
    handlers['GET /api/config'] = () => configAnswer({ payments: onlinePayments });
    renderConsoleAt('/admin');
    const nav = screen.getByRole('navigation', { name: 'Admin console' });
    expect(await within(nav).findByRole('link', { name: 'Payments' })).toHaveAttribute(
      'href',
      '/admin/payments',
    );
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'Dashboard',
      'Support inbox',
      'Bookings',
      'Payments',
      'Departures',
      'Tours',
      'Consultations',
      'Users',
      'Outbox',
    ]);
  });
});

describe('AdminLayout: two-step sign-in', () => {
  it('asks an administrator without it to turn it on, on every console page', async () => {
    signedIn = admin;
    storeSession(admin);
    renderConsoleAt('/admin/tours/new');
    const prompt = await screen.findByRole('region', { name: 'Two-step sign-in' });
    expect(prompt).toHaveTextContent('Protect the console with two-step sign-in.');
    expect(within(prompt).getByRole('link', { name: 'Turn it on' })).toHaveAttribute(
      'href',
      '/profile#two-step',
    );
  });

  it('is gone once it is on', async () => {
    signedIn = { ...admin, twoFactorEnabled: true };
    storeSession(signedIn);
    renderConsoleAt('/admin');
    expect(await screen.findByRole('heading', { name: 'Dashboard page' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Two-step sign-in' })).toBeNull();
  });
});
