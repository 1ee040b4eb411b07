import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { Outlet } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { stubResizeObserver } from '../test/dom.ts';
import { fakeApi, pageOf } from '../test/fake-api.ts';
import { renderRoutes } from '../test/render-routes.tsx';
import { admin, emma, profileAnswer, storeSession } from '../test/session.ts';
import { lastSocket, sockets } from '../test/socket-io-mock.ts';
import { Header } from './header.tsx';

vi.mock('socket.io-client', async () => {
  const mock = await import('../test/socket-io-mock.ts');
  return { ...mock, io: (options: { auth?: unknown }) => Object.assign(mock.io(options), { emit: vi.fn() }) };
});
vi.mock('../features/chat/lib/notification-sound.ts', () => ({
  playNotificationSound: vi.fn(async () => 'clip'),
}));

let me = emma;
fakeApi({
  '/api/auth/me': () => profileAnswer(me),
  '/api/notifications/unread-count': () => Response.json({ success: true, data: { count: 0 } }),
  '/api/notifications': () => Response.json(pageOf([])),
  '/api/chat/user/messages': () => Response.json({ success: true, messages: [] }),
});

beforeEach(() => {
  me = emma;
  sockets.length = 0;
  localStorage.clear();
  stubResizeObserver();
});

function Layout() {
  return (
    <>
      <Header />
      <Outlet />
    </>
  );
}

function renderHeader(path: string) {
  storeSession(me);
  return renderRoutes(
    [
      {
        path: '/',
        Component: Layout,
        children: [
          { index: true, Component: () => <h1>Home</h1> },
          { path: 'login', Component: () => <h1>Sign in</h1> },
        ],
      },
    ],
    path,
  );
}

describe('Header and the live chat', () => {
  it("opens the live chat at '/?chat=open' and leaves the address", async () => {
    const router = renderHeader('/?chat=open');
    expect(
      await screen.findByRole('dialog', { name: 'Live Chat Support' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
  });

  it('opens it when a notification leads there, and shares one socket with the bell', async () => {
    const router = renderHeader('/');
    await screen.findByRole('button', { name: /^Account menu for Emma/ }, { timeout: 5000 });
    await waitFor(() => expect(sockets).toHaveLength(1));
    await act(() => router.navigate('/?chat=open'));
    expect(
      await screen.findByRole('dialog', { name: 'Live Chat Support' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(sockets).toHaveLength(1);
  });

  it("shows support's replies received while the chat is closed on the account menu", async () => {
    renderHeader('/');
    await screen.findByRole('button', { name: /^Account menu for Emma/ }, { timeout: 5000 });
    await waitFor(() => expect(sockets).toHaveLength(1));
    const socket = lastSocket();
    act(() => socket.receive('connect'));
    act(() =>
      socket.receive('newMessageFromAdmin', {
        _id: 'bbbbbbbb-0000-4000-8000-000000000001',
        message: 'Your tour is confirmed.',
        sender: { _id: admin.id, name: 'Kenji', email: admin.email, avatar: null },
        createdAt: '2027-03-12T09:00:00.000Z',
      }),
    );
    expect(
      await screen.findByRole('button', {
        name: 'Account menu for Emma Lindqvist, 1 unread support message',
      }),
    ).toBeInTheDocument();

    // On a phone, the menu's entry says it too.
    fireEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    expect(
      await screen.findByRole('button', { name: 'Live Chat Support, 1 unread' }, { timeout: 5000 }),
    ).toBeInTheDocument();
  });

  it("sends a visitor to sign in first, then back to '/?chat=open'", async () => {
    const router = renderRoutes(
      [
        {
          path: '/',
          Component: Layout,
          children: [
            { index: true, Component: () => <h1>Home</h1> },
            { path: 'login', Component: () => <h1>Sign in</h1> },
          ],
        },
      ],
      '/?chat=open',
    );
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(router.state.location.search).toBe(`?redirect=${encodeURIComponent('/?chat=open')}`);
  });

  it('gives an administrator no live chat', async () => {
    me = admin;
    const router = renderHeader('/?chat=open');
    fireEvent.click(
      await screen.findByRole('button', { name: /^Account menu for Kenji/ }, { timeout: 5000 }),
    );
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(screen.queryByRole('dialog', { name: 'Live Chat Support' })).toBeNull();
  });
});
