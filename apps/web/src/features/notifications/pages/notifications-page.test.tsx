import type { UserNotification } from '@tabi/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, json, pageOf } from '../../../test/fake-api.ts';
import { renderRoutes } from '../../../test/render-routes.tsx';
import { emma, profileAnswer, storeSession } from '../../../test/session.ts';
import { toast } from '../../../ui/toast.ts';
import { NotificationsPage } from './notifications-page.tsx';

vi.mock('../../../ui/toast.ts', () => import('../../../test/toast-mock.ts'));

const id = (n: number) => `aaaaaaaa-0000-4000-8000-${String(n).padStart(12, '0')}`;

function notification(n: number, patch: Partial<UserNotification> = {}): UserNotification {
  return {
    _id: id(n),
    type: 'booking_confirmed',
    title: `Notice ${n}`,
    body: `Body of notice ${n}.`,
    link: '/bookings',
    read: false,
    createdAt: new Date(Date.now() - n * 3_600_000).toISOString(),
    ...patch,
  };
}

let stored: UserNotification[];

/** The server's list: filtered by `read`, paged by `page` and `limit`, newest first. */
function listAnswer(url: URL) {
  const read = url.searchParams.get('read');
  const page = Number(url.searchParams.get('page') ?? 1);
  const limit = Number(url.searchParams.get('limit') ?? 20);
  const matching = stored.filter((n) => read === null || String(n.read) === read);
  const data = matching.slice((page - 1) * limit, page * limit);
  return pageOf(data, { page, pages: Math.ceil(matching.length / limit), total: matching.length });
}

const { handlers, calls, lastQuery } = fakeApi({
  '/api/auth/me': () => profileAnswer(emma),
  '/api/notifications/unread-count': () =>
    Response.json({ success: true, data: { count: stored.filter((n) => !n.read).length } }),
  '/api/notifications': (_init, url) => Response.json(listAnswer(url)),
});

beforeEach(() => {
  stored = [];
});

function renderPage(path = '/notifications') {
  storeSession(emma);
  return renderRoutes(
    [
      { path: '/notifications', Component: NotificationsPage },
      { path: '/bookings', Component: () => <h1>My bookings</h1> },
    ],
    path,
  );
}

const lastListQuery = () => lastQuery('/api/notifications');
const card = (title: string) =>
  screen.getByRole('heading', { name: new RegExp(`^${title}`) }).closest('article') as HTMLElement;

describe('NotificationsPage', () => {
  it('lists every notification, then filters unread and read through the tabs', async () => {
    stored = [notification(1), notification(2, { read: true }), notification(3, { read: true })];
    const router = renderPage();

    expect(await screen.findByRole('heading', { level: 1, name: 'Notifications' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Notice 1, unread' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Notice 2' })).toBeInTheDocument();
    expect(lastListQuery()).toEqual({ page: '1', limit: '20' });
    expect(screen.getByRole('link', { name: 'All' })).toHaveAttribute('aria-current', 'page');
    expect(await screen.findByText('1 unread notification.')).toBeInTheDocument();
    expect(document.title).toBe('Notifications · Tabi Tours');

    fireEvent.click(screen.getByRole('link', { name: /^Unread/ }));
    await waitFor(() => expect(router.state.location.search).toBe('?filter=unread'));
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Notice 2' })).toBeNull());
    expect(lastListQuery()).toEqual({ page: '1', limit: '20', read: 'false' });
    expect(screen.getByRole('link', { name: /^Unread/ })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('heading', { name: 'Notice 1, unread' })).toBeInTheDocument();

    fireEvent.click(screen.getByRole('link', { name: 'Read' }));
    await waitFor(() => expect(router.state.location.search).toBe('?filter=read'));
    expect(await screen.findByRole('heading', { name: 'Notice 3' })).toBeInTheDocument();
    expect(lastListQuery()).toEqual({ page: '1', limit: '20', read: 'true' });
    expect(screen.queryByRole('heading', { name: /^Notice 1/ })).toBeNull();
  });

  it('says so when a filter has nothing to show', async () => {
    stored = [notification(1, { read: true })];
    renderPage('/notifications?filter=unread');
    expect(await screen.findByRole('heading', { name: 'You are all caught up' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
  });

  it('deletes a read notification; an unread one offers Mark as read instead', async () => {
    stored = [notification(1), notification(2, { read: true })];
    handlers[`DELETE /api/notifications/${id(2)}`] = () => {
      stored = stored.filter((n) => n._id !== id(2));
      return json(200, { success: true, data: { _id: id(2) } });
    };
    renderPage();
    await screen.findByRole('heading', { name: 'Notice 2' });

    const unread = card('Notice 1');
    expect(within(unread).queryByRole('button', { name: /^Delete/ })).toBeNull();
    expect(within(unread).getByRole('button', { name: 'Mark as read: Notice 1' })).toBeInTheDocument();

    fireEvent.click(within(card('Notice 2')).getByRole('button', { name: 'Delete: Notice 2' }));
    await waitFor(() => expect(calls('DELETE', `/api/notifications/${id(2)}`)).toHaveLength(1));
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Notice 2' })).toBeNull());
    expect(toast.success).toHaveBeenCalledWith('Notification deleted');
    expect(screen.getByRole('heading', { name: 'Notice 1, unread' })).toBeInTheDocument();
  });

  it("shows the server's message when a delete is refused", async () => {
    stored = [notification(2, { read: true })];
    handlers[`DELETE /api/notifications/${id(2)}`] = () =>
      json(409, {
        success: false,
        code: 'CONFLICT',
        message: 'This notification has not been read yet. Mark it as read before deleting it.',
      });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Delete: Notice 2' }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith(
        'This notification has not been read yet. Mark it as read before deleting it.',
      ),
    );
  });

  it('marks one read, marks all read and clears the read ones', async () => {
    stored = [notification(1), notification(2), notification(3, { read: true })];
    handlers[`PUT /api/notifications/${id(1)}/read`] = () => {
      stored = stored.map((n) => (n._id === id(1) ? { ...n, read: true } : n));
      return json(200, { success: true, data: { ...notification(1), read: true } });
    };
    handlers['PUT /api/notifications/mark-all-read'] = () => {
      stored = stored.map((n) => ({ ...n, read: true }));
      return json(200, { success: true, data: { updated: 1 } });
    };
    handlers['DELETE /api/notifications/clear-read'] = () => {
      const deleted = stored.length;
      stored = [];
      return json(200, { success: true, data: { deleted } });
    };
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Mark as read: Notice 1' }));
    expect(await screen.findByRole('heading', { name: 'Notice 1' })).toBeInTheDocument();
    expect(await screen.findByText('1 unread notification.')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Mark all as read' }));
    expect(await screen.findByRole('heading', { name: 'Notice 2' })).toBeInTheDocument();
    expect(await screen.findByText('Nothing unread.')).toBeInTheDocument();
    expect(calls('PUT', '/api/notifications/mark-all-read')).toHaveLength(1);

    fireEvent.click(screen.getByRole('button', { name: 'Clear read' }));
    expect(await screen.findByRole('heading', { name: 'No notifications yet' })).toBeInTheDocument();
    expect(calls('DELETE', '/api/notifications/clear-read')).toHaveLength(1);
  });

  it('pages through many notifications, keeping the filter in the links', async () => {
    stored = Array.from({ length: 25 }, (_, i) => notification(i + 1));
    const router = renderPage('/notifications?filter=unread');
    await screen.findByRole('heading', { name: 'Notice 1, unread' });
    const pages = screen.getByRole('navigation', { name: 'Notification pages' });
    fireEvent.click(within(pages).getByRole('link', { name: 'Page 2' }));
    await waitFor(() => expect(router.state.location.search).toBe('?filter=unread&page=2'));
    expect(await screen.findByRole('heading', { name: 'Notice 25, unread' })).toBeInTheDocument();
    expect(lastListQuery()).toEqual({ page: '2', limit: '20', read: 'false' });
  });

  it('opening one marks it read and follows its link', async () => {
    stored = [notification(1)];
    handlers[`PUT /api/notifications/${id(1)}/read`] = () =>
      json(200, { success: true, data: { ...notification(1), read: true } });
    const router = renderPage();
    fireEvent.click(await screen.findByRole('link', { name: 'Open: Notice 1' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/bookings'));
    await waitFor(() => expect(calls('PUT', `/api/notifications/${id(1)}/read`)).toHaveLength(1));
  });
});
