import type { NotificationInput } from '@tabi/contracts';
import type { AppModule } from '../../platform/app-module.ts';
import { userRoom } from '../../platform/realtime/realtime.ts';
import { createChatRepository } from './chat.repository.ts';
import { chatRoutes } from './chat.routes.ts';
import { createChatService } from './chat.service.ts';
import { registerChatSocket } from './chat.socket.ts';
import { startUnreadChatMail } from './unread-chat-mail.ts';

/**
 * Live support chat: the history over HTTP, the conversation itself over the realtime hub's sockets,
 * and the mail to users who left support's replies unread.
 */
type Notifier = { notify: (userId: string, notice: NotificationInput) => Promise<unknown> };

export const registerChatModule: AppModule<{ notifier: Notifier }> = async (app, deps) => {
  const { db, realtime, notifier, accountMail, config, now, log } = deps;
  const chat = createChatRepository(db);
  const service = createChatService({
    chat,
    realtime,
    isOnline: async (userId) => (await realtime.viewersIn(userRoom(userId))).length > 0,
    notifier,
    now,
    log,
  });
  registerChatSocket(realtime, service, log, deps.failedAttempts);
  const unreadMail = startUnreadChatMail({ chat, accountMail, now, publicUrl: config.PUBLIC_URL, log });
  app.addHook('onClose', () => unreadMail.stop());
  await app.register(chatRoutes(service), { prefix: '/api' });
};
