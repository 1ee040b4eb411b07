import { useEffect } from 'react';

export const siteName = 'Tabi Tours';
export const defaultDescription =
  'Small-group guided tours across Japan, led by local guides from our home in Kyoto. Temples, food, cities and nature, with free cancellation up to 24 hours before.';

/** "Tours" -> "Tours · Tabi Tours". */
export function documentTitle(page: string) {
  return `${page} · ${siteName}`;
}

/**
 * What the page being prerendered asked for: effects do not run on the server, so entry-server.tsx reads
 * the title and description from here and writes them into the HTML (crawlers and link previews see them).
 */
export const prerenderedMeta: { title?: string; description?: string } = {};

/** Sets the document title ("<Page> · Tabi Tours") and the meta description while a page is shown. */
export function useDocumentMeta(page: string, description: string = defaultDescription) {
  if (import.meta.env.SSR) {
    prerenderedMeta.title = documentTitle(page);
    prerenderedMeta.description = description;
  }
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
