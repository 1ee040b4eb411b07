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
  let loaded: { mtimeMs: number; render: Promise<PageRenderer | undefined> } | undefined;

  function current(): Promise<PageRenderer | undefined> {
    const mtimeMs = statSync(entry, { throwIfNoEntry: false })?.mtimeMs ?? 0;
    if (mtimeMs === 0) return Promise.resolve(undefined);
    if (loaded?.mtimeMs !== mtimeMs) {
      const url = `${pathToFileURL(entry).href}?build=${mtimeMs}`;
      const render = import(url).then(
        (module: { renderPage?: PageRenderer }) => module.renderPage,
        (error: unknown) => {
          log.warn({ err: error }, 'the prerendering build could not be loaded; pages render in the browser');
          return undefined;
        },
      );
      loaded = { mtimeMs, render };
    }
    return loaded.render;
  }

  /** The page, or undefined: it then renders in the browser only. */
  return async function prerender(
    url: string,
    answers: Map<string, unknown>,
  ): Promise<PrerenderedPage | undefined> {
    const render = await current();
    if (!render) return undefined;
    try {
      return await render(url, Object.fromEntries(answers));
    } catch (error) {
      log.warn({ err: error, url }, 'prerendering failed; the page renders in the browser');
      return undefined;
    }
  };
}
