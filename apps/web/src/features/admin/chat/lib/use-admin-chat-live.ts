import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { openRealtimeSocket } from '../../../../realtime/socket.ts';
import { useSession } from '../../../../session/session-context.ts';
import { conversationsKey } from '../api/list-conversations.ts';
import { appendToThread, participantOf, reloadInbox, updateConversation } from './inbox-cache.ts';
import { inboxStore } from './inbox-store.ts';

const chatEvents = new Set([
  'sendMessageToUser',
  'adminTypingStart',
  'adminTypingStop',
  'markMessagesAsRead',
]);

/**
 * While an administrator is in the console, the support inbox listens on the tab's shared connection:
 * a user's message moves their conversation to the top with one more unread (none if its thread is
 * open, which reads it), replies confirm, presence and typing show. The inbox's lists and threads in
 * the query cache are updated in place; after a drop they are read again. Use it once (the layout).
 */
export function useAdminChatLive() {
  const { token, user, isAdmin } = useSession();
  const ownId = user?.id;
  const client = useQueryClient();

  useEffect(() => {
    if (!token || !isAdmin) return;
    inboxStore.reset();
    const link = openRealtimeSocket(token, {
      events: {
        newMessageFromUser: ({ message, user: from }) => {
          appendToThread(client, from._id, message);
          const open = inboxStore.get().openUserId === from._id;
          inboxStore.setTyping(from._id, false);
          updateConversation(client, from, (current) => ({
            _id: from,
            lastMessage: message,
            unreadCount: open ? 0 : (current?.unreadCount ?? 0) + 1,
          }));
          if (open) inboxStore.markRead(from._id);
        },
        messageSentToUser: (message) => {
          const userId = inboxStore.confirm(message, ownId);
          if (!userId) {
            // Another administrator's reply: the event does not say whose conversation it is, so
            // the inbox asks the server again.
            reloadInbox(client);
            return;
          }
          appendToThread(client, userId, message);
          const to = participantOf(client, userId);
          if (!to) return void client.invalidateQueries({ queryKey: conversationsKey });
          updateConversation(client, to, (current) => ({
            _id: to,
            lastMessage: message,
            unreadCount: current?.unreadCount ?? 0,
          }));
        },
        userTyping: ({ userId, typing }) => inboxStore.setTyping(userId, typing),
        onlineUsers: (users) => inboxStore.setOnline(users.map((u) => u.userId)),
        userOnline: ({ userId }) => inboxStore.userOnline(userId),
        userOffline: ({ userId }) => inboxStore.userOffline(userId),
        error: (refusal) => {
          if (chatEvents.has(refusal.event)) inboxStore.refused(refusal.event, refusal.message);
        },
      },
      // The open thread is read by its page once the connection is up.
      onStatus: (connected) => inboxStore.setConnected(connected),
      onReconnect: () => reloadInbox(client),
    });
    inboxStore.attach({
      sendReply: (userId, message) => link.emit('sendMessageToUser', { userId, message }),
      typing: (userId, typing) => link.emit(typing ? 'adminTypingStart' : 'adminTypingStop', { userId }),
      markRead: (userId) => link.emit('markMessagesAsRead', { senderId: userId }),
    });
    return () => {
      link.close();
      inboxStore.reset();
    };
  }, [token, isAdmin, ownId, client]);
}
