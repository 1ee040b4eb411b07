import { statSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { PageRenderer, RenderedPage } from '@tabi/contracts';
import type { FastifyBaseLogger } from 'fastify';

/** How the page renderer reaches the API during one render: the server answers in-process (web-app.ts). */
export type ApiFetch = (input: string, init: RequestInit) => Promise<Response>;
type SsrModule = { renderPage?: PageRenderer<ApiFetch> };

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

  /** The page at `url`, or undefined (no build, or it failed): it then renders in the browser only. */
  return async function render(url: string, fetch: ApiFetch): Promise<RenderedPage | undefined> {
    const renderPage = (await current())?.renderPage;
    if (!renderPage) return undefined;
    try {
      return await renderPage(url, { fetch });
    } catch (error) {
      log.warn({ err: error, url }, 'prerendering failed; the page renders in the browser');
      return undefined;
    }
  };
}
