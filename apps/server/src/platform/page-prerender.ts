import { statSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyBaseLogger } from 'fastify';

/** A public page as HTML for `#root`, with the document title and description the page sets. */
export type PrerenderedPage = { html: string; title?: string; description?: string };
/** The SSR build of apps/web/src/entry-server.tsx: the first paint of a public page. */
export type PageRenderer = (
  url: string,
  answers: Record<string, unknown>,
) => Promise<PrerenderedPage | undefined>;

/** The API paths (query parameters sorted) the page at a URL loads first: its route loaders' requests. */
export type PageRequests = (url: string) => Promise<string[]>;
type SsrModule = { renderPage?: PageRenderer; pageRequests?: PageRequests };

/** `apps/web/dist-ssr/entry-server.js`, beside the web build `apps/web/dist`. */
export const prerenderEntry = (webDistDir: string) =>
  path.join(webDistDir, '..', 'dist-ssr', 'entry-server.js');

/**
 * Loads the web app's page renderer, again whenever a new build replaces it (the query string makes it
 * a new module for Node's import cache). Without an SSR build, or when it fails to load, pages are sent
 * without prerendered HTML and the browser renders them alone, as before.
 */
export function createPagePrerenderer(webDistDir: string, log: FastifyBaseLogger) {
  const entry = prerenderEntry(webDistDir);
  let loaded: { mtimeMs: number; module: Promise<SsrModule | undefined> } | undefined;

  function current(): Promise<SsrModule | undefined> {
    const mtimeMs = statSync(entry, { throwIfNoEntry: false })?.mtimeMs ?? 0;
    if (mtimeMs === 0) return Promise.resolve(undefined);
    if (loaded?.mtimeMs !== mtimeMs) {
      const url = `${pathToFileURL(entry).href}?build=${mtimeMs}`;
      const module = import(url).then(
        (module: SsrModule) => module,
        (error: unknown) => {
          log.warn({ err: error }, 'the prerendering build could not be loaded; pages render in the browser');
          return undefined;
        },
      );
      loaded = { mtimeMs, module };
    }
    return loaded.module;
  }

  return {
    /** The page, or undefined: it then renders in the browser only. */
    async prerender(url: string, answers: Map<string, unknown>): Promise<PrerenderedPage | undefined> {
      const render = (await current())?.renderPage;
      if (!render) return undefined;
      try {
        return await render(url, Object.fromEntries(answers));
      } catch (error) {
        log.warn({ err: error, url }, 'prerendering failed; the page renders in the browser');
        return undefined;
      }
    },
    /** The API paths the page asks for first, or undefined (no build, or a build without the export). */
    async requests(url: string): Promise<string[] | undefined> {
      const list = (await current())?.pageRequests;
      if (!list) return undefined;
      try {
        return await list(url);
      } catch (error) {
        log.warn({ err: error, url }, "the page's requests could not be listed; it renders in the browser");
        return undefined;
      }
    },
  };
}
