import {
  type AdminUserSort,
  type AdminUserStatus,
  adminUserSorts,
  adminUserStatuses,
  type UserRole,
  userRoles,
} from '@tabi/contracts';
import { listHref, oneOf, pageFrom, searchFrom } from '../../shared/lib/list-address.ts';

/** The users table's search, filters and order, as `GET /api/admin/users` takes them. */
export type UserFilters = {
  /** Part of a name or an e-mail address. */
  q?: string | undefined;
  role?: UserRole | undefined;
  status?: AdminUserStatus | undefined;
  /** Newest first when absent. */
  sort?: AdminUserSort | undefined;
};

/** The table's state in the address (`/admin/users?role=admin&status=disabled&page=2`). */
export function userFiltersFrom(params: URLSearchParams): UserFilters & { page: number } {
  return {
    q: searchFrom(params),
    role: oneOf(userRoles, params.get('role')),
    status: oneOf(adminUserStatuses, params.get('status')),
    sort: oneOf(adminUserSorts, params.get('sort')),
    page: pageFrom(params),
  };
}

/** The address of a page of the table; the default order is left out. */
export function adminUsersHref(filters: UserFilters, page = 1) {
  const { q, role, status, sort } = filters;
  return listHref('/admin/users', { q, role, status, sort: sort === 'newest' ? undefined : sort }, page);
}

export const roleLabels: Record<UserRole, string> = { user: 'Traveller', admin: 'Administrator' };

export const userStatusLabels: Record<AdminUserStatus, string> = { active: 'Active', disabled: 'Disabled' };

export const userSortLabels: Record<AdminUserSort, string> = {
  newest: 'Newest first',
  oldest: 'Oldest first',
  name: 'Name A–Z',
  'last-sign-in': 'Last signed in',
};
