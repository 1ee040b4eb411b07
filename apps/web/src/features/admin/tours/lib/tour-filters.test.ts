import { describe, expect, it } from 'vitest';
import { adminToursHref, tourFiltersFrom } from './tour-filters.ts';

describe('tour filters in the address', () => {
  it('reads search, status, sort and page, dropping what the API would refuse', () => {
    expect(
      tourFiltersFrom(new URLSearchParams('search=%20kyoto%20&status=archived&sort=title&page=3')),
    ).toEqual({ search: 'kyoto', status: 'archived', sort: 'title', page: 3 });
    expect(tourFiltersFrom(new URLSearchParams('status=deleted&sort=popular&page=-2&search=%20'))).toEqual({
      search: undefined,
      status: undefined,
      sort: undefined,
      page: 1,
    });
  });

  it('writes only what differs from the plain first page, and reads back the same', () => {
    expect(adminToursHref({})).toBe('/admin/tours');
    expect(adminToursHref({ sort: 'newest', search: '  ' }, 1)).toBe('/admin/tours');
    const href = adminToursHref({ search: 'tea & sake', status: 'featured', sort: 'price-desc' }, 2);
    expect(href).toBe('/admin/tours?search=tea+%26+sake&status=featured&sort=price-desc&page=2');
    expect(tourFiltersFrom(new URL(href, 'http://localhost').searchParams)).toEqual({
      search: 'tea & sake',
      status: 'featured',
      sort: 'price-desc',
      page: 2,
    });
  });
});
