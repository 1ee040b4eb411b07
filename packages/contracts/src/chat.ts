import { z } from 'zod';
import { idSchema, isoDateTime, nulMessage, searchTermSchema, withoutNul } from './common.ts';
import { limits } from './constants.ts';

/**
 * Live support chat: one conversation per signed-in non-admin user, whose id is the user's id. The
 * shapes are the spec's (`_id`, `message`, `sender`, `createdAt`) and the older admin client's.
 */

/** Who wrote a message, or whose conversation it is. `avatar` is the uploaded one, else the Google photo. */
export const chatParticipantSchema = z.object({
  _id: idSchema,
  name: z.string(),
  email: z.string(),
  avatar: z.string().nullable(),
});
export type ChatParticipant = z.infer<typeof chatParticipantSchema>;

export const chatMessageSchema = z.object({
  _id: idSchema,
  message: z.string(),
  sender: chatParticipantSchema,
  createdAt: isoDateTime,
  /** When the other side read it; absent while unread. */
  readAt: isoDateTime.optional(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

/**
 * What a person types: not empty nor only whitespace, at most `limits.liveChatMessageMax` characters
 * as typed (the counter the client shows), stored without its surrounding whitespace.
 */
export const chatTextSchema = z
  .string({ message: 'Message must be text' })
  .max(limits.liveChatMessageMax, {
    message: `Message must be at most ${limits.liveChatMessageMax} characters`,
  })
  .refine((value) => value.trim().length > 0, { message: 'Message cannot be empty' })
  .refine(withoutNul, nulMessage)
  .transform((value) => value.trim());

/** How many messages one page of a conversation holds (the newest ones, then older with `before`). */
export const chatPageSize = 50;

/** `?before=<_id>`: the page of messages older than that one, of the same conversation. */
export const chatMessagesQuerySchema = z.object({
  before: idSchema.optional(),
});
export type ChatMessagesQuery = z.infer<typeof chatMessagesQuerySchema>;

/** `GET /api/chat/user/messages`, `GET /api/chat/admin/conversation/:userId`: oldest first. */
export const chatMessagesResponseSchema = z.object({
  success: z.literal(true),
  messages: z.array(chatMessageSchema),
});
export type ChatMessagesResponse = z.infer<typeof chatMessagesResponseSchema>;

export const chatConversationParamsSchema = z.object({ userId: z.string() });

export const chatConversationsQuerySchema = z.object({
  /** Part of the user's name or e-mail. */
  search: searchTermSchema('search'),
});
export type ChatConversationsQuery = z.infer<typeof chatConversationsQuerySchema>;

/** One line of the admin inbox: whose conversation (`_id` is the user), the last message, unread from the user. */
export const chatConversationSchema = z.object({
  _id: chatParticipantSchema,
  lastMessage: chatMessageSchema,
  unreadCount: z.number().int().min(0),
});
export type ChatConversation = z.infer<typeof chatConversationSchema>;

/** `GET /api/chat/admin/conversations`: newest activity first. */
export const chatConversationsResponseSchema = z.object({
  success: z.literal(true),
  conversations: z.array(chatConversationSchema),
});

/**
 * The payload of an event that carries nothing (`typingStartToAdmin`...): the older client emits it
 * with no argument; an empty object (what some socket clients send instead) is accepted too, anything
 * else is refused. The `void` keeps `emit('typingStartToAdmin')` valid for typed clients.
 */
export const noPayloadSchema = z.union([z.void(), z.object({}).strict()]);

// Socket payloads, by the event names of the spec and of the older admin client.
export const sendMessageToAdminSchema = z.object({ message: chatTextSchema });
export const sendMessageToUserSchema = z.object({ userId: idSchema, message: chatTextSchema });
export const adminTypingTargetSchema = z.object({ userId: idSchema });
/** `markMessagesAsRead {senderId}`: the admin read the messages that user sent. */
export const markMessagesAsReadSchema = z.object({ senderId: idSchema });
/** Support read what the user wrote, up to `readAt`: the user's chat marks those messages read. */
export const supportReadSchema = z.object({ readAt: isoDateTime });

export const adminTypingSchema = z.object({ typing: z.boolean() });
export const userTypingSchema = z.object({ userId: idSchema, typing: z.boolean() });
export const newMessageFromUserSchema = z.object({ message: chatMessageSchema, user: chatParticipantSchema });
export const onlineUserSchema = z.object({ userId: idSchema, name: z.string() });
export const onlineUsersSchema = z.array(onlineUserSchema);
export const userOfflineSchema = z.object({ userId: idSchema });

/**
 * The Karvaan Tours client's (karvaan-client.ts) dashboard badge, `GET /chat/admin/unread-count`: the
 * messages users wrote that support has not read, over the inbox's conversations.
 */
export function karvaanChatUnreadCount(conversations: ChatConversation[]) {
  return {
    success: true as const,
    unreadCount: conversations.reduce((sum, conversation) => sum + conversation.unreadCount, 0),
  };
}
export const karvaanChatUnreadCountAliases =
  "The Karvaan Tours client asks `GET /karvaan/api/chat/admin/unread-count` (admins), answered `{success, unreadCount}`: the sum of this inbox's `unreadCount`.";
