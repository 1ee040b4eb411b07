import type { Server as HttpServer } from 'node:http';
import type {
  ClientToServerEvents,
  ErrorCode,
  InterServerEvents,
  ServerEvent,
  ServerToClientEvents,
  SocketData,
  UserRole,
} from '@tabi/contracts';
import { Server, type Socket } from 'socket.io';
import { connectRedisAdapter } from './redis-adapter.ts';
import type { SocketAuthenticator } from './socket-auth.ts';

type Log = { warn: (obj: object, msg: string) => void; info: (msg: string) => void };

/** An authenticated socket, its events typed by the contracts' maps. */
export type RealtimeSocket = Socket<
  ClientToServerEvents,
  ServerToClientEvents,
  InterServerEvents,
  SocketData
>;

/**
 * The server's side of socket.io, for the features that push (notifications) or talk (chat). Rooms:
 * `user:<id>` holds every socket of one user (all their tabs and devices), `session:<id>` those of one
 * sign-in, `admins` every admin socket.
 * With Redis configured an emit reaches the room's sockets on every server process.
 */
export type Realtime = {
  toUser<E extends ServerEvent>(userId: string, event: E, ...args: Parameters<ServerToClientEvents[E]>): void;
  toAdmins<E extends ServerEvent>(event: E, ...args: Parameters<ServerToClientEvents[E]>): void;
  /**
   * Ends every socket of the user now, on every process (a disabled account, signing out everywhere),
   * or all but those of one session (a password changed there); clients do not reconnect.
   */
  disconnectUser(userId: string, options?: { exceptSession?: string }): void;
  /** Ends the sockets of one session now, on every process (signing out): not at the next re-check. */
  disconnectSession(sessionId: string): void;
  /**
   * Gives every socket of the user its new role now, on every process: the role each event handler
   * checks, and membership of `admins`. A demoted administrator's open socket can no longer act as one,
   * not even until the next re-check of its session.
   */
  setRole(userId: string, role: UserRole): void;
  /**
   * Who holds the sockets of a room (every connected socket without one), on every process: through
   * the Redis adapter, the other processes answer too.
   */
  viewersIn(room?: string): Promise<SocketData['viewer'][]>;
  /**
   * Runs for each authenticated socket once it has joined its rooms: a feature registers its client
   * events here, with `onClientEvents`.
   */
  onConnection(handler: (socket: RealtimeSocket) => void): void;
  /** Resolves when the Redis subscription is in place (at once without Redis). */
  ready: Promise<void>;
  /** Disconnects every socket of this process and closes the Redis connections. */
  close(): Promise<void>;
};

type Options = {
  /** The HTTP server Fastify answers on: sockets share its port. */
  server: HttpServer;
  authenticate: SocketAuthenticator;
  redisUrl?: string;
  log: Log;
  path?: string;
  /** Other sites' pages allowed to open a socket (CORS_ORIGINS); none when empty. */
  corsOrigins?: string[];
  /** How often connected sockets' sessions are checked again (sign-out, expiry, a disabled user). */
  recheckEveryMs?: number;
};

export const userRoom = (userId: string) => `user:${userId}`;
export const sessionRoom = (sessionId: string) => `session:${sessionId}`;
export const adminsRoom = 'admins';

/** The connect_error a client sees; `data.code` is one of the API's error codes. */
/** Live connections one session may hold at once, on every process together. */
export const socketsPerSession = 10;

function refusal(message: string, code: ErrorCode): Error {
  return Object.assign(new Error(message), { data: { code } });
}

export function createRealtime(options: Options): Realtime {
  const { authenticate, log } = options;
  const io = new Server<ClientToServerEvents, ServerToClientEvents, InterServerEvents, SocketData>(
    options.server,
    {
      path: options.path ?? '/socket.io',
      serveClient: false,
      ...(options.corsOrigins?.length ? { cors: { origin: options.corsOrigins } } : {}),
      // Chat messages are short; nothing a client sends needs more.
      maxHttpBufferSize: 100_000,
    },
  );
  const redis = options.redisUrl ? connectRedisAdapter(options.redisUrl, log) : undefined;
  if (redis) io.adapter(redis.adapter);
  const ready = redis ? redis.subscribed() : Promise.resolve();

  io.use(async (socket, next) => {
    try {
      const viewer = await authenticate.fromHandshake(socket.handshake.auth);
      if (!viewer) return next(refusal('Please sign in to continue.', 'UNAUTHENTICATED'));
      // Every tab of a browser shares its session: more sockets than tabs anyone keeps open are a flood.
      // Counted on every process; with Redis away, on this one (the others cannot answer).
      const room = sessionRoom(viewer.sessionId);
      const open = await io
        .in(room)
        .fetchSockets()
        .catch(() => io.local.in(room).fetchSockets());
      if (open.length >= socketsPerSession)
        return next(
          refusal(
            `This session already has ${socketsPerSession} live connections. Close a few tabs and reload.`,
            'RATE_LIMITED',
          ),
        );
      socket.data.viewer = viewer;
      next();
    } catch (error) {
      log.warn({ err: error }, 'realtime: a socket handshake could not be checked');
      next(
        refusal(
          'The service is temporarily unavailable. Please try again in a moment.',
          'SERVICE_UNAVAILABLE',
        ),
      );
    }
  });

  /** This process's sockets of the user take the role. */
  function applyRole(userId: string, role: UserRole) {
    for (const socket of io.of('/').sockets.values()) {
      if (socket.data.viewer.userId !== userId) continue;
      socket.data.viewer = { ...socket.data.viewer, role };
      if (role === 'admin') socket.join(adminsRoom);
      else socket.leave(adminsRoom);
    }
  }
  // The other processes' word (the in-memory adapter of a single process has no one to hear from).
  if (redis) io.on('roleChanged', applyRole);

  const handlers: ((socket: RealtimeSocket) => void)[] = [];
  io.on('connection', (socket) => {
    const { viewer } = socket.data;
    socket.join([userRoom(viewer.userId), sessionRoom(viewer.sessionId)]);
    if (viewer.role === 'admin') socket.join(adminsRoom);
    for (const handler of handlers) handler(socket);
  });

  // A socket outlives the check at its handshake: sessions ended since (sign-out, password change, a
  // disabled user) lose their sockets within one interval, and a changed role moves the socket's rooms.
  let rechecking = false;
  async function recheckSessions(): Promise<void> {
    if (rechecking) return;
    rechecking = true;
    try {
      const bySession = new Map<string, RealtimeSocket[]>();
      for (const socket of io.of('/').sockets.values()) {
        const list = bySession.get(socket.data.viewer.sessionId) ?? [];
        list.push(socket);
        bySession.set(socket.data.viewer.sessionId, list);
      }
      for (const sockets of bySession.values()) {
        const now = await authenticate.recheck(sockets[0]!.data.viewer);
        for (const socket of sockets) {
          if (!now) {
            socket.disconnect(true);
            continue;
          }
          socket.data.viewer = now;
          if (now.role === 'admin') socket.join(adminsRoom);
          else socket.leave(adminsRoom);
        }
      }
    } catch (error) {
      // The database is away: keep the sockets, check again next time.
      log.warn({ err: error }, 'realtime: connected sessions could not be checked again');
    } finally {
      rechecking = false;
    }
  }
  const recheckTimer = setInterval(() => void recheckSessions(), options.recheckEveryMs ?? 60_000);
  recheckTimer.unref();

  let closing: Promise<void> | undefined;
  return {
    toUser: (userId, event, ...args) => {
      io.to(userRoom(userId)).emit(event, ...args);
    },
    toAdmins: (event, ...args) => {
      io.to(adminsRoom).emit(event, ...args);
    },
    disconnectUser: (userId, options = {}) => {
      const sockets = io.in(userRoom(userId));
      (options.exceptSession
        ? sockets.except(sessionRoom(options.exceptSession))
        : sockets
      ).disconnectSockets(true);
    },
    disconnectSession: (sessionId) => {
      io.in(sessionRoom(sessionId)).disconnectSockets(true);
    },
    setRole: (userId, role) => {
      applyRole(userId, role);
      if (redis) io.serverSideEmit('roleChanged', userId, role);
    },
    viewersIn: async (room) => {
      const sockets = await (room ? io.in(room) : io).fetchSockets();
      return sockets.map((socket) => socket.data.viewer);
    },
    onConnection: (handler) => {
      handlers.push(handler);
    },
    ready,
    close() {
      closing ??= (async () => {
        clearInterval(recheckTimer);
        // Before the HTTP server closes: it waits for every open connection, upgraded ones included.
        // Closing the transports (no disconnect packet) lets clients reconnect, to another process
        // behind the load balancer or to this one restarted.
        io.engine.close();
        if (redis) {
          await io.of('/').adapter.close();
          await redis.close();
        }
      })();
      return closing;
    },
  };
}
