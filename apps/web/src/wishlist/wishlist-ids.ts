import type { MergeWishlistBody, WishlistIds } from '@tabi/contracts';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../api/client.ts';

type IdsAnswer = { success: true; data: WishlistIds };

/** Everything the wishlist caches (the ids and the pages of `/wishlist`), to refresh together. */
export const wishlistKey = ['wishlist'] as const;

/** The pages of `/wishlist`: reloaded after a heart changes. */
export const wishlistListKey = [...wishlistKey, 'list'] as const;

/** The signed-in user's saved ids, keyed by user so another account never sees them. */
export const wishlistIdsKey = (userId: string) => [...wishlistKey, 'ids', userId] as const;

/** GET /api/wishlist/ids: every tour the signed-in user saved (what the hearts of a page need). */
export async function getWishlistIds(signal?: AbortSignal) {
  return (await api.get<IdsAnswer>('/wishlist/ids', { signal })).data.tourIds;
}

export function wishlistIdsQueryOptions(userId: string) {
  return queryOptions({
    queryKey: wishlistIdsKey(userId),
    queryFn: ({ signal }) => getWishlistIds(signal),
  });
}

/** PUT /api/wishlist/:tourId (save) or DELETE (remove); both idempotent, answering the saved ids. */
export async function setTourSaved(tourId: string, saved: boolean) {
  const path = `/wishlist/${encodeURIComponent(tourId)}`;
  const answer = saved ? await api.put<IdsAnswer>(path) : await api.delete<IdsAnswer>(path);
  return answer.data.tourIds;
}

/** POST /api/wishlist/merge: a visitor's list joining the account; answers the saved ids. */
export async function mergeWishlist(tourIds: MergeWishlistBody['tourIds']) {
  return (await api.post<IdsAnswer>('/wishlist/merge', { tourIds })).data.tourIds;
}
