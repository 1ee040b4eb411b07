import type { AppModule } from '../../platform/app-module.ts';
import { outboxRoutes } from './outbox.routes.ts';
import { createOutboxService } from './outbox.service.ts';

/** The admin console's view of the mail kept when there is no SMTP server. */
export const registerOutboxModule: AppModule = async (app, { outbox }) => {
  await app.register(outboxRoutes(createOutboxService(outbox)), { prefix: '/api' });
};
