import type { AdminUser, AdminUserUpdate } from '@tabi/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../api/client.ts';
import { reloadListAfterConflict } from '../../../../api/replace-list-item.ts';
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
 * The answered account replaces its row. Refused or gone: another admin may have changed the accounts
 * meanwhile, so the table reloads.
 */
export function useUpdateAdminUser() {
  const client = useQueryClient();
  return useMutation({
    mutationKey: adminUserChangeKey,
    mutationFn: ({ id, change }: { id: string; change: AdminUserUpdate }) => updateAdminUser(id, change),
    onSuccess: (user) => replaceAdminUser(client, user),
    onError: (error) => reloadListAfterConflict(client, adminUsersKey, error),
  });
}
