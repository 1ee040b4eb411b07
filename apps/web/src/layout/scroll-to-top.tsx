import { useLayoutEffect } from 'react';
import { useLocation } from 'react-router';

/** Whenever the path changes the page starts at the top (filters and sort in the query do not move it). */
export function ScrollToTop() {
  const { pathname } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the path is the trigger, not an input
  useLayoutEffect(() => {
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [pathname]);
  return null;
}
