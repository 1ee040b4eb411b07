import {
  type AdminTourSort,
  type AdminTourStatus,
  adminTourSorts,
  adminTourStatuses,
  limits,
} from '@tabi/contracts';

/** The tours table's search, status and order, as `GET /api/admin/posts` takes them. */
export type TourFilters = {
  search?: string | undefined;
  status?: AdminTourStatus | undefined;
  /** Newest first when absent. */
  sort?: AdminTourSort | undefined;
};

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | undefined =>
  (values as readonly (string | null)[]).includes(value) ? (value as T) : undefined;

/** The table's state in the address (`/admin/tours?status=archived&sort=title&page=2`); odd values are dropped. */
export function tourFiltersFrom(params: URLSearchParams): TourFilters & { page: number } {
  const search = params.get('search')?.trim().slice(0, limits.searchMaxLength);
  const page = Number(params.get('page'));
  return {
    search: search || undefined,
    status: oneOf(adminTourStatuses, params.get('status')),
    sort: oneOf(adminTourSorts, params.get('sort')),
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** The address of a page of the table; empty filters, the default order and page 1 are left out. */
export function adminToursHref(filters: TourFilters, page = 1) {
  const params = new URLSearchParams();
  const search = filters.search?.trim();
  if (search) params.set('search', search);
  if (filters.status) params.set('status', filters.status);
  if (filters.sort && filters.sort !== 'newest') params.set('sort', filters.sort);
  if (page > 1) params.set('page', String(page));
  const query = params.toString();
  return query ? `/admin/tours?${query}` : '/admin/tours';
}

export const tourStatusLabels: Record<AdminTourStatus, string> = {
  active: 'Active',
  featured: 'Featured',
  archived: 'Archived',
};

export const tourSortLabels: Record<AdminTourSort, string> = {
  newest: 'Newest first',
  title: 'Title A–Z',
  'price-asc': 'Price: low to high',
  'price-desc': 'Price: high to low',
  rating: 'Best rated',
  bookings: 'Most upcoming bookings',
};
