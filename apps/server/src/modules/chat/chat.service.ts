import {
  type ChatConversation,
  type ChatConversationsQuery,
  type ChatMessage,
  type ChatParticipant,
  company,
  type NotificationInput,
} from '@tabi/contracts';
import type { Viewer } from '../../platform/auth/guard.ts';
import { AppError, forbidden, notFound } from '../../platform/errors.ts';
import { isUuid } from '../../platform/ids.ts';
import type { Realtime } from '../../platform/realtime/realtime.ts';
import type { ChatRepository, ChatUser } from './chat.repository.ts';

type Deps = {
  chat: ChatRepository;
  realtime: Pick<Realtime, 'toUser' | 'toAdmins'>;
  /** Whether the user has a socket open on any process. */
  isOnline: (userId: string) => Promise<boolean>;
  /** The bell: a reply the user was not there to see live waits for them there. */
  notifier: { notify: (userId: string, notice: NotificationInput) => Promise<unknown> };
  now: () => Date;
  log: { warn: (obj: object, msg: string) => void };
};

/** An unread reply to a user who was away is mailed this long after it was sent. */
export const unreadMailDelayMs = 15 * 60_000;

/** Where the web app opens the live chat: the notification's link and the mail's button. */
export const chatLink = '/?chat=open';

const noConversation = () =>
  new AppError(400, 'VALIDATION_FAILED', 'Administrators have no support conversation.');
const userNotFound = () => notFound('User not found');

/**
 * The rules of the live chat. Each non-admin user has one conversation with support, named by their
 * id; every administrator reads and answers all of them. A message is stored before anyone is told
 * about it, so nothing acknowledged is lost.
 */
/** The bell shows the start of the reply; the chat shows all of it. */
const noticeBodyLength = 140;

/**
 * Who a traveller sees answering: the support desk, never the staff member's own account (its e-mail
 * and id stay among staff). A fixed id, so the client can tell support's messages from its own.
 */
export const supportIdentity: ChatParticipant = {
  _id: '00000000-0000-4000-8000-00000000c0de',
  name: `${company.name} support`,
  email: company.email,
  avatar: null,
};

/** A message as the conversation's traveller sees it: replies come from the support desk. */
const seenByTraveller = (travellerId: string, message: ChatMessage): ChatMessage =>
  message.sender._id === travellerId ? message : { ...message, sender: supportIdentity };

export function createChatService({ chat, realtime, isOnline, notifier, now, log }: Deps) {
  function asUser(viewer: Viewer): void {
    if (viewer.role === 'admin') throw forbidden('Administrators answer users from the support inbox.');
  }

  /** The user whose conversation an administrator names: someone who exists and is not an administrator. */
  async function conversationOwner(userId: string): Promise<ChatUser> {
    const user = isUuid(userId) ? await chat.user(userId) : undefined;
    if (!user) throw userNotFound();
    if (user.role === 'admin') throw noConversation();
    return user;
  }

  /** A reply the user could not see live: a notification now, and one mail if it is still unread later. */
  async function tellAway(userId: string, reply: ChatMessage): Promise<void> {
    if (await isOnline(userId)) return;
    const body =
      reply.message.length > noticeBodyLength
        ? `${reply.message.slice(0, noticeBodyLength - 1)}…`
        : reply.message;
    await notifier.notify(userId, {
      type: 'chat_message',
      title: 'New message from support',
      body,
      link: chatLink,
    });
    await chat.scheduleMail(userId, new Date(now().getTime() + unreadMailDelayMs));
  }

  return {
    /** The signed-in user's own conversation; opening it reads support's replies. */
    async userMessages(viewer: Viewer, before?: string): Promise<ChatMessage[]> {
      asUser(viewer);
      const messages = await chat.page(viewer.userId, before);
      if (!messages) throw notFound('Message not found');
      if (!before) await chat.markSupportMessagesRead(viewer.userId, now());
      return messages.map((message) => seenByTraveller(viewer.userId, message));
    },

    async adminConversation(userId: string, before?: string): Promise<ChatMessage[]> {
      await conversationOwner(userId);
      const messages = await chat.page(userId, before);
      if (!messages) throw notFound('Message not found');
      return messages;
    },

    adminConversations(query: ChatConversationsQuery): Promise<ChatConversation[]> {
      return chat.conversations(query.search, 100);
    },

    /** A user writes to support: stored, then shown on all their tabs and to every administrator. */
    async sendFromUser(viewer: Viewer, text: string): Promise<ChatMessage> {
      asUser(viewer);
      const message = await chat.append(viewer.userId, viewer.userId, text, now());
      realtime.toUser(viewer.userId, 'messageSent', message);
      realtime.toAdmins('newMessageFromUser', { message, user: message.sender });
      return message;
    },

    /** An administrator answers a user: stored, then shown to the user and to every administrator. */
    async sendToUser(viewer: Viewer, userId: string, text: string): Promise<ChatMessage> {
      await conversationOwner(userId);
      const message = await chat.append(userId, viewer.userId, text, now());
      realtime.toUser(userId, 'newMessageFromAdmin', seenByTraveller(userId, message));
      realtime.toAdmins('messageSentToUser', message);
      try {
        await tellAway(userId, message);
      } catch (error) {
        // The reply is stored and shown in the chat; only the reminder is missing.
        log.warn({ err: error, userId }, 'chat: could not tell an away user about a reply');
      }
      return message;
    },

    /** An administrator read what the user wrote: the user's open chats mark their messages read. */
    async markUserMessagesRead(userId: string): Promise<number> {
      if (!isUuid(userId)) return 0;
      const at = now();
      const read = await chat.markUserMessagesRead(userId, at);
      if (read > 0) realtime.toUser(userId, 'supportRead', { readAt: at.toISOString() });
      return read;
    },

    /** Who the presence events name. */
    participant: (userId: string): Promise<ChatParticipant | undefined> => chat.user(userId),
    names: (userIds: string[]) => chat.names(userIds),
  };
}

export type ChatService = ReturnType<typeof createChatService>;
