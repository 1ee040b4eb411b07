import { wishlistMax } from '@tabi/contracts';
import { useSyncExternalStore } from 'react';

/**
 * A visitor's wishlist: tour ids kept in this browser (localStorage), newest last, until they sign in and
 * the list joins their account (wishlist-merge.tsx). Every heart of the page reads the same store, and a
 * change made in another tab arrives through the `storage` event.
 */
export const browserWishlistKey = 'wishlist';

const none: readonly string[] = Object.freeze([]);
const listeners = new Set<() => void>();
let cached: { raw: string | null; ids: readonly string[] } = { raw: null, ids: none };

/** What storage holds, kept only if it is a list of short strings (anything else reads as empty). */
function parse(raw: string | null): readonly string[] {
  if (!raw) return none;
  try {
    const value: unknown = JSON.parse(raw);
    if (!Array.isArray(value)) return none;
    const ids = value.filter(
      (id): id is string => typeof id === 'string' && id.length > 0 && id.length <= 64,
    );
    return [...new Set(ids)].slice(-wishlistMax);
  } catch {
    return none;
  }
}

/** The ids saved in this browser (the same array until storage changes, as `useSyncExternalStore` needs). */
export function readBrowserWishlist(): readonly string[] {
  let raw: string | null;
  try {
    raw = localStorage.getItem(browserWishlistKey);
  } catch {
    return none;
  }
  if (raw !== cached.raw) cached = { raw, ids: parse(raw) };
  return cached.ids;
}

function notify() {
  for (const listener of listeners) listener();
}

export function writeBrowserWishlist(ids: readonly string[]) {
  try {
    if (ids.length === 0) localStorage.removeItem(browserWishlistKey);
    else localStorage.setItem(browserWishlistKey, JSON.stringify(ids.slice(-wishlistMax)));
  } catch {
    // Storage full or refused (private mode): the heart simply does not stay.
  }
  notify();
}

export function clearBrowserWishlist() {
  writeBrowserWishlist([]);
}

function onStorage(event: StorageEvent) {
  if (event.key === null || event.key === browserWishlistKey) notify();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  if (listeners.size === 1) window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener('storage', onStorage);
  };
}

/** The browser's list, rendered empty on the server and while the page hydrates. */
export function useBrowserWishlist(): readonly string[] {
  return useSyncExternalStore(subscribe, readBrowserWishlist, () => none);
}
