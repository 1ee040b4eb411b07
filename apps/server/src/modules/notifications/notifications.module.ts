import type { AppModule } from '../../platform/app-module.ts';
import { createNotificationsRepository } from './notifications.repository.ts';
import { notificationsRoutes } from './notifications.routes.ts';
import { createNotificationsService, type Notifier } from './notifications.service.ts';

/** Each user's notifications; provides the notifier other features tell people through. */
export const registerNotificationsModule: AppModule<unknown, { notifier: Notifier }> = async (
  app,
  { db, realtime, log },
) => {
  const service = createNotificationsService({
    notifications: createNotificationsRepository(db),
    realtime,
    log,
  });
  await app.register(notificationsRoutes(service), { prefix: '/api' });
  return { notifier: { notify: service.notify, notifyAdmins: service.notifyAdmins } };
};
