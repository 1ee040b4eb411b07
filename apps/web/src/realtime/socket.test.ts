import type { UserNotification } from '@tabi/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { io, lastSocket, sockets } from '../test/socket-io-mock.ts';
import { openRealtimeSocket } from './socket.ts';

// socket.io-client is the boundary: the test plays the server's side with payloads as they would arrive.
vi.mock('socket.io-client', () => import('../test/socket-io-mock.ts'));

const notification: UserNotification = {
  _id: 'aaaaaaaa-0000-4000-8000-000000000001',
  type: 'booking_confirmed',
  title: 'Booking confirmed',
  body: 'Reference TB-7K2M.',
  link: '/bookings',
  read: false,
  createdAt: '2027-03-12T09:00:00.000Z',
};

let close: (() => void) | undefined;

beforeEach(() => {
  sockets.length = 0;
});

afterEach(() => {
  close?.();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

async function opened(listeners: Parameters<typeof openRealtimeSocket>[1]) {
  close = openRealtimeSocket('tok-1', listeners).close;
  // The client and the schemas load on first use; a busy machine may take a while.
  await vi.waitFor(() => expect(sockets).toHaveLength(1), { timeout: 5000 });
  return lastSocket();
}

describe('openRealtimeSocket', () => {
  it("hands each listener its event's payload as the contracts' schema reads it, and drops the rest", async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const received: unknown[] = [];
    const socket = await opened({
      events: {
        notification: (payload) => received.push(payload),
        error: (payload) => received.push(payload),
      },
    });
    expect(socket.options.auth).toEqual({ token: 'tok-1' });

    socket.receive('notification', { ...notification, extra: 'not in the schema' });
    socket.receive('notification', { ...notification, read: 'no' });
    socket.receive('notification', undefined);
    socket.receive('error', {
      event: 'note:add',
      message: 'Text cannot be empty',
      code: 'VALIDATION_FAILED',
    });
    socket.receive('error', { message: 'no event, no code' });

    expect(received).toEqual([
      notification,
      { event: 'note:add', message: 'Text cannot be empty', code: 'VALIDATION_FAILED' },
    ]);
    expect(warn).toHaveBeenCalledTimes(3);
  });

  it('asks again later after a refusal for lack of service, not after a refused session', async () => {
    vi.useFakeTimers();
    const socket = await opened({ events: {} });
    socket.active = false;

    socket.receive(
      'connect_error',
      Object.assign(new Error('Please sign in'), { data: { code: 'UNAUTHENTICATED' } }),
    );
    vi.runAllTimers();
    expect(socket.connect).not.toHaveBeenCalled();

    socket.receive(
      'connect_error',
      Object.assign(new Error('Temporarily unavailable'), { data: { code: 'SERVICE_UNAVAILABLE' } }),
    );
    vi.runAllTimers();
    expect(socket.connect).toHaveBeenCalledTimes(1);
  });

  it('shares one connection per token between features, and closes it when the last one leaves', async () => {
    const seen: string[] = [];
    const statuses: boolean[] = [];
    const reconnects: string[] = [];
    const bell = openRealtimeSocket('tok-1', {
      events: { 'notifications:unread-count': ({ count }) => seen.push(`bell ${count}`) },
      onReconnect: () => reconnects.push('bell'),
    });
    const chat = openRealtimeSocket('tok-1', {
      events: {
        'notifications:unread-count': ({ count }) => seen.push(`chat ${count}`),
        adminTyping: ({ typing }) => seen.push(`typing ${typing}`),
      },
      onStatus: (connected) => statuses.push(connected),
      onReconnect: () => reconnects.push('chat'),
    });
    await vi.waitFor(() => expect(sockets).toHaveLength(1), { timeout: 5000 });
    const socket = Object.assign(lastSocket(), { emit: vi.fn() });
    expect(io).toHaveBeenCalledWith(
      expect.objectContaining({
        transports: ['websocket', 'polling'],
        reconnectionDelay: 1000,
        reconnectionDelayMax: 5000,
        randomizationFactor: 0.5,
        reconnectionAttempts: Number.POSITIVE_INFINITY,
        timeout: 20_000,
      }),
    );

    expect(chat.emit('typingStartToAdmin')).toBe(false);
    socket.receive('connect');
    expect(chat.connected()).toBe(true);
    expect(chat.emit('sendMessageToAdmin', { message: 'Hello' })).toBe(true);
    expect(socket.emit).toHaveBeenCalledWith('sendMessageToAdmin', { message: 'Hello' });

    socket.receive('notifications:unread-count', { count: 2 });
    socket.receive('adminTyping', { typing: true });
    socket.receive('disconnect', 'transport close');
    socket.receive('connect');
    expect(seen).toEqual(['bell 2', 'chat 2', 'typing true']);
    expect(statuses).toEqual([true, false, true]);
    expect(reconnects).toEqual(['bell', 'chat']);

    // A third member joining a live connection hears that it is up at once.
    const late: boolean[] = [];
    const third = openRealtimeSocket('tok-1', { events: {}, onStatus: (up) => late.push(up) });
    expect(late).toEqual([true]);
    expect(sockets).toHaveLength(1);

    bell.close();
    third.close();
    expect(socket.disconnect).not.toHaveBeenCalled();
    socket.receive('notifications:unread-count', { count: 3 });
    expect(seen.at(-1)).toBe('chat 3');
    chat.close();
    expect(socket.disconnect).toHaveBeenCalledTimes(1);
    expect(chat.emit('typingStopToAdmin')).toBe(false);
  });
});
