/*
 * Between the server and the web app's SSR build (apps/web/src/entry-server.tsx, loaded by
 * apps/server/src/platform/page-prerender.ts): how a page is asked for and what comes back. Types only.
 */

/**
 * What the renderer says about an address: the page modules it shows (named as in Vite's manifest,
 * `src/...`, so the server can preload their chunks) and, for a prerendered page, its HTML for `#root`,
 * the document title and description it sets, and the script element with its queries' state for the
 * browser's query client. Without `html` the address is left to the browser.
 */
export type RenderedPage = {
  html?: string;
  title?: string;
  description?: string;
  state?: string;
  modules: string[];
};

/**
 * Renders the page at `url` (path and query), its API requests answered by `fetch` (the server answers
 * in-process). `Fetch` is the Fetch API's function, which the contracts (no DOM, no Node types) cannot
 * name: each side gives its own.
 */
export type PageRenderer<Fetch> = (url: string, options: { fetch: Fetch }) => Promise<RenderedPage>;
