import { AsyncLocalStorage } from 'node:async_hooks';
import { text } from 'node:stream/consumers';
import type { PageRenderer, RenderedPage } from '@tabi/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { isValidElement } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import {
  createStaticHandler,
  createStaticRouter,
  type StaticHandlerContext,
  StaticRouterProvider,
} from 'react-router';
import { transport } from './api/client.ts';
import { createQueryClient, loaderContext } from './api/query-client.ts';
import { queryStateScript } from './api/query-state.ts';
import { AppProviders } from './app-providers.tsx';
import { isPrerendered } from './route-handle.ts';
import { routes } from './router.tsx';
import { type DocumentMeta, PrerenderedMetaContext } from './ui/document-meta.ts';

/*
 * The first paint of the public pages, rendered on the server (apps/server/src/platform/web-app.ts
 * imports the SSR build of this file). The router's own routes decide everything: React Router's static
 * handler matches the address and runs the route loaders, which prefetch into a query client of this
 * render; the server answers their API requests in-process (`fetch`). The page is rendered as a visitor
 * sees it from those answers, and the client's state goes into the HTML for the browser's query client
 * (api/query-state.ts). The session starts "loading" on both sides, so a signed-in visitor's header
 * matches too until it is read. `prerender` (not renderToString) waits for lazy components, so the HTML is
 * the whole page.
 */

/** How the server answers the app's API requests during one render: the app's own transport's shape. */
export type ApiFetch = typeof transport.fetch;

/**
 * The app's API client (`transport`) is module-level, as the browser has one. On the server it reaches
 * the render in progress through async context, set once here, so any number of pages render at the same
 * time without seeing each other's answers. (Each render's title and description go through React
 * context instead: `PrerenderedMetaContext`.)
 */
const currentFetch = new AsyncLocalStorage<ApiFetch>();
transport.fetch = (input, init) => {
  const fetch = currentFetch.getStore();
  return fetch ? fetch(input, init) : Promise.reject(new TypeError(`no page is rendering: ${input}`));
};

const origin = 'http://tabi.invalid';
const handler = createStaticHandler(routes);

/** Every page module, to tell which of them a matched route's component comes from. */
const pageModules = import.meta.glob<Record<string, unknown>>(
  ['./features/**/pages/*.tsx', '!./features/**/pages/*.test.tsx'],
  { eager: true },
);

/** The page modules (as `src/...`) whose exports the matched routes render. */
function modulesOf(context: StaticHandlerContext): string[] {
  // A data router keeps a route's `Component` as its `element` (React Router's mapRouteProperties).
  const components = new Set<unknown>(
    context.matches.map(({ route }) =>
      isValidElement(route.element) ? route.element.type : route.Component,
    ),
  );
  return Object.entries(pageModules)
    .filter(([, exports]) => Object.values(exports).some((value) => components.has(value)))
    .map(([file]) => `src/${file.slice('./'.length)}`);
}

/** Resolves once no query of `client` is fetching: the loaders start their requests without awaiting them. */
function settled(client: QueryClient): Promise<void> {
  return new Promise((resolve) => {
    const check = () => {
      if (client.isFetching() > 0) return;
      stop();
      resolve();
    };
    const stop = client.getQueryCache().subscribe(check);
    check();
  });
}

async function render(url: string, queryClient: QueryClient): Promise<RenderedPage> {
  // The browser rewrites an address that starts with '//' before its router starts (`normalizeInitialPath`),
  // so the page it shows is not the one at this address: it is left to the browser.
  if (url.startsWith('//')) return { modules: [] };
  const context = await handler.query(new Request(`${origin}${url}`), {
    requestContext: loaderContext(queryClient),
  });
  // A redirect: the browser handles it itself.
  if (context instanceof Response) return { modules: [] };
  const modules = modulesOf(context);
  // Only the public pages are prerendered (the router marks them), and only when their loaders succeeded.
  if (context.errors || !context.matches.some((match) => isPrerendered(match.route))) return { modules };
  await settled(queryClient);
  // A page whose data was not all there would render its loading or error state: not worth sending.
  if (
    queryClient
      .getQueryCache()
      .getAll()
      .some((query) => query.state.status !== 'success')
  )
    return { modules };
  const router = createStaticRouter(handler.dataRoutes, context);
  const meta: DocumentMeta = {};
  const { prelude } = await prerenderToNodeStream(
    <PrerenderedMetaContext value={meta}>
      <AppProviders queryClient={queryClient}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProviders>
    </PrerenderedMetaContext>,
  );
  const html = await text(prelude);
  return { html, ...meta, state: queryStateScript(queryClient), modules };
}

/**
 * The page at `url` (path and query) as the server sends it first, with its API requests answered by
 * `fetch`. Pages that are not prerendered (private, sign-in and unknown addresses, a tour that does not
 * exist, a failed query) come back without `html`: the browser renders those itself.
 */
export const renderPage: PageRenderer<ApiFetch> = (url, { fetch }) => {
  const queryClient = createQueryClient();
  // A missing answer means the page is left to the browser, at once: no retries on the server.
  queryClient.setDefaultOptions({
    ...queryClient.getDefaultOptions(),
    queries: { ...queryClient.getDefaultOptions().queries, retry: false },
  });
  return currentFetch.run(fetch, async () => {
    try {
      return await render(url, queryClient);
    } finally {
      // Its queries would otherwise keep their answers, and a garbage-collection timer each, for gcTime.
      queryClient.clear();
    }
  });
};
