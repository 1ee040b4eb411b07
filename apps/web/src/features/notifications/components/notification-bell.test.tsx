import type { UserNotification } from '@tabi/contracts';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Outlet } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '../../../session/session-context.ts';
import { stubResizeObserver } from '../../../test/dom.ts';
import { fakeApi, json, pageOf } from '../../../test/fake-api.ts';
import { renderRoutes } from '../../../test/render-routes.tsx';
import { emma, profileAnswer, storeSession } from '../../../test/session.ts';
import { lastSocket, sockets } from '../../../test/socket-io-mock.ts';
import { toast } from '../../../ui/toast.ts';
import { NotificationBell } from './notification-bell.tsx';

vi.mock('../../../ui/toast.ts', () => import('../../../test/toast-mock.ts'));

// socket.io-client is the boundary: the test plays the server's events, payloads as they would arrive.
vi.mock('socket.io-client', () => import('../../../test/socket-io-mock.ts'));

function notification(patch: Partial<UserNotification> = {}): UserNotification {
  return {
    _id: 'aaaaaaaa-0000-4000-8000-000000000001',
    type: 'booking_confirmed',
    title: 'Booking confirmed',
    body: 'Fushimi Inari at dawn, Fri 12 Mar 2027. Reference TB-7K2M.',
    link: '/bookings',
    read: false,
    createdAt: new Date(Date.now() - 5 * 60_000).toISOString(),
    ...patch,
  };
}

let listed: UserNotification[];
let unread: number;
const { handlers, calls } = fakeApi({
  '/api/auth/me': () => profileAnswer(emma),
  '/api/auth/logout': () => Response.json({ success: true, message: 'Logged out' }),
  '/api/notifications/unread-count': () => Response.json({ success: true, data: { count: unread } }),
  '/api/notifications': () => Response.json(pageOf(listed)),
});

beforeEach(() => {
  listed = [];
  unread = 0;
  sockets.length = 0;
  stubResizeObserver();
});

/** A layout with the bell where the header has it: shown while signed in, around every page. */
function Layout() {
  const { user, logout } = useSession();
  return (
    <>
      {user && <NotificationBell />}
      <button type="button" onClick={() => void logout()}>
        Sign out
      </button>
      <Outlet />
    </>
  );
}

function renderBell() {
  storeSession(emma);
  return renderRoutes(
    [
      {
        path: '/',
        Component: Layout,
        children: [
          { index: true, Component: () => <h1>Home</h1> },
          { path: 'bookings', Component: () => <h1>My bookings</h1> },
          { path: 'notifications', Component: () => <h1>All notifications</h1> },
        ],
      },
    ],
    '/',
  );
}

async function openPanel() {
  fireEvent.click(await screen.findByRole('button', { name: /^Notifications/ }));
  return screen.findByRole('dialog', { name: 'Notifications' });
}

describe('NotificationBell', () => {
  it('shows the unread count on the badge and connects the live socket with the session token', async () => {
    unread = 3;
    renderBell();
    expect(await screen.findByRole('button', { name: 'Notifications, 3 unread' })).toBeInTheDocument();
    expect(screen.getByText('3')).toHaveAttribute('aria-hidden');
    await waitFor(() => expect(sockets).toHaveLength(1));
    expect(lastSocket().options.auth).toEqual({ token: 'tok-1' });
  });

  it('says just "Notifications" and shows no badge when nothing is unread', async () => {
    renderBell();
    const bell = await screen.findByRole('button', { name: 'Notifications' });
    await waitFor(() => expect(calls('GET', '/api/notifications/unread-count')).toHaveLength(1));
    expect(within(bell).queryByText(/\d/)).toBeNull();
  });

  it('follows the live unread count and puts a new notification on top, with a toast', async () => {
    unread = 1;
    listed = [notification({ _id: 'aaaaaaaa-0000-4000-8000-000000000009', title: 'Booking received' })];
    renderBell();
    await screen.findByRole('button', { name: 'Notifications, 1 unread' });
    await waitFor(() => expect(sockets).toHaveLength(1));

    act(() => lastSocket().receive('notifications:unread-count', { count: 4 }));
    expect(await screen.findByRole('button', { name: 'Notifications, 4 unread' })).toBeInTheDocument();

    const panel = await openPanel();
    expect(await within(panel).findByRole('link', { name: 'Booking received, unread' })).toBeInTheDocument();
    const refund = notification({
      _id: 'aaaaaaaa-0000-4000-8000-000000000010',
      type: 'refund_approved',
      title: 'Refund approved',
      body: 'TB-7K2M: your payment will be returned.',
      createdAt: new Date().toISOString(),
    });
    act(() => {
      lastSocket().receive('notification', refund);
      lastSocket().receive('notifications:unread-count', { count: 5 });
    });

    const list = within(panel).getByRole('list', { name: 'Recent notifications' });
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(2));
    const items = within(list).getAllByRole('listitem');
    expect(within(items[0] as HTMLElement).getByText('Refund approved')).toBeInTheDocument();
    expect(within(items[0] as HTMLElement).getByText('just now')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Notifications, 5 unread' })).toBeInTheDocument();
    expect(toast.info).toHaveBeenCalledWith(
      'Refund approved',
      expect.objectContaining({ description: 'TB-7K2M: your payment will be returned.' }),
    );
    // One list request for the panel: the new one came over the socket, not from a reload.
    expect(calls('GET', '/api/notifications')).toHaveLength(1);
  });

  it('drops a malformed server event: nothing changes and the next valid one still arrives', async () => {
    unread = 1;
    renderBell();
    await screen.findByRole('button', { name: 'Notifications, 1 unread' });
    await waitFor(() => expect(sockets).toHaveLength(1));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      act(() => {
        lastSocket().receive('notifications:unread-count', { count: -2 });
        lastSocket().receive('notifications:unread-count', '7');
        lastSocket().receive('notification', { ...notification(), type: 'no_such_type' });
      });
      expect(warn).toHaveBeenCalledTimes(3);
      expect(screen.getByRole('button', { name: 'Notifications, 1 unread' })).toBeInTheDocument();
      expect(toast.info).not.toHaveBeenCalled();

      act(() => lastSocket().receive('notifications:unread-count', { count: 2 }));
      expect(await screen.findByRole('button', { name: 'Notifications, 2 unread' })).toBeInTheDocument();
    } finally {
      warn.mockRestore();
    }
  });

  it('loads everything again after the connection came back', async () => {
    unread = 1;
    renderBell();
    await screen.findByRole('button', { name: 'Notifications, 1 unread' });
    await waitFor(() => expect(sockets).toHaveLength(1));
    act(() => lastSocket().receive('connect'));
    unread = 6;
    act(() => lastSocket().receive('connect'));
    expect(await screen.findByRole('button', { name: 'Notifications, 6 unread' })).toBeInTheDocument();
  });

  it('closes the socket when the user signs out', async () => {
    unread = 2;
    renderBell();
    await screen.findByRole('button', { name: 'Notifications, 2 unread' });
    await waitFor(() => expect(sockets).toHaveLength(1));
    expect(lastSocket().disconnect).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(lastSocket().disconnect).toHaveBeenCalled());
    expect(screen.queryByRole('button', { name: /^Notifications/ })).toBeNull();
  });

  it('opening a notification marks it read and follows its link', async () => {
    unread = 1;
    const confirmed = notification();
    listed = [confirmed];
    handlers[`PUT /api/notifications/${confirmed._id}/read`] = () => {
      unread = 0;
      return json(200, { success: true, data: { ...confirmed, read: true } });
    };
    const router = renderBell();
    const panel = await openPanel();
    fireEvent.click(await within(panel).findByRole('link', { name: 'Booking confirmed, unread' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/bookings'));
    expect(await screen.findByRole('heading', { name: 'My bookings' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(calls('PUT', `/api/notifications/${confirmed._id}/read`)).toHaveLength(1));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Notifications' })).toBeInTheDocument());
  });

  it('marks one read, marks all read and clears the read ones with the right calls', async () => {
    unread = 2;
    const first = notification({ _id: 'aaaaaaaa-0000-4000-8000-000000000001', title: 'Booking received' });
    const second = notification({ _id: 'aaaaaaaa-0000-4000-8000-000000000002', title: 'Booking confirmed' });
    const old = notification({
      _id: 'aaaaaaaa-0000-4000-8000-000000000003',
      title: 'Refund denied',
      read: true,
    });
    listed = [first, second, old];
    handlers[`PUT /api/notifications/${first._id}/read`] = () =>
      json(200, { success: true, data: { ...first, read: true } });
    handlers['PUT /api/notifications/mark-all-read'] = () =>
      json(200, { success: true, data: { updated: 1 } });
    handlers['DELETE /api/notifications/clear-read'] = () => {
      listed = [];
      return json(200, { success: true, data: { deleted: 3 } });
    };
    renderBell();
    const panel = await openPanel();

    fireEvent.click(await within(panel).findByRole('button', { name: 'Mark as read: Booking received' }));
    await waitFor(() => expect(calls('PUT', `/api/notifications/${first._id}/read`)).toHaveLength(1));
    await waitFor(() =>
      expect(within(panel).queryByRole('button', { name: 'Mark as read: Booking received' })).toBeNull(),
    );
    expect(await screen.findByRole('button', { name: 'Notifications, 1 unread' })).toBeInTheDocument();

    fireEvent.click(within(panel).getByRole('button', { name: 'Mark all read' }));
    await waitFor(() => expect(calls('PUT', '/api/notifications/mark-all-read')).toHaveLength(1));
    expect(await screen.findByRole('button', { name: 'Notifications' })).toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: /^Mark as read/ })).toBeNull();
    expect(toast.success).toHaveBeenCalledWith('All notifications marked as read');

    fireEvent.click(within(panel).getByRole('button', { name: 'Clear read' }));
    await waitFor(() => expect(calls('DELETE', '/api/notifications/clear-read')).toHaveLength(1));
    expect(await within(panel).findByText('No notifications yet')).toBeInTheDocument();
    expect(toast.success).toHaveBeenCalledWith('Read notifications cleared', {
      description: '3 notifications deleted.',
    });
  });

  it('"See all" leads to the notifications page', async () => {
    const router = renderBell();
    const panel = await openPanel();
    fireEvent.click(within(panel).getByRole('link', { name: 'See all' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/notifications'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("shows the server's message when an action fails", async () => {
    unread = 1;
    listed = [notification()];
    handlers['PUT /api/notifications/mark-all-read'] = () =>
      json(500, { success: false, message: 'Failed to mark all notifications as read', code: 'INTERNAL' });
    renderBell();
    const panel = await openPanel();
    await within(panel).findByRole('link', { name: 'Booking confirmed, unread' });
    fireEvent.click(within(panel).getByRole('button', { name: 'Mark all read' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Failed to mark all notifications as read'));
    expect(screen.getByRole('button', { name: 'Notifications, 1 unread' })).toBeInTheDocument();
  });
});
