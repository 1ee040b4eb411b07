import type { ListResponse, WishlistItem } from '@tabi/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../api/client.ts';
import { wishlistListKey } from '../../../wishlist/wishlist-ids.ts';

export type WishlistParams = { page: number; limit: number };

/** GET /api/wishlist: the signed-in user's saved tours a page at a time, the latest saved first. */
export function listWishlist(params: WishlistParams, signal?: AbortSignal) {
  return api.get<ListResponse<WishlistItem>>('/wishlist', { query: params, signal });
}

export function wishlistQueryOptions(userId: string, params: WishlistParams) {
  return queryOptions({
    queryKey: [...wishlistListKey, userId, params],
    queryFn: ({ signal }) => listWishlist(params, signal),
  });
}

export function useWishlistPage(userId: string | null, params: WishlistParams) {
  return useQuery({
    ...wishlistQueryOptions(userId ?? '', params),
    enabled: userId !== null,
    placeholderData: keepPreviousData,
  });
}
