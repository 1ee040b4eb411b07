import { type KarvaanContext, limits } from '@tabi/contracts';

/**
 * Our answers carry their entity, or their list, in `data`: `eachInData(add)` adds the Karvaan Tours
 * client's names to each (a null `data` stays null).
 */
export function eachInData<T>(add: (item: T, context: KarvaanContext) => unknown) {
  return (payload: unknown, context: KarvaanContext) => {
    const body = payload as { data?: unknown };
    if (Array.isArray(body.data)) return { ...body, data: body.data.map((item) => add(item as T, context)) };
    if (body.data && typeof body.data === 'object') return { ...body, data: add(body.data as T, context) };
    return body;
  };
}

/**
 * The old client ignores pagination: it reads the first page only. Its lists are asked for with our
 * largest page unless it names a size, so it sees everything a traveller or an admin normally has.
 */
export function withLargestPage(query: Record<string, unknown>): Record<string, unknown> {
  return query.limit === undefined ? { ...query, limit: String(limits.pageSizeMax) } : query;
}
