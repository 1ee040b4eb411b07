import { wishlistMax } from '@tabi/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { useSession } from '../session/session-context.ts';
import { toast } from '../ui/toast.ts';
import { readBrowserWishlist, useBrowserWishlist, writeBrowserWishlist } from './browser-wishlist.ts';
import { setTourSaved, wishlistIdsKey, wishlistIdsQueryOptions, wishlistListKey } from './wishlist-ids.ts';

type Change = { tourId: string; save: boolean };

const withId = (ids: readonly string[], tourId: string, save: boolean) =>
  save ? [...ids.filter((id) => id !== tourId), tourId] : ids.filter((id) => id !== tourId);

export const wishlistFullMessage = `Your wishlist holds at most ${wishlistMax} tours`;

/**
 * What every heart needs: the saved tour ids and `toggle`. A signed-in user's list is the server's
 * (GET /api/wishlist/ids), changed at once on screen and put back, with a toast, if the server refuses;
 * a visitor's is kept in this browser until they sign in.
 */
export function useWishlist() {
  const { user } = useSession();
  const userId = user?.id ?? null;
  const queryClient = useQueryClient();
  const browserIds = useBrowserWishlist();
  const idsQuery = useQuery({ ...wishlistIdsQueryOptions(userId ?? ''), enabled: userId !== null });
  const ids = userId ? idsQuery.data : browserIds;
  const saved = useMemo(() => new Set(ids ?? []), [ids]);

  const change = useMutation({
    mutationKey: ['wishlist', 'change'],
    mutationFn: ({ tourId, save }: Change) => setTourSaved(tourId, save),
    onMutate: async ({ tourId, save }: Change) => {
      if (!userId) return;
      const key = wishlistIdsKey(userId);
      await queryClient.cancelQueries({ queryKey: key });
      queryClient.setQueryData<string[]>(key, (old = []) => withId(old, tourId, save));
    },
    onSuccess: (answer) => {
      // The server's list, unless another heart's change is still on its way (it would undo that one's).
      if (userId && queryClient.isMutating({ mutationKey: ['wishlist', 'change'] }) <= 1) {
        queryClient.setQueryData(wishlistIdsKey(userId), answer);
      }
    },
    onError: (error, { tourId, save }) => {
      // Only this tour's change is undone: another heart may have changed meanwhile.
      if (userId)
        queryClient.setQueryData<string[]>(wishlistIdsKey(userId), (old = []) => withId(old, tourId, !save));
      toast.error(save ? 'The tour could not be saved' : 'The tour could not be removed', {
        description: error instanceof Error ? error.message : undefined,
      });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: wishlistListKey }),
  });

  const { mutate } = change;
  /** Saves the tour or removes it; answers whether it is saved now (false when the list is full). */
  const toggle = useCallback(
    (tourId: string): boolean => {
      const save = !saved.has(tourId);
      if (save && saved.size >= wishlistMax) {
        toast.error(wishlistFullMessage, { description: 'Remove a tour to save another.' });
        return false;
      }
      if (userId) mutate({ tourId, save });
      else writeBrowserWishlist(withId(readBrowserWishlist(), tourId, save));
      return save;
    },
    [saved, userId, mutate],
  );

  return { saved, toggle, signedIn: userId !== null };
}
