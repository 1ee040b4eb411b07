import type { AppModule } from '../../platform/app-module.ts';
import { createAdminUsersRepository } from './admin-users.repository.ts';
import { adminUsersRoutes } from './admin-users.routes.ts';
import { createAdminUsersService } from './admin-users.service.ts';
import { createUsersRepository, type UsersRepository } from './users.repository.ts';

/** The admin console's accounts; provides the user store that signing in works on (the auth module). */
export const registerUsersModule: AppModule<unknown, { users: UsersRepository }> = async (
  app,
  { db, realtime, accountMail, background },
) => {
  const service = createAdminUsersService({
    users: createAdminUsersRepository(db),
    realtime,
    accountMail,
    background,
  });
  await app.register(adminUsersRoutes(service), { prefix: '/api' });
  return { users: createUsersRepository(db) };
};
