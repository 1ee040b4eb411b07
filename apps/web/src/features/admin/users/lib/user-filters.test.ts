import { describe, expect, it } from 'vitest';
import { adminUsersHref, userFiltersFrom } from './user-filters.ts';

describe('userFiltersFrom', () => {
  it('reads the search, filters, order and page, dropping odd values', () => {
    expect(
      userFiltersFrom(new URLSearchParams('q=%20emma%20&role=admin&status=disabled&sort=name&page=3')),
    ).toEqual({
      q: 'emma',
      role: 'admin',
      status: 'disabled',
      sort: 'name',
      page: 3,
    });
    expect(userFiltersFrom(new URLSearchParams('q=%20&role=owner&status=gone&sort=age&page=1.5'))).toEqual({
      q: undefined,
      role: undefined,
      status: undefined,
      sort: undefined,
      page: 1,
    });
  });
});

describe('adminUsersHref', () => {
  it('leaves out empty filters, the default order and the first page', () => {
    expect(adminUsersHref({})).toBe('/admin/users');
    expect(adminUsersHref({ q: ' ', sort: 'newest' }, 1)).toBe('/admin/users');
    expect(adminUsersHref({ q: 'emma@example.com', role: 'user', sort: 'oldest' }, 2)).toBe(
      '/admin/users?q=emma%40example.com&role=user&sort=oldest&page=2',
    );
  });
});
