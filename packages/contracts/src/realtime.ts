import { z } from 'zod';
import type { UserRole } from './auth.ts';
import {
  adminTypingSchema,
  adminTypingTargetSchema,
  chatMessageSchema,
  markMessagesAsReadSchema,
  newMessageFromUserSchema,
  noPayloadSchema,
  onlineUserSchema,
  onlineUsersSchema,
  sendMessageToAdminSchema,
  sendMessageToUserSchema,
  supportReadSchema,
  userOfflineSchema,
  userTypingSchema,
} from './chat.ts';
import { errorCodeSchema } from './errors.ts';
import { notificationSchema, unreadCountSchema } from './notifications.ts';

/*
 * Every socket.io event, declared once: its name and the zod schema of its one payload. The server's
 * emits and the clients' listeners are typed from these maps, the web app checks what it receives with
 * them, and the server checks what clients send with them before any handler runs. An event belongs to
 * the user map or to the admin map: user events reach (or come from) any signed-in socket, admin ones
 * only sockets in the room `admins`. Live chat adds its events to these four maps.
 */

/** The `error` event: a client event the server refused (an invalid payload, or one it could not handle). */
export const socketRefusalSchema = z.object({
  /** The client event that was refused. */
  event: z.string(),
  message: z.string(),
  code: errorCodeSchema,
  fieldErrors: z.record(z.string(), z.string()).optional(),
});
export type SocketRefusal = z.infer<typeof socketRefusalSchema>;

/** What the server sends to a user's own sockets (the room `user:<id>`). */
export const userServerEventSchemas = {
  /** A new notification for the signed-in user. */
  notification: notificationSchema,
  /** The user's unread count changed (a new notification, or read in another tab). */
  'notifications:unread-count': unreadCountSchema,
  /** The server refused an event this socket sent. */
  error: socketRefusalSchema,
  /** Live chat: support answered (to every socket of the user). */
  newMessageFromAdmin: chatMessageSchema,
  /** Live chat: the user's own message, stored (to every socket of the user, the sender's included). */
  messageSent: chatMessageSchema,
  /** Live chat: an administrator started or stopped typing in this user's conversation. */
  adminTyping: adminTypingSchema,
  /** Live chat: support read the user's messages (to every socket of the user). */
  supportRead: supportReadSchema,
};

/** What the server sends to the sockets of administrators only (the room `admins`). */
export const adminServerEventSchemas = {
  /** Live chat: a user wrote to support, stored; `user` is whose conversation it is. */
  newMessageFromUser: newMessageFromUserSchema,
  /** Live chat: an administrator's reply, stored (to every administrator, the sender included). */
  messageSentToUser: chatMessageSchema,
  userTyping: userTypingSchema,
  /** Sent to an administrator's socket as it connects: the users with at least one socket open. */
  onlineUsers: onlineUsersSchema,
  /** A user's socket connected (sent at each connection: a client keeps a set). */
  userOnline: onlineUserSchema,
  /** A user's last socket closed. */
  userOffline: userOfflineSchema,
};

/** What a signed-in user's socket may send. */
export const userClientEventSchemas = {
  /** Live chat: a message to support (the user's own conversation; nobody else can be addressed). */
  sendMessageToAdmin: sendMessageToAdminSchema,
  typingStartToAdmin: noPayloadSchema,
  typingStopToAdmin: noPayloadSchema,
};

/** What an administrator's socket may send, besides the user events. */
export const adminClientEventSchemas = {
  /** Live chat: a reply in the conversation of `userId` (a user who exists and is not an administrator). */
  sendMessageToUser: sendMessageToUserSchema,
  adminTypingStart: adminTypingTargetSchema,
  adminTypingStop: adminTypingTargetSchema,
  /** The administrator read what the user `senderId` wrote. */
  markMessagesAsRead: markMessagesAsReadSchema,
};

export const serverToClientEventSchemas = { ...userServerEventSchemas, ...adminServerEventSchemas };
export const clientToServerEventSchemas = { ...userClientEventSchemas, ...adminClientEventSchemas };

/** A map of event names to payload schemas, as above. */
export type EventSchemas = Record<string, z.ZodType>;
/** socket.io's event map for a schema map: one listener per event, taking the parsed payload. */
export type EventsOf<M extends EventSchemas> = { [E in keyof M]: (payload: z.output<M[E]>) => void };

export type ServerToClientEvents = EventsOf<typeof serverToClientEventSchemas>;
export type ClientToServerEvents = EventsOf<typeof clientToServerEventSchemas>;
/**
 * What passes between server processes (through the Redis adapter): a user's role changed, so each
 * process applies it to its own sockets of that user at once.
 */
export type InterServerEvents = { roleChanged: (userId: string, role: UserRole) => void };
/** What the server keeps on each socket: whose it is, as checked at the handshake and each re-check. */
export type SocketData = { viewer: { sessionId: string; userId: string; role: UserRole } };
export type ServerEvent = keyof ServerToClientEvents;
export type ServerEventPayload<E extends ServerEvent> = Parameters<ServerToClientEvents[E]>[0];
