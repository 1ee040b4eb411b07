import {
  type CategoriesParams,
  limits,
  type TourDuration,
  type TourListParams,
  type TourListQuery,
  type TourSort,
} from '@tabi/contracts';

/** The state of the tours list, all of it kept in the URL so a view can be shared and reloaded. */
export type TourFilters = Omit<TourListQuery, 'limit' | 'featured'>;

export const defaultTourFilters: TourFilters = { page: 1 };

function readText(params: URLSearchParams, key: string, max: number) {
  const value = params.get(key)?.trim();
  return value ? value.slice(0, max) : undefined;
}

function readPrice(params: URLSearchParams, key: string) {
  const raw = params.get(key)?.trim();
  if (!raw) return undefined;
  const value = Number(raw);
  return Number.isFinite(value) && value >= 0 ? value : undefined;
}

/**
 * Every sort of `GET /api/posts`, labelled. Typed as a Record over TourSort, so a sort added to the
 * contracts fails to compile here until it has a label. (The list is not imported from the contracts'
 * schema module at run time: that would pull zod into the bundle.)
 */
export const tourSortLabels: Record<TourSort, string> = {
  popular: 'Most popular',
  rating: 'Highest rated',
  newest: 'Newest',
  'price-asc': 'Price: low to high',
  'price-desc': 'Price: high to low',
};

export const tourSorts = Object.keys(tourSortLabels) as TourSort[];

function isSort(value: string | null): value is TourSort {
  return value !== null && Object.hasOwn(tourSortLabels, value);
}

/** Every length of the list's duration filter, labelled, in order (typed over TourDuration as the sorts are). */
export const tourDurationLabels: Record<TourDuration, string> = {
  'up-to-3h': 'Up to 3 hours',
  '3-to-5h': '3 to 5 hours',
  'over-5h': 'More than 5 hours',
};

export const tourDurations = Object.keys(tourDurationLabels) as TourDuration[];

function isDuration(value: string | null): value is TourDuration {
  return value !== null && Object.hasOwn(tourDurationLabels, value);
}

/**
 * A calendar date ('2027-03-12') that exists. Whether it can still be booked depends on the day it is
 * read, which only the server's clock settles: the list answers a date that has passed with its reason.
 */
function readDate(params: URLSearchParams) {
  const value = params.get('date')?.trim();
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return undefined;
  const day = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().startsWith(value) ? value : undefined;
}

/** URL -> filters. Anything malformed (a page of "abc", an unknown sort) is ignored, never an error. */
export function parseTourFilters(params: URLSearchParams): TourFilters {
  const filters: TourFilters = { page: 1 };
  const page = Number(params.get('page'));
  if (Number.isInteger(page) && page > 1) filters.page = page;

  const search = readText(params, 'search', limits.searchMaxLength);
  if (search) filters.search = search;
  const category = readText(params, 'category', limits.categoryMaxLength);
  if (category) filters.category = category;

  let minPrice = readPrice(params, 'minPrice');
  let maxPrice = readPrice(params, 'maxPrice');
  if (minPrice !== undefined && maxPrice !== undefined && minPrice > maxPrice) {
    [minPrice, maxPrice] = [maxPrice, minPrice];
  }
  if (minPrice !== undefined) filters.minPrice = minPrice;
  if (maxPrice !== undefined) filters.maxPrice = maxPrice;

  const date = readDate(params);
  if (date) filters.date = date;
  const duration = params.get('duration');
  if (isDuration(duration)) filters.duration = duration;

  const sort = params.get('sort');
  if (isSort(sort)) filters.sort = sort;
  return filters;
}

/** Filters -> URL. Defaults (page 1, no sort) are left out so the plain list has the plain address. */
export function tourFiltersToSearchParams(filters: Partial<TourFilters>): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.search?.trim()) params.set('search', filters.search.trim());
  if (filters.category?.trim()) params.set('category', filters.category.trim());
  if (filters.minPrice !== undefined) params.set('minPrice', String(filters.minPrice));
  if (filters.maxPrice !== undefined) params.set('maxPrice', String(filters.maxPrice));
  if (filters.date) params.set('date', filters.date);
  if (filters.duration) params.set('duration', filters.duration);
  if (filters.sort) params.set('sort', filters.sort);
  if (filters.page && filters.page > 1) params.set('page', String(filters.page));
  return params;
}

/**
 * A change to the filters. Any change other than the page itself starts again at page 1,
 * and `undefined` removes a filter.
 */
export function updateTourFilters(current: TourFilters, patch: Partial<TourFilters>): TourFilters {
  const merged = { ...current, ...patch };
  const next: TourFilters = { page: 'page' in patch && patch.page ? patch.page : 1 };
  if (merged.search?.trim()) next.search = merged.search.trim();
  if (merged.category?.trim()) next.category = merged.category.trim();
  if (merged.minPrice !== undefined) next.minPrice = merged.minPrice;
  if (merged.maxPrice !== undefined) next.maxPrice = merged.maxPrice;
  if (merged.date) next.date = merged.date;
  if (merged.duration) next.duration = merged.duration;
  if (merged.sort) next.sort = merged.sort;
  return next;
}

/** Whether anything narrows the list (sort and page do not). */
export function hasActiveFilters(filters: TourFilters) {
  return Boolean(
    filters.search ||
      filters.category ||
      filters.minPrice !== undefined ||
      filters.maxPrice !== undefined ||
      filters.date ||
      filters.duration,
  );
}

/**
 * The query of `GET /api/categories` for these filters: every one but the category itself, so each
 * category is counted as the list would show it when chosen (and the chosen one is not the only one left).
 */
export function toCategoryCountParams(filters: TourFilters): CategoriesParams {
  const params: CategoriesParams = {};
  if (filters.search) params.search = filters.search;
  if (filters.minPrice !== undefined) params.minPrice = filters.minPrice;
  if (filters.maxPrice !== undefined) params.maxPrice = filters.maxPrice;
  if (filters.date) params.date = filters.date;
  if (filters.duration) params.duration = filters.duration;
  return params;
}

/** The query of `GET /api/posts` for these filters. */
export function toTourListParams(
  filters: TourFilters,
  limit: number = limits.pageSizeDefault,
): TourListParams {
  const params: TourListParams = { page: filters.page, limit, ...toCategoryCountParams(filters) };
  if (filters.category) params.category = filters.category;
  if (filters.sort) params.sort = filters.sort;
  return params;
}
