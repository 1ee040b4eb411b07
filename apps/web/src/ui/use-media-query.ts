import { useSyncExternalStore } from 'react';

/**
 * Whether a media query matches now, following it as the window changes. False on the server and while a
 * prerendered page hydrates, so the first render matches the server's HTML.
 */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}

/** Tailwind's `lg` breakpoint: a desktop's width, where the tour page's card sits beside the content. */
export const wideScreen = '(min-width: 64rem)';
