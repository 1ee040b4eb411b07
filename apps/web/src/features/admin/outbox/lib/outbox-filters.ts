import { listHref, pageFrom, searchFrom } from '../../shared/lib/list-address.ts';

/** The outbox's search (part of the recipient or the subject) and page in the address. */
export function outboxFiltersFrom(params: URLSearchParams) {
  return { q: searchFrom(params), page: pageFrom(params) };
}

export function adminOutboxHref(q: string | undefined, page = 1) {
  return listHref('/admin/outbox', { q }, page);
}
