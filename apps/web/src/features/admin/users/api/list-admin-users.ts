import type { AdminUser, ListResponse } from '@tabi/contracts';
import { keepPreviousData, type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../../api/client.ts';
import { replaceListItem } from '../../../../api/replace-list-item.ts';
import type { UserFilters } from '../lib/user-filters.ts';

export type AdminUsersParams = UserFilters & { page: number; limit: number };

/** Every page and filter of the users table, to update or reload them together. */
export const adminUsersKey = ['admin', 'users'] as const;

/** GET /api/admin/users: accounts with their bookings count and last sign-in. */
export function listAdminUsers(params: AdminUsersParams, signal?: AbortSignal) {
  return api.get<ListResponse<AdminUser>>('/admin/users', { query: params, signal });
}

export function adminUsersQueryOptions(params: AdminUsersParams) {
  return queryOptions({
    queryKey: [...adminUsersKey, params],
    queryFn: ({ signal }) => listAdminUsers(params, signal),
    // People sign up and sign in meanwhile, and other admins change accounts.
    staleTime: 30_000,
    refetchOnWindowFocus: true,
  });
}

export function useAdminUsers(params: AdminUsersParams) {
  return useQuery({ ...adminUsersQueryOptions(params), placeholderData: keepPreviousData });
}

export function replaceAdminUser(client: QueryClient, user: AdminUser) {
  replaceListItem(client, adminUsersKey, user);
}
