import { text } from 'node:stream/consumers';
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { transport } from './api/client.ts';
import { queryClient } from './api/query-client.ts';
import { AppProviders } from './app-providers.tsx';
import { preloadKey } from './layout/preloaded-data.ts';
import { routes } from './router.tsx';
import { prerenderedMeta } from './ui/document-meta.ts';

/*
 * The first paint of the public pages, rendered on the server (apps/server/src/platform/web-app.ts
 * imports the SSR build of this file). The page is rendered as a visitor sees it, from the anonymous
 * API answers the server has already put into index.html; the browser then hydrates it (main.tsx). The
 * session starts "loading" on both sides, so a signed-in visitor's header matches too until it is read.
 * `prerender` (not renderToString) waits for lazy components, so the HTML is the whole page.
 *
 * The app's modules hold one query client and one transport, so pages render one at a time: a
 * render takes milliseconds, and the queue keeps two requests from seeing each other's data.
 */

const origin = 'http://tabi.invalid';
const handler = createStaticHandler(routes);
let queue: Promise<unknown> = Promise.resolve();
// A missing answer means the page is left to the browser, at once: no retries on the server.
queryClient.setDefaultOptions({
  ...queryClient.getDefaultOptions(),
  queries: { ...queryClient.getDefaultOptions().queries, retry: false },
});

/** Answers the app's API requests from `answers` (keyed like the preloaded block); anything else fails. */
function answerFrom(answers: Record<string, unknown>) {
  return async (input: string, init: RequestInit) => {
    const key = (init.method ?? 'GET') === 'GET' ? preloadKey(input, origin) : undefined;
    if (key === undefined || !(key in answers)) throw new TypeError(`not prerendered: ${input}`);
    return new Response(JSON.stringify(answers[key]), {
      status: 200,
      headers: { 'content-type': 'application/json; charset=utf-8' },
    });
  };
}

/** Waits until no query is fetching: the loaders start their requests without awaiting them. */
async function settled() {
  while (queryClient.isFetching() > 0) await new Promise((resolve) => setTimeout(resolve, 0));
}

export type PrerenderedPage = { html: string; title?: string; description?: string };

async function renderNow(
  url: string,
  answers: Record<string, unknown>,
): Promise<PrerenderedPage | undefined> {
  const networkFetch = transport.fetch;
  transport.fetch = answerFrom(answers);
  queryClient.clear();
  try {
    const context = await handler.query(new Request(new URL(url, origin)));
    // A redirect, or a loader that failed: the browser handles those itself.
    if (context instanceof Response || context.errors) return undefined;
    await settled();
    // A page whose data was not all there would render its loading or error state: not worth sending.
    if (
      queryClient
        .getQueryCache()
        .getAll()
        .some((query) => query.state.status !== 'success')
    )
      return undefined;
    const router = createStaticRouter(handler.dataRoutes, context);
    delete prerenderedMeta.title;
    delete prerenderedMeta.description;
    const { prelude } = await prerenderToNodeStream(
      <AppProviders>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProviders>,
    );
    return { html: await text(prelude), ...prerenderedMeta };
  } finally {
    transport.fetch = networkFetch;
    queryClient.clear();
  }
}

/**
 * The API paths the page's route loaders ask for, keyed like the preloaded block: run with a transport
 * that only notes each request and answers none. The server uses it for pages whose requests depend on
 * the address (a filtered list), so the page's own code reads the address, not a copy of it.
 */
async function requestsNow(url: string): Promise<string[]> {
  const networkFetch = transport.fetch;
  const requested = new Set<string>();
  transport.fetch = async (input, init) => {
    const key = (init.method ?? 'GET') === 'GET' ? preloadKey(input, origin) : undefined;
    if (key !== undefined) requested.add(key);
    throw new TypeError(`only noted: ${input}`);
  };
  queryClient.clear();
  try {
    const context = await handler.query(new Request(new URL(url, origin)));
    if (context instanceof Response) return [];
    await settled();
    return [...requested];
  } finally {
    transport.fetch = networkFetch;
    queryClient.clear();
  }
}

/** One render (or request listing) at a time: they share the app's query client and transport. */
function inTurn<T>(work: () => Promise<T>): Promise<T> {
  const turn = queue.then(work);
  queue = turn.catch(() => undefined);
  return turn;
}

/** The HTML of the page at `url` (path and query) for `#root`, or undefined when it cannot be prerendered. */
export function renderPage(
  url: string,
  answers: Record<string, unknown>,
): Promise<PrerenderedPage | undefined> {
  return inTurn(() => renderNow(url, answers));
}

/** The API paths (with their query parameters sorted) the page at `url` loads first. */
export function pageRequests(url: string): Promise<string[]> {
  return inTurn(() => requestsNow(url));
}
