import type { ListResponse } from '@tabi/contracts';
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { isApiError } from './api-error.ts';

/**
 * An item the server answered after a change replaces its old copy in every cached page under `key`.
 * Those pages are also marked stale: the item may no longer match a filtered page, which reloads when
 * it is next shown.
 */
export function replaceListItem<T extends { _id: string }>(client: QueryClient, key: QueryKey, item: T) {
  client.setQueriesData<ListResponse<T>>({ queryKey: key }, (list) =>
    list ? { ...list, data: list.data.map((old) => (old._id === item._id ? item : old)) } : list,
  );
  void client.invalidateQueries({ queryKey: key, refetchType: 'none' });
}

/** A 409 or 404 after a change means the item changed meanwhile or is gone: the list shows how it is now. */
export function reloadListAfterConflict(client: QueryClient, key: QueryKey, error: unknown) {
  if (isApiError(error) && (error.status === 409 || error.status === 404)) {
    void client.invalidateQueries({ queryKey: key });
  }
}
