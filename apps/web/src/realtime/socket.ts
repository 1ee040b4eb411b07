import type { ClientToServerEvents, ServerEvent, ServerToClientEvents } from '@tabi/contracts';
import type { ManagerOptions, Socket, SocketOptions } from 'socket.io-client';

/** The web app's socket, its events typed by the contracts' maps. */
export type RealtimeSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

/** What a feature listens to: some of the server's events, each payload already checked. */
export type RealtimeListeners = {
  events: Partial<ServerToClientEvents>;
  /** Connected again after a drop: whatever was sent meanwhile was missed. */
  onReconnect?: () => void;
  /** The connection came up (true) or went down (false). */
  onStatus?: (connected: boolean) => void;
};

/** A feature's share of the tab's connection. */
export type RealtimeLink = {
  /** Leaves the connection; the last one to leave closes it. Safe before the client has loaded. */
  close: () => void;
  /** Sends an event if the connection is up; false (nothing sent) otherwise. */
  emit: <E extends keyof ClientToServerEvents>(
    event: E,
    ...args: Parameters<ClientToServerEvents[E]>
  ) => boolean;
  connected: () => boolean;
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

type Connection = {
  members: Set<RealtimeListeners>;
  socket?: RealtimeSocket;
  connected: boolean;
  /** The events a raw handler is registered for (one per event, whoever listens). */
  wired: Set<ServerEvent>;
  parse?: (event: ServerEvent, payload: unknown) => unknown;
  retry?: ReturnType<typeof setTimeout>;
  closed: boolean;
};

/** One connection per tab and session token, shared by every feature that listens (notifications, chat). */
const connections = new Map<string, Connection>();

function wire(connection: Connection, events: Iterable<ServerEvent>) {
  const { socket, parse } = connection;
  if (!socket || !parse) return;
  for (const event of events) {
    if (connection.wired.has(event)) continue;
    connection.wired.add(event);
    // Registered on the untyped side: what arrives is unknown until its schema has read it. Parsed
    // once, then handed to every member listening to it.
    (socket as Socket).on(event, (payload: unknown) => {
      const checked = parse(event, payload);
      if (checked === undefined) {
        console.warn(`realtime: an unexpected '${event}' payload was ignored`, payload);
        return;
      }
      for (const member of [...connection.members]) {
        (member.events[event] as ((payload: unknown) => void) | undefined)?.(checked);
      }
    });
  }
}

const eventsOf = (listeners: RealtimeListeners) => Object.keys(listeners.events) as ServerEvent[];

function start(token: string, connection: Connection) {
  Promise.all([import('socket.io-client'), import('./server-events.ts')])
    .then(([{ io }, { parseServerEvent }]) => {
      if (connection.closed) return;
      const s: RealtimeSocket = io({ ...socketOptions, auth: { token } });
      connection.socket = s;
      connection.parse = parseServerEvent;
      let connectedBefore = false;
      s.on('connect', () => {
        connection.connected = true;
        for (const member of [...connection.members]) {
          member.onStatus?.(true);
          if (connectedBefore) member.onReconnect?.();
        }
        connectedBefore = true;
      });
      s.on('disconnect', () => {
        connection.connected = false;
        for (const member of [...connection.members]) member.onStatus?.(false);
      });
      wire(connection, [...connection.members].flatMap(eventsOf));
      s.on('connect_error', (error: Error & { data?: { code?: string } }) => {
        // socket.io tries again by itself after a network failure; a refusal by the server ends that.
        if (s.active) return;
        // A session that has ended stays closed (the next API call signs the user out); an outage
        // on the server's side is asked again later.
        if (error.data?.code === 'SERVICE_UNAVAILABLE') {
          connection.retry = setTimeout(() => {
            if (!connection.closed) s.connect();
          }, refusedRetryMs);
        }
      });
    })
    .catch((error: unknown) => {
      // The code could not be fetched (offline, a new deployment): the focus refetch still works.
      console.warn('realtime: the live connection could not start', error);
    });
}

/**
 * Joins the tab's connection for the signed-in user (the server puts it in the rooms of that user,
 * and of the admins for an admin), opening it for the first member of that token. Each event's
 * payload is checked with its schema from the contracts: one that does not match is dropped with a
 * warning, never handed to a listener. The socket.io client is downloaded here, on first use, not
 * with the first page.
 */
export function openRealtimeSocket(token: string, listeners: RealtimeListeners): RealtimeLink {
  let connection = connections.get(token);
  if (!connection) {
    connection = { members: new Set(), connected: false, wired: new Set(), closed: false };
    connections.set(token, connection);
    start(token, connection);
  }
  const shared = connection;
  // Each member gets its own entry, even when a feature passes the same object twice.
  const member: RealtimeListeners = { ...listeners };
  shared.members.add(member);
  wire(shared, eventsOf(member));
  if (shared.connected) member.onStatus?.(true);

  let left = false;
  return {
    close() {
      if (left) return;
      left = true;
      shared.members.delete(member);
      if (shared.members.size > 0) return;
      shared.closed = true;
      clearTimeout(shared.retry);
      shared.socket?.disconnect();
      if (connections.get(token) === shared) connections.delete(token);
    },
    emit(event, ...args) {
      if (left || !shared.connected || !shared.socket) return false;
      (shared.socket.emit as (event: string, ...rest: unknown[]) => unknown)(event, ...args);
      return true;
    },
    connected: () => !left && shared.connected,
  };
}
