import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { openRealtimeSocket } from '../../../realtime/socket.ts';
import { useSession } from '../../../session/session-context.ts';
import { chatMessagesKey } from '../api/get-chat-messages.ts';
import { chatStore } from './chat-store.ts';

/**
 * While a non-admin user is signed in, the live chat listens on the tab's shared connection, even with
 * the panel closed: support's messages count as unread and ring, typing shows, own messages confirm
 * what was sent. After a drop the history is loaded again. Use it once.
 */
export function useLiveChat() {
  const { token, user, isAdmin } = useSession();
  const userId = user?.id;
  const email = user?.email ?? '';
  const client = useQueryClient();

  useEffect(() => {
    if (!token || !userId || isAdmin) return;
    chatStore.reset({ id: userId, email });
    const link = openRealtimeSocket(token, {
      events: {
        newMessageFromAdmin: (message) => chatStore.receive(message),
        messageSent: (message) => chatStore.receive(message),
        adminTyping: ({ typing }) => chatStore.setAdminTyping(typing),
        supportRead: ({ readAt }) => chatStore.supportRead(readAt),
        error: (refusal) => {
          if (refusal.event === 'sendMessageToAdmin') chatStore.refused(refusal.message);
        },
      },
      onStatus: (connected) => chatStore.setConnected(connected),
      onReconnect: () => void client.invalidateQueries({ queryKey: chatMessagesKey(userId) }),
    });
    chatStore.attach({
      send: (message) => link.emit('sendMessageToAdmin', { message }),
      typing: (typing) => void link.emit(typing ? 'typingStartToAdmin' : 'typingStopToAdmin'),
    });
    return () => {
      link.close();
      chatStore.reset(null);
    };
  }, [token, userId, email, isAdmin, client]);
}
