import { createContext, useContext, useEffect } from 'react';

export const siteName = 'Tabi Tours';
export const defaultDescription =
  'Small-group guided tours across Japan, led by local guides from our home in Kyoto. Temples, food, cities and nature, with free cancellation up to 24 hours before.';

/** "Tours" -> "Tours · Tabi Tours". */
export function documentTitle(page: string) {
  return `${page} · ${siteName}`;
}

export type DocumentMeta = { title?: string; description?: string };

/**
 * Where the page being prerendered leaves its title and description: effects do not run on the server,
 * so entry-server.tsx gives each render its own object here and writes what it holds into the HTML
 * (crawlers and link previews see them). Absent in the browser.
 */
export const PrerenderedMetaContext = createContext<DocumentMeta | null>(null);

/** Sets the document title ("<Page> · Tabi Tours") and the meta description while a page is shown. */
export function useDocumentMeta(page: string, description: string = defaultDescription) {
  const prerendered = useContext(PrerenderedMetaContext);
  if (prerendered) {
    prerendered.title = documentTitle(page);
    prerendered.description = description;
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
