import type { ClientToServerEvents, ServerEvent, ServerToClientEvents } from '@tabi/contracts';
import type { ManagerOptions, Socket, SocketOptions } from 'socket.io-client';

/** The web app's socket, its events typed by the contracts' maps. */
export type RealtimeSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

/** What a feature listens to: some of the server's events, each payload already checked. */
export type RealtimeListeners = {
  events: Partial<ServerToClientEvents>;
  /** Connected again after a drop: whatever was sent meanwhile was missed. */
  onReconnect?: () => void;
};

/**
 * Spec, "Connection": websocket first with polling as the fallback, a reconnection delay from 1 s to
 * 5 s with a random factor of 0.5, unlimited attempts, a 20 s connect timeout. Same origin, so the
 * dev server's proxy and production's reverse proxy both carry it.
 */
export const socketOptions = {
  path: '/socket.io',
  transports: ['websocket', 'polling'],
  tryAllTransports: true,
  reconnection: true,
  reconnectionAttempts: Number.POSITIVE_INFINITY,
  reconnectionDelay: 1000,
  reconnectionDelayMax: 5000,
  randomizationFactor: 0.5,
  timeout: 20_000,
} satisfies Partial<ManagerOptions & SocketOptions>;

/** How long to wait before asking again after the server refused for lack of service. */
const refusedRetryMs = 5000;

/**
 * Opens the signed-in user's socket (the server puts it in the rooms of that user, and of the admins
 * for an admin). Each event's payload is checked with its schema from the contracts: one that does not
 * match is dropped with a warning, never handed to the listener. The socket.io client is downloaded
 * here, on first use, not with the first page. Returns the function that closes it, safe to call
 * before the client has even loaded.
 */
export function openRealtimeSocket(token: string, listeners: RealtimeListeners): () => void {
  let closed = false;
  let socket: RealtimeSocket | undefined;
  let retry: ReturnType<typeof setTimeout> | undefined;

  Promise.all([import('socket.io-client'), import('./server-events.ts')])
    .then(([{ io }, { parseServerEvent }]) => {
      if (closed) return;
      const s: RealtimeSocket = io({ ...socketOptions, auth: { token } });
      socket = s;
      let connectedBefore = false;
      s.on('connect', () => {
        if (connectedBefore) listeners.onReconnect?.();
        connectedBefore = true;
      });
      for (const [event, listener] of Object.entries(listeners.events) as [
        ServerEvent,
        (payload: unknown) => void,
      ][]) {
        // Registered on the untyped side: what arrives is unknown until its schema has read it.
        (s as Socket).on(event, (payload: unknown) => {
          const checked = parseServerEvent(event, payload);
          if (checked !== undefined) listener(checked);
          else console.warn(`realtime: an unexpected '${event}' payload was ignored`, payload);
        });
      }
      s.on('connect_error', (error: Error & { data?: { code?: string } }) => {
        // socket.io tries again by itself after a network failure; a refusal by the server ends that.
        if (s.active) return;
        // A session that has ended stays closed (the next API call signs the user out); an outage
        // on the server's side is asked again later.
        if (error.data?.code === 'SERVICE_UNAVAILABLE') {
          retry = setTimeout(() => {
            if (!closed) s.connect();
          }, refusedRetryMs);
        }
      });
    })
    .catch((error: unknown) => {
      // The code could not be fetched (offline, a new deployment): the focus refetch still works.
      console.warn('realtime: the live connection could not start', error);
    });

  return () => {
    closed = true;
    clearTimeout(retry);
    socket?.disconnect();
    socket = undefined;
  };
}
