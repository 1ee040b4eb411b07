import type { AppModule } from '../../platform/app-module.ts';
import { userRoom } from '../../platform/realtime/realtime.ts';
import { createChatRepository } from './chat.repository.ts';
import { chatRoutes } from './chat.routes.ts';
import { createChatService } from './chat.service.ts';
import { registerChatSocket } from './chat.socket.ts';

/** Live support chat: the history over HTTP, the conversation itself over the realtime hub's sockets. */
export const registerChatModule: AppModule = async (app, { db, realtime, now, log }) => {
  const chat = createChatRepository(db);
  const service = createChatService({
    chat,
    realtime,
    isOnline: async (userId) => (await realtime.viewersIn(userRoom(userId))).length > 0,
    now,
    log,
  });
  registerChatSocket(realtime, service, log);
  await app.register(chatRoutes(service), { prefix: '/api' });
};
