import type { AdminUser, AdminUserFilters, AdminUserUpdate, ListResponse } from '@tabi/contracts';
import type { Viewer } from '../../platform/auth/guard.ts';
import type { BackgroundTasks } from '../../platform/background-tasks.ts';
import { conflict, notFound } from '../../platform/errors.ts';
import { isUuid } from '../../platform/ids.ts';
import type { AccountMailer } from '../../platform/mail/account-mailer.ts';
import { listEnvelope } from '../../platform/pagination.ts';
import type { Realtime } from '../../platform/realtime/realtime.ts';
import type { AdminUsersRepository } from './admin-users.repository.ts';
import { twoFactorOffBySupportMail } from './two-factor-off-by-support.mail.ts';

type Deps = {
  users: AdminUsersRepository;
  /** Open sockets follow a change at once instead of at their next session re-check. */
  realtime: Pick<Realtime, 'disconnectUser' | 'setRole'>;
  accountMail: Pick<AccountMailer, 'send'>;
  background: BackgroundTasks;
};

const userNotFound = () => notFound('User not found');
/** `details.rule` lets a client tell the refusals apart without reading the sentence. */
const refused = (message: string, rule: 'own-account' | 'last-admin' | 'two-factor-off') =>
  conflict(message, { rule });

export function createAdminUsersService({ users, realtime, accountMail, background }: Deps) {
  async function answered(id: string): Promise<AdminUser> {
    const user = await users.find(id);
    if (!user) throw userNotFound();
    return user;
  }

  return {
    async list(filters: AdminUserFilters): Promise<ListResponse<AdminUser>> {
      const { rows, total } = await users.list(filters);
      return listEnvelope(rows, total, filters);
    },

    /**
     * Disable or enable an account, or change its role. An admin cannot lock themselves out (disable or
     * demote their own account), and the last active admin stays one (checked under a lock, see the
     * repository). A disabled account's sessions are revoked and its sockets closed at once.
     */
    async update(admin: Viewer, id: string, change: AdminUserUpdate): Promise<AdminUser> {
      if (!isUuid(id)) throw userNotFound();
      if (id === admin.userId && change.disabled === true)
        throw refused('You cannot disable your own account.', 'own-account');
      if (id === admin.userId && change.role === 'user')
        throw refused(
          'You cannot remove your own administrator role. Ask another administrator to do it.',
          'own-account',
        );
      const outcome = await users.update(id, change);
      if (outcome === 'not-found') throw userNotFound();
      if (outcome === 'last-admin')
        throw refused(
          'This is the last active administrator. Make another account an administrator first.',
          'last-admin',
        );
      if (change.disabled === true) realtime.disconnectUser(id);
      else if (change.role) realtime.setRole(id, change.role);
      return answered(id);
    },

    /**
     * Turns off the two-step sign-in of an owner locked out without phone and recovery codes (support
     * checks who asks first): every session of theirs ends, and their confirmed address is told. Not on
     * your own account (the profile turns it off with a code) and not when it is off (409, nothing
     * written, nothing mailed).
     */
    async turnOffTwoFactor(admin: Viewer, id: string): Promise<AdminUser> {
      if (!isUuid(id)) throw userNotFound();
      if (id === admin.userId)
        throw refused(
          'Turn off your own two-step sign-in in your profile, with a code from your app.',
          'own-account',
        );
      const outcome = await users.turnOffTwoFactor(id);
      if (outcome === 'not-found') throw userNotFound();
      if (outcome === 'not-on')
        throw refused(
          'Two-step sign-in is not on for this account: there is nothing to turn off.',
          'two-factor-off',
        );
      realtime.disconnectUser(id);
      background.run(
        () => accountMail.send(id, twoFactorOffBySupportMail),
        'the notice of two-step sign-in turned off by support could not be sent',
        { userId: id },
      );
      return answered(id);
    },
  };
}

export type AdminUsersService = ReturnType<typeof createAdminUsersService>;
