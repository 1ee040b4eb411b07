import { useEffect } from 'react';

export const staticIcon = '/favicon.svg';
export const loadingIcon = '/favicon-loading.svg';

function iconLink(): HTMLLinkElement {
  let link = document.querySelector<HTMLLinkElement>('link[rel="icon"]');
  if (!link) {
    link = document.createElement('link');
    link.rel = 'icon';
    link.type = 'image/svg+xml';
    document.head.append(link);
  }
  return link;
}

export function setFavicon(href: string) {
  // A timer set while the page was alive can fire after its document is gone (a test environment torn
  // down before the app unmounted): there is no icon left to change.
  if (typeof document === 'undefined') return;
  const link = iconLink();
  if (link.getAttribute('href') !== href) link.setAttribute('href', href);
}

/**
 * The favicon shows a loader while the page unloads or loads, and the static icon again on load,
 * on error, when the page becomes visible, and 100 ms after the app has rendered.
 */
export function useFaviconLoader() {
  useEffect(() => {
    const toLoading = () => setFavicon(loadingIcon);
    const toStatic = () => setFavicon(staticIcon);
    const onVisibility = () => {
      if (document.visibilityState === 'visible') toStatic();
    };
    const reset = window.setTimeout(toStatic, 100);
    window.addEventListener('beforeunload', toLoading);
    window.addEventListener('load', toStatic);
    window.addEventListener('error', toStatic);
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      window.clearTimeout(reset);
      window.removeEventListener('beforeunload', toLoading);
      window.removeEventListener('load', toStatic);
      window.removeEventListener('error', toStatic);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, []);
}

/** While a page's code loads after a click, the favicon shows the loader too. */
export function useFaviconWhile(loading: boolean) {
  useEffect(() => {
    if (!loading) return;
    setFavicon(loadingIcon);
    return () => setFavicon(staticIcon);
  }, [loading]);
}
