import { adminClientEventSchemas, userClientEventSchemas } from '@tabi/contracts';
import { forbidden } from '../../platform/errors.ts';
import { onClientEvents } from '../../platform/realtime/client-events.ts';
import { type Realtime, type RealtimeSocket, userRoom } from '../../platform/realtime/realtime.ts';
import type { ChatService } from './chat.service.ts';

type Log = { error: (obj: object, msg: string) => void; warn: (obj: object, msg: string) => void };

/** How many messages one socket may send in a window; more is refused until the window has passed. */
export type ChatRateLimit = { messages: number; windowMs: number };
export const defaultChatRateLimit: ChatRateLimit = { messages: 20, windowMs: 10_000 };

/** A sliding window of one socket's sends. */
function sendWindow({ messages, windowMs }: ChatRateLimit) {
  const sent: number[] = [];
  return () => {
    const at = performance.now();
    while (sent.length > 0 && sent[0]! <= at - windowMs) sent.shift();
    if (sent.length >= messages) return false;
    sent.push(at);
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
  rateLimit: ChatRateLimit = defaultChatRateLimit,
): void {
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
    const maysend = sendWindow(rateLimit);
    const { userId } = socket.data.viewer;

    onClientEvents(
      socket,
      userClientEventSchemas,
      {
        sendMessageToAdmin: async ({ message }) => {
          const viewer = asUser(socket);
          if (!maysend()) return void socket.emit('error', tooFast('sendMessageToAdmin'));
          await service.sendFromUser(viewer, message);
        },
        typingStartToAdmin: () => {
          realtime.toAdmins('userTyping', { userId: asUser(socket).userId, typing: true });
        },
        typingStopToAdmin: () => {
          realtime.toAdmins('userTyping', { userId: asUser(socket).userId, typing: false });
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
          if (!maysend()) return void socket.emit('error', tooFast('sendMessageToUser'));
          await service.sendToUser(viewer, to, message);
        },
        adminTypingStart: ({ userId: to }) => {
          asAdmin(socket);
          realtime.toUser(to, 'adminTyping', { typing: true });
        },
        adminTypingStop: ({ userId: to }) => {
          asAdmin(socket);
          realtime.toUser(to, 'adminTyping', { typing: false });
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
