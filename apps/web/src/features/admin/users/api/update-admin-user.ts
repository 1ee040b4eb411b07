import type { AdminUser, AdminUserUpdate } from '@tabi/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../api/client.ts';
import { reloadListAfterConflict } from '../../../../api/replace-list-item.ts';
import type { ChangeRequest } from '../lib/user-changes.ts';
import { adminUsersKey, replaceAdminUser } from './list-admin-users.ts';

/** Every change of an account: its row is busy meanwhile. */
export const adminUserChangeKey = [...adminUsersKey, 'change'] as const;

/**
 * PUT /api/admin/users/:id: disable or enable an account (disabling ends its sessions at once) or change
 * its role. Refused with 409 and a sentence for your own account (`details.rule` 'own-account') and
 * for the last active administrator ('last-admin').
 */
export async function updateAdminUser(id: string, change: AdminUserUpdate) {
  const answer = await api.put<{ success: true; data: AdminUser }>(
    `/admin/users/${encodeURIComponent(id)}`,
    change,
  );
  return answer.data;
}

/**
 * POST /api/admin/users/:id/two-factor/disable: removes the account's authenticator app and recovery
 * codes and ends its sessions; the owner is mailed. Refused with 409 for your own account ('own-account')
 * and when it is off already ('two-factor-off').
 */
export async function turnOffAdminUserTwoFactor(id: string) {
  const answer = await api.post<{ success: true; data: AdminUser }>(
    `/admin/users/${encodeURIComponent(id)}/two-factor/disable`,
  );
  return answer.data;
}

const send = (id: string, request: ChangeRequest) =>
  request.kind === 'update' ? updateAdminUser(id, request.body) : turnOffAdminUserTwoFactor(id);

/**
 * Any change of an account from its row. The answered account replaces its row. Refused or gone: another
 * admin may have changed the accounts meanwhile, so the table reloads.
 */
export function useUpdateAdminUser() {
  const client = useQueryClient();
  return useMutation({
    mutationKey: adminUserChangeKey,
    mutationFn: ({ id, request }: { id: string; request: ChangeRequest }) => send(id, request),
    onSuccess: (user) => replaceAdminUser(client, user),
    onError: (error) => reloadListAfterConflict(client, adminUsersKey, error),
  });
}
