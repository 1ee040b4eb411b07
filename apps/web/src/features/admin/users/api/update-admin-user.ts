import type { AdminUser, AdminUserUpdate } from '@tabi/contracts';
import { api } from '../../../../api/client.ts';

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
