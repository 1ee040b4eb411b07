import type { AddressInfo } from 'node:net';
import { io, type Socket } from 'socket.io-client';
import type { App } from '../src/app.ts';

/** Real socket.io clients against an app listening on a free loopback port. */

export type ClientSocket = Socket;
type Refusal = Error & { data?: { code?: string } };

/** Starts the app on a free port (sockets need a real HTTP server) and answers its address. */
export async function listen(app: App): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

const clients = new Set<ClientSocket>();

function open(url: string, auth: Record<string, unknown>, transports: ('websocket' | 'polling')[]) {
  const socket = io(url, { auth, transports, reconnection: false, forceNew: true, timeout: 5000 });
  clients.add(socket);
  return socket;
}

/** A connected client, or a rejection with the server's connect_error. */
export function connect(
  url: string,
  auth: Record<string, unknown>,
  transports: ('websocket' | 'polling')[] = ['websocket'],
): Promise<ClientSocket> {
  const socket = open(url, auth, transports);
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', reject);
  });
}

/** The connect_error of a handshake the server must refuse (fails if it connects). */
export function refusal(url: string, auth: Record<string, unknown>): Promise<Refusal> {
  const socket = open(url, auth, ['websocket']);
  return new Promise((resolve, reject) => {
    socket.once('connect', () => reject(new Error('the server accepted a handshake it should refuse')));
    socket.once('connect_error', (error: Refusal) => resolve(error));
  });
}

/** The next `event` the socket receives, or a rejection after `timeoutMs`. */
export function nextEvent<T = unknown>(socket: ClientSocket, event: string, timeoutMs = 5000): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      socket.off(event, listener);
      reject(new Error(`no '${event}' within ${timeoutMs} ms`));
    }, timeoutMs);
    const listener = (payload: T) => {
      clearTimeout(timer);
      resolve(payload);
    };
    socket.once(event, listener);
  });
}

/** Every event the socket receives from now on, in order, to check later what did (not) arrive. */
export function record(socket: ClientSocket): { event: string; payload: unknown }[] {
  const seen: { event: string; payload: unknown }[] = [];
  socket.onAny((event: string, payload: unknown) => seen.push({ event, payload }));
  return seen;
}

/** Resolves when the server has disconnected the socket (or rejects after `timeoutMs`). */
export function disconnection(socket: ClientSocket, timeoutMs = 5000): Promise<string> {
  if (socket.disconnected) return Promise.resolve('already disconnected');
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`still connected after ${timeoutMs} ms`)), timeoutMs);
    socket.once('disconnect', (reason) => {
      clearTimeout(timer);
      resolve(reason);
    });
  });
}

/** Closes every client opened by this file's tests. */
export function closeClients(): void {
  for (const socket of clients) socket.close();
  clients.clear();
}
