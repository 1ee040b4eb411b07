import { useLayoutEffect } from 'react';
import { useLocation } from 'react-router';

/**
 * Whenever the path changes the page starts at the top, or at the section its address names
 * (`/help#ai-assistant`, a link the assistant gives): filters and sort in the query do not move it.
 */
export function ScrollToTop() {
  const { pathname, hash } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the address is the trigger, not an input
  useLayoutEffect(() => {
    const section = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    if (section) section.scrollIntoView?.({ block: 'start' });
    else window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [pathname, hash]);
  return null;
}
