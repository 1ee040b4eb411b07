import { vi } from 'vitest';

type Listener = (...args: unknown[]) => void;

/**
 * Stands in for socket.io-client (the library, not our own socket module), so a test plays the
 * server's side: `vi.mock('socket.io-client', () => import('…/test/socket-io-mock.ts'))`, then
 * `lastSocket().receive(event, payload)` with any payload, as the network would deliver it.
 */
export class FakeSocket {
  readonly listeners = new Map<string, Listener[]>();
  active = true;
  readonly connect = vi.fn();
  readonly disconnect = vi.fn(() => {
    this.active = false;
  });

  constructor(readonly options: { auth?: unknown }) {}

  on(event: string, listener: Listener): this {
    this.listeners.set(event, [...(this.listeners.get(event) ?? []), listener]);
    return this;
  }

  /** Delivers an event as if the server had sent it. */
  receive(event: string, ...args: unknown[]): void {
    for (const listener of this.listeners.get(event) ?? []) listener(...args);
  }
}

export const sockets: FakeSocket[] = [];

export const io = vi.fn((options: { auth?: unknown }) => {
  const socket = new FakeSocket(options);
  sockets.push(socket);
  return socket;
});

/** The socket opened last; fails the test when none was opened. */
export function lastSocket(): FakeSocket {
  const socket = sockets.at(-1);
  if (!socket) throw new Error('no socket was opened');
  return socket;
}
