import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient, loaderContext } from '../../../../api/query-client.ts';
import { routes } from '../../../../router.tsx';
import { SessionProvider } from '../../../../session/session-provider.tsx';
import type { SessionUser } from '../../../../session/session-user.ts';
import { stubResizeObserver } from '../../../../test/dom.ts';
import { configAnswer, fakeApi, onlinePayments } from '../../../../test/fake-api.ts';
import { renderRoutes } from '../../../../test/render-routes.tsx';
import { admin, profileAnswer, storeSession } from '../../../../test/session.ts';
import { AdminLayout } from './admin-layout.tsx';

vi.mock('socket.io-client', () => import('../../../../test/socket-io-mock.ts'));
vi.mock('../../../../ui/toast.ts', () => import('../../../../test/toast-mock.ts'));

let signedIn: SessionUser = admin;
const { handlers, calls } = fakeApi({
  '/api/config': () => configAnswer(),
  '/api/auth/me': () => profileAnswer(signedIn),
});

beforeEach(() => {
  signedIn = admin;
  storeSession(admin);
  stubResizeObserver();
});

const renderConsoleAt = (path: string, navigate?: (to: string) => unknown) =>
  renderRoutes(
    [
      {
        path: '/admin',
        element: <AdminLayout notificationBell={<button type="button">Notifications</button>} />,
        children: [
          { index: true, element: <h1>Dashboard page</h1> },
          { path: 'tours/new', element: <h1>New tour page</h1> },
          { path: 'users', element: <h1>Users page</h1> },
        ],
      },
    ],
    path,
    { navigate },
  );

describe('AdminLayout', () => {
  it('leads to every section of the console and shows the page beside it', async () => {
    renderConsoleAt('/admin');
    expect(await screen.findByRole('heading', { name: 'Dashboard page' })).toBeInTheDocument();
    expect(screen.getByRole('main')).toContainElement(
      screen.getByRole('heading', { name: 'Dashboard page' }),
    );
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

  it('names the product and the console, keeps the bell at hand, and leads back to the site', async () => {
    renderConsoleAt('/admin/users');
    await screen.findByRole('heading', { name: 'Users page' });
    const banner = screen.getByRole('banner');
    expect(within(banner).getByRole('link', { name: 'Tabi Tours Admin console' })).toHaveAttribute(
      'href',
      '/admin',
    );
    expect(within(banner).getByRole('button', { name: 'Notifications' })).toBeInTheDocument();
    expect(within(banner).getByRole('link', { name: 'View site' })).toHaveAttribute('href', '/');
    expect(within(banner).getByText(admin.name)).toBeInTheDocument();
    expect(within(banner).getByText(admin.email)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Skip to content' })).toHaveAttribute('href', '#main');
  });

  it('signs the administrator out', async () => {
    const navigate = vi.fn();
    renderConsoleAt('/admin', navigate);
    await screen.findByRole('heading', { name: 'Dashboard page' });
    fireEvent.click(within(screen.getByRole('banner')).getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/', { replace: true }));
    expect(calls('POST', '/api/auth/logout')).toHaveLength(1);
  });

  it('opens the sections and the account in a sheet from the top bar (phones), and closes it on a choice', async () => {
    const router = renderConsoleAt('/admin');
    await screen.findByRole('heading', { name: 'Dashboard page' });
    const menuButton = screen.getByRole('button', { name: 'Open the console menu' });
    fireEvent.click(menuButton);
    const sheet = await screen.findByRole('dialog', { name: 'Admin console' });
    expect(within(sheet).getByRole('link', { name: 'View site' })).toHaveAttribute('href', '/');
    expect(within(sheet).getByRole('button', { name: 'Sign out' })).toBeInTheDocument();
    fireEvent.click(
      within(within(sheet).getByRole('navigation', { name: 'Admin console' })).getByRole('link', {
        name: 'Users',
      }),
    );
    expect(await screen.findByRole('heading', { name: 'Users page' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(router.state.location.pathname).toBe('/admin/users');
    expect(menuButton).toHaveFocus();
  });
});

describe('AdminLayout: two-step sign-in', () => {
  it('asks an administrator without it to turn it on, on every console page', async () => {
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

describe('the console in the app', () => {
  it('frames /admin with the console alone: no travellers’ header, footer or help button', async () => {
    window.scrollTo = vi.fn();
    const client = createQueryClient();
    const router = createMemoryRouter(routes, {
      initialEntries: ['/admin'],
      getContext: () => loaderContext(client),
    });
    render(
      <QueryClientProvider client={client}>
        <SessionProvider>
          <RouterProvider router={router} />
        </SessionProvider>
      </QueryClientProvider>,
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Admin console' })).toBeInTheDocument();
    // The app's own bell, beside the console's name.
    const brand = screen.getByRole('link', { name: 'Tabi Tours Admin console' });
    expect(brand.closest('header')).toContainElement(
      await screen.findByRole('button', { name: 'Notifications' }),
    );
    expect(screen.queryByRole('navigation', { name: 'Main' })).toBeNull();
    expect(screen.queryByRole('contentinfo')).toBeNull();
    expect(screen.queryByRole('button', { name: /Need Help/ })).toBeNull();
    expect(screen.getAllByRole('main')).toHaveLength(1);
  });
});
