import type { AuthResponse } from '@tabi/contracts';
import type { AdminKeyCheck } from '../../platform/auth/admin-key.ts';
import { adminAccountMissing, adminKeyMissing, invalidAdminKey } from './auth.errors.ts';
import type { ClientInfo, IssueSession } from './session-issuer.ts';
import type { UserAccounts } from './user-accounts.ts';

type Deps = { users: UserAccounts; issue: IssueSession; keyMatches: AdminKeyCheck; adminEmail: string };

/** `/admin-login`: the admin key opens a normal session of the ADMIN_EMAIL account. */
export function createAdminLoginService({ users, issue, keyMatches, adminEmail }: Deps) {
  return async function adminLogin(adminKey: string, client: ClientInfo): Promise<AuthResponse> {
    const matches = await keyMatches(adminKey);
    if (matches === undefined) throw adminKeyMissing();
    if (!matches) throw invalidAdminKey();
    const admin = await users.findByEmail(adminEmail);
    if (admin?.role !== 'admin' || admin.disabled) throw adminAccountMissing(adminEmail);
    return issue(admin, client);
  };
}

export type AdminLogin = ReturnType<typeof createAdminLoginService>;
