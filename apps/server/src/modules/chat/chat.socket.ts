import { adminClientEventSchemas, userClientEventSchemas } from '@tabi/contracts';
import { forbidden } from '../../platform/errors.ts';
import type { FailureCounters } from '../../platform/rate-limit.ts';
import { onClientEvents } from '../../platform/realtime/client-events.ts';
import { type Realtime, type RealtimeSocket, userRoom } from '../../platform/realtime/realtime.ts';
import type { ChatService } from './chat.service.ts';

type Log = { error: (obj: object, msg: string) => void; warn: (obj: object, msg: string) => void };

/**
 * How many messages one person may send in a window, over all their sockets and every server process;
 * more is refused until the window has passed.
 */
export type ChatRateLimit = { messages: number; windowMs: number };
export const defaultChatRateLimit: ChatRateLimit = { messages: 20, windowMs: 10_000 };

/** A typing signal of one socket goes out at most this often (the same state again is dropped sooner). */
const typingEveryMs = 1_000;

/** Drops a socket's typing signals to one reader that repeat the same state within `typingEveryMs`. */
function typingThrottle() {
  const last = new Map<string, { typing: boolean; at: number }>();
  return (reader: string, typing: boolean) => {
    const at = performance.now();
    const before = last.get(reader);
    if (before && before.typing === typing && at - before.at < typingEveryMs) return false;
    last.set(reader, { typing, at });
    return true;
  };
}

const tooFast = (event: string) =>
  ({
    event,
    message: 'You are sending messages too quickly. Please wait a few seconds and try again.',
    code: 'RATE_LIMITED',
  }) as const;

/**
 * The live chat's socket events, on the hub's sockets (rooms `user:<id>`, `admins`). Every socket gets
 * the user and the admin events, and each handler checks the socket's role as it is now (a role can
 * change while connected): a user only ever writes into their own conversation, administrators into
 * any user's. Presence: administrators get the online users as they connect, then each change.
 */
export function registerChatSocket(
  realtime: Pick<Realtime, 'onConnection' | 'toUser' | 'toAdmins' | 'viewersIn'>,
  service: ChatService,
  log: Log,
  /** Where the sends are counted: per person, in Redis when several processes run. */
  counters: FailureCounters,
  rateLimit: ChatRateLimit = defaultChatRateLimit,
): void {
  /** Counts one send of the person; false once they are over the limit (10 sockets send no faster than 1). */
  const maySend = async (userId: string) =>
    (await counters.add(`chat-send:${userId}`, rateLimit.windowMs)).count <= rateLimit.messages;

  const isAdmin = (socket: RealtimeSocket) => socket.data.viewer.role === 'admin';
  const asAdmin = (socket: RealtimeSocket) => {
    if (!isAdmin(socket)) throw forbidden('Only administrators can do that.');
    return socket.data.viewer;
  };
  const asUser = (socket: RealtimeSocket) => {
    if (isAdmin(socket)) throw forbidden('Administrators answer users from the support inbox.');
    return socket.data.viewer;
  };

  /** A presence change is a side effect: a failure to tell the administrators is only logged. */
  const presence = (socket: RealtimeSocket, work: () => Promise<void>) => {
    work().catch((error) =>
      log.warn({ err: error, userId: socket.data.viewer.userId }, 'chat: presence could not be updated'),
    );
  };

  realtime.onConnection((socket) => {
    const typingChanged = typingThrottle();
    const { userId } = socket.data.viewer;

    onClientEvents(
      socket,
      userClientEventSchemas,
      {
        sendMessageToAdmin: async ({ message }) => {
          const viewer = asUser(socket);
          if (!(await maySend(viewer.userId)))
            return void socket.emit('error', tooFast('sendMessageToAdmin'));
          await service.sendFromUser(viewer, message);
        },
        typingStartToAdmin: () => {
          const { userId: from } = asUser(socket);
          if (typingChanged('admins', true)) realtime.toAdmins('userTyping', { userId: from, typing: true });
        },
        typingStopToAdmin: () => {
          const { userId: from } = asUser(socket);
          if (typingChanged('admins', false))
            realtime.toAdmins('userTyping', { userId: from, typing: false });
        },
      },
      log,
    );

    onClientEvents(
      socket,
      adminClientEventSchemas,
      {
        sendMessageToUser: async ({ userId: to, message }) => {
          const viewer = asAdmin(socket);
          if (!(await maySend(viewer.userId))) return void socket.emit('error', tooFast('sendMessageToUser'));
          await service.sendToUser(viewer, to, message);
        },
        adminTypingStart: ({ userId: to }) => {
          asAdmin(socket);
          if (typingChanged(to, true)) realtime.toUser(to, 'adminTyping', { typing: true });
        },
        adminTypingStop: ({ userId: to }) => {
          asAdmin(socket);
          if (typingChanged(to, false)) realtime.toUser(to, 'adminTyping', { typing: false });
        },
        markMessagesAsRead: async ({ senderId }) => {
          asAdmin(socket);
          await service.markUserMessagesRead(senderId);
        },
      },
      log,
    );

    if (isAdmin(socket)) {
      presence(socket, async () => {
        const viewers = await realtime.viewersIn();
        const online = [...new Set(viewers.filter((v) => v.role !== 'admin').map((v) => v.userId))];
        const names = await service.names(online);
        socket.emit(
          'onlineUsers',
          online.map((id) => ({ userId: id, name: names.get(id) ?? '' })),
        );
      });
      return;
    }

    // Sent at each connection, not only the first: two tabs opening at once would each see the other
    // and neither would announce. Administrators' clients keep a set, so a repeat changes nothing.
    presence(socket, async () => {
      const user = await service.participant(userId);
      if (user) realtime.toAdmins('userOnline', { userId, name: user.name });
    });
    socket.on('disconnect', () => {
      // The socket has left its rooms by now: an empty room means this was the user's last socket.
      presence(socket, async () => {
        const left = await realtime.viewersIn(userRoom(userId));
        if (left.length === 0) realtime.toAdmins('userOffline', { userId });
      });
    });
  });
}
