import { limits } from '@tabi/contracts';

/*
 * An admin list keeps its state in the address (`/admin/users?role=admin&page=2`), so a reload, the back
 * button or a shared link shows the same page. These read and write that state; odd values are dropped.
 */

/** The page asked for: a whole number from 2 up, else the first. */
export function pageFrom(params: URLSearchParams) {
  const page = Number(params.get('page'));
  return Number.isInteger(page) && page > 1 ? page : 1;
}

/** A search, trimmed and cut to what the server accepts; empty means none. */
export function searchFrom(params: URLSearchParams, key = 'q') {
  return params.get(key)?.trim().slice(0, limits.searchMaxLength) || undefined;
}

/** One of a closed set of values, or undefined for anything else. */
export function oneOf<T extends string>(values: readonly T[], value: string | null | undefined) {
  return values.find((candidate) => candidate === value);
}

/** The address of a page of the list at `path`: only the values set, and the page from 2 on. */
export function listHref(path: string, values: Record<string, string | undefined>, page = 1) {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) {
    const trimmed = value?.trim();
    if (trimmed) params.set(key, trimmed);
  }
  if (page > 1) params.set('page', String(page));
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}
