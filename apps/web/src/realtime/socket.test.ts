import type { UserNotification } from '@tabi/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { lastSocket, sockets } from '../test/socket-io-mock.ts';
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
  close = openRealtimeSocket('tok-1', listeners);
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
});
