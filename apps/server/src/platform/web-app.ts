import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { type EncodedAnswer, encodeAnswer, sendEncodedAnswer } from './cache/encoded-answer.ts';
import { endOfMinute, freshUntilHeader } from './cache/fresh-until.ts';
import type { ResponseCache } from './cache/response-cache.ts';
import { notFound } from './errors.ts';
import { type ApiFetch, createPagePrerenderer } from './page-prerender.ts';
import { nextLocalMidnight } from './zoned-time.ts';

/** apps/web/dist, seen from apps/server/src/platform (sources) or apps/server/dist (build). */
export function defaultWebDistDir(): string {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const candidates = [path.resolve(here, '../../../web/dist'), path.resolve(here, '../../web/dist')];
  return candidates.find((dir) => existsSync(path.join(dir, 'index.html'))) ?? candidates[0]!;
}

const isApiPath = (url: string) => url === '/api' || url.startsWith('/api/') || url.startsWith('/uploads/');

/** Larger answers are left to the browser to fetch: the HTML should stay small. */
const maxInlineBytes = 256 * 1024;

type ManifestChunk = { file: string; imports?: string[]; css?: string[]; isEntry?: boolean };
type Manifest = Record<string, ManifestChunk>;

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The files a manifest entry loads statically (itself first, then its imports), each once. */
function staticClosure(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (!chunk || seen.has(key)) return seen;
  seen.add(key);
  for (const imported of chunk.imports ?? []) staticClosure(manifest, imported, seen);
  return seen;
}

function readManifest(distDir: string): Manifest | undefined {
  try {
    return JSON.parse(readFileSync(path.join(distDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  } catch {
    return undefined;
  }
}

/** The chunks (and their stylesheets) the page modules load that the entry does not already load. */
function pageChunks(manifest: Manifest | undefined, modules: string[]): { js: string[]; css: string[] } {
  const chunks = { js: [] as string[], css: [] as string[] };
  if (!manifest) return chunks;
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  const loaded = entryKey ? staticClosure(manifest, entryKey) : new Set<string>();
  const keys = new Set<string>();
  for (const module of modules) staticClosure(manifest, module, keys);
  for (const key of keys) {
    if (loaded.has(key)) continue;
    const chunk = manifest[key]!;
    chunks.js.push(`/${chunk.file}`);
    chunks.css.push(...(chunk.css ?? []).map((css) => `/${css}`));
  }
  return chunks;
}

/*
 * index.html marks where a page goes: `<!--app-head-->...<!--/app-head-->` around the default title and
 * description, `<!--app-html-->` inside #root, `<!--app-state-->` after it. An index.html without them
 * (an older build) is sent as it is.
 */
const headStart = '<!--app-head-->';
const headEnd = '<!--/app-head-->';
const htmlMark = '<!--app-html-->';
const stateMark = '<!--app-state-->';

/** index.html with `head` in place of the marked head (given the default one), `html` in #root and `state` after it. */
function fillIndex(
  indexHtml: string,
  parts: { head?: (defaults: string) => string; html?: string; state?: string },
): string {
  let html = indexHtml;
  const start = html.indexOf(headStart);
  const end = html.indexOf(headEnd);
  if (start >= 0 && end > start) {
    const defaults = html.slice(start + headStart.length, end);
    html = `${html.slice(0, start)}${parts.head?.(defaults) ?? defaults}${html.slice(end + headEnd.length)}`;
  }
  return html.replace(htmlMark, () => parts.html ?? '').replace(stateMark, () => parts.state ?? '');
}

/** The marked head followed by `links`, each on its own line. */
const withLinks = (head: string, links: string[]) =>
  links.length ? `${head}${links.join('\n    ')}\n    ` : head;

/**
 * A prerendered page is readable before any script runs, so the app is loaded after the first paint by
 * `/hydrate.js` (in apps/web/public) instead of by the entry's script tag that Vite writes into the
 * head, and nothing is preloaded there: the stylesheet, the font and the first image get the connection
 * first. The modules the head would have preloaded (the entry's and the page's) are named in
 * `data-app-chunks` instead, for hydrate.js to preload beside the entry once the page has painted.
 */
function loadAfterPaint(indexHtml: string, pageJs: string[]): string {
  const chunks: string[] = [];
  return indexHtml
    .replace(/^\s*<link rel="modulepreload"[^>]*href="([^"]+)"[^>]*>\n?/gm, (_, href: string) => {
      chunks.push(href);
      return '';
    })
    .replace(
      /<script type="module" crossorigin src="([^"]+)"><\/script>/,
      (_, entry: string) =>
        `<script type="module" src="/hydrate.js" data-app-entry="${entry}" data-app-chunks="${[...chunks, ...pageJs].join(' ')}"></script>`,
    );
}

/**
 * Serves the built single-page app: hashed assets cached for a year, everything else (index.html,
 * favicons) revalidated, and every other GET that wants HTML answered with index.html so client routes
 * survive a reload. The web app's own router says what an address shows (entry-server.tsx): its public
 * pages come prerendered, with their title, description and queries' state; every page's chunks are
 * preloaded. Unknown API paths get a JSON 404.
 *
 * Rendering a page costs tens of ms of CPU, so each page is kept in the catalog cache (`pages`), which
 * every catalog change empties, like the API answers it is made of.
 */
export async function registerWebApp(
  app: FastifyInstance,
  distDir: string,
  pages: { cache: ResponseCache; now: () => Date; timezone: string },
): Promise<void> {
  const indexFile = path.join(distDir, 'index.html');
  const hasBuild = existsSync(indexFile);
  const prerenderer = createPagePrerenderer(distDir, app.log);
  app.addHook('onClose', () => prerenderer.close());
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      index: false,
      // The server writes these itself (modules/site); a copy in the build would claim the same route.
      globIgnore: ['robots.txt', 'sitemap.xml'],
      setHeaders: (res, filePath) => {
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  // index.html and the manifest are read again whenever a new build replaces them (its old chunks are gone).
  let built: { mtimeMs: number; indexHtml: string; manifest: Manifest | undefined } | undefined;
  function currentBuild() {
    const mtimeMs = statSync(indexFile, { throwIfNoEntry: false })?.mtimeMs ?? 0;
    if (!built || built.mtimeMs !== mtimeMs) {
      built = { mtimeMs, indexHtml: readFileSync(indexFile, 'utf8'), manifest: readManifest(distDir) };
    }
    return built;
  }

  /**
   * The page renderer's API requests, answered in-process as an anonymous caller would be: its answers
   * are public, the same for everyone, and go into the page. Only reads; an answer too large to inline
   * fails, and the page is then left to the browser. `holdsUntil` hears each answer's `x-fresh-until`.
   */
  const apiFetchFor =
    (holdsUntil: (instant: number) => void): ApiFetch =>
    async (input, init) => {
      if ((init.method ?? 'GET') !== 'GET') throw new TypeError(`the prerendering only reads: ${input}`);
      const response = await app.inject({
        method: 'GET',
        url: input,
        headers: { accept: 'application/json' },
      });
      if (response.rawPayload.length > maxInlineBytes) throw new TypeError(`too large to inline: ${input}`);
      const freshUntil = response.headers[freshUntilHeader];
      if (typeof freshUntil === 'string') holdsUntil(Date.parse(freshUntil));
      return new Response(response.statusCode === 204 ? null : response.rawPayload, {
        status: response.statusCode,
        headers: { 'content-type': String(response.headers['content-type'] ?? '') },
      });
    };

  /** The page's HTML, and whether it was prerendered (else the browser renders it). */
  async function renderIndex(
    url: string,
    { indexHtml, manifest }: ReturnType<typeof currentBuild>,
    fetch: ApiFetch,
  ): Promise<{ html: string; prerendered: boolean }> {
    const page = await prerenderer.render(url, fetch);
    const chunks = pageChunks(manifest, page?.modules ?? []);
    const css = chunks.css.map(
      (href) => `<link rel="stylesheet" crossorigin href="${escapeAttribute(href)}">`,
    );
    if (!page?.html) {
      // The browser renders the page: its chunks are preloaded beside the entry's.
      const links = [
        ...chunks.js.map((href) => `<link rel="modulepreload" crossorigin href="${escapeAttribute(href)}">`),
        ...css,
      ];
      return {
        html: fillIndex(indexHtml, { head: (defaults) => withLinks(defaults, links) }),
        prerendered: false,
      };
    }
    const { title, description } = page;
    const meta = title
      ? `\n    <title>${escapeAttribute(title)}</title>${
          description ? `\n    <meta name="description" content="${escapeAttribute(description)}" />` : ''
        }\n    `
      : undefined;
    const html = fillIndex(loadAfterPaint(indexHtml, chunks.js), {
      head: (defaults) => withLinks(meta ?? defaults, css),
      html: page.html,
      state: page.state,
    });
    return { html, prerendered: true };
  }

  /*
   * A page is the same for everyone: it is rendered as an anonymous visitor (apiFetchFor sends no
   * credentials), nothing of the request but its address goes into it, and the per-request headers
   * (request id, security headers) are added outside the cached bytes; the Content-Security-Policy has no
   * nonce to keep out. Its key names the build (a new one links other chunks). A page holds until the
   * operator's day turns (the pages count days in that zone), or sooner when an answer in it says it
   * holds less (`x-fresh-until`: the tour page's availability until its next cut-off, a list for a date
   * until the minute's end). After that it is still sent while it renders again behind it, so no visitor
   * waits for it; the booking itself checks the cut-off again. A catalog change empties the cache: the
   * next visitor waits for the render and sees the change. A page that could not be prerendered (an API
   * answer failed) is kept as the browser-rendered shell for a minute.
   */
  type Page = EncodedAnswer & { readonly freshUntil: number };
  const renderedPage = async (url: string, build: ReturnType<typeof currentBuild>): Promise<Page> => {
    const now = pages.now();
    let freshUntil = nextLocalMidnight(now, pages.timezone).getTime();
    const fetch = apiFetchFor((instant) => {
      if (Number.isFinite(instant)) freshUntil = Math.min(freshUntil, instant);
    });
    const { html, prerendered } = await renderIndex(url, build, fetch);
    if (!prerendered) freshUntil = Math.min(freshUntil, endOfMinute(now).getTime());
    return { ...encodeAnswer(html, 'text/html; charset=utf-8'), freshUntil };
  };

  const notFoundError = (request: FastifyRequest) =>
    notFound(
      isApiPath(request.url)
        ? `No such endpoint: ${request.method} ${request.url.split('?')[0]}`
        : 'Not found',
    );

  // A route, not the not-found handler: routes get the compression hooks (the page can be 200 KB of HTML).
  if (hasBuild) {
    app.get('/*', { schema: { hide: true } }, async (request, reply) => {
      if (isApiPath(request.url) || path.extname(request.url.split('?')[0] ?? ''))
        throw notFoundError(request);
      const build = currentBuild();
      const page = await pages.cache.rememberRevalidating(
        `page:${build.mtimeMs}:${request.url}`,
        (cached: Page) => pages.now().getTime() < cached.freshUntil,
        () => renderedPage(request.url, build),
      );
      return sendEncodedAnswer(request, reply.header('cache-control', 'no-cache'), page);
    });
  }
  app.setNotFoundHandler(async (request) => {
    throw notFoundError(request);
  });
}
