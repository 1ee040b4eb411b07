import { useEffect } from 'react';

export const siteName = 'Tabi Tours';
export const defaultDescription =
  'Small-group guided tours across Japan, led by local guides from our home in Kyoto. Temples, food, cities and nature, with free cancellation up to 24 hours before.';

/** "Tours" -> "Tours · Tabi Tours". */
export function documentTitle(page: string) {
  return `${page} · ${siteName}`;
}

/** Sets the document title ("<Page> · Tabi Tours") and the meta description while a page is shown. */
export function useDocumentMeta(page: string, description: string = defaultDescription) {
  useEffect(() => {
    document.title = documentTitle(page);
    let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.append(meta);
    }
    meta.content = description;
  }, [page, description]);
}
