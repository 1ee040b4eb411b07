import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useSession } from '../session/session-context.ts';
import { clearBrowserWishlist, readBrowserWishlist } from './browser-wishlist.ts';
import { mergeWishlist, wishlistIdsKey, wishlistKey } from './wishlist-ids.ts';

/**
 * When a visitor signs in (or a session starts with a list left in the browser), the tours they saved in
 * this browser join their account: POSTed once, then the browser's list is emptied and the hearts read the
 * account's. Mounted once for the whole app (app-providers.tsx), not in a page, because signing in can
 * happen on any of them (the sign-in page, Google, a booking's way through sign-in). Renders nothing.
 */
export function WishlistMerge() {
  const { user } = useSession();
  const userId = user?.id ?? null;
  const queryClient = useQueryClient();
  // The account being merged: a second run of the effect (StrictMode, a re-render) does not post again.
  const merging = useRef<string | null>(null);

  useEffect(() => {
    if (!userId || merging.current === userId) return;
    const ids = readBrowserWishlist();
    if (ids.length === 0) return;
    merging.current = userId;
    mergeWishlist([...ids])
      .then((saved) => {
        clearBrowserWishlist();
        queryClient.setQueryData(wishlistIdsKey(userId), saved);
        // And read again: an answer of the ids asked before the merge must not overwrite these.
        void queryClient.invalidateQueries({ queryKey: wishlistKey });
      })
      .catch((error: unknown) => {
        // The browser keeps the list: the next sign-in (or page load) tries again.
        console.warn('The wishlist could not join the account', error);
      })
      .finally(() => {
        merging.current = null;
      });
  }, [userId, queryClient]);

  return null;
}
