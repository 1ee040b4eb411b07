import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { notFound } from './errors.ts';
import { createPagePrerenderer, type PrerenderedPage } from './page-prerender.ts';

/** apps/web/dist, seen from apps/server/src/platform (sources) or apps/server/dist (build). */
export function defaultWebDistDir(): string {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const candidates = [path.resolve(here, '../../../web/dist'), path.resolve(here, '../../web/dist')];
  return candidates.find((dir) => existsSync(path.join(dir, 'index.html'))) ?? candidates[0]!;
}

const isApiPath = (url: string) => url === '/api' || url.startsWith('/api/') || url.startsWith('/uploads/');

/** The id of the data block the web app reads its first route's API answers from (see apps/web/src/main.tsx). */
export const preloadedDataId = 'tabi-preloaded';
/** Larger answers are left to the browser to fetch: the HTML should stay small. */
const maxInlineBytes = 256 * 1024;

type ManifestChunk = { file: string; imports?: string[]; css?: string[]; isEntry?: boolean };
type Manifest = Record<string, ManifestChunk>;
type Image = { url: string; thumbUrl: string; width: number; height: number };
type ImagePreload = { href: string; srcset?: string; sizes?: string };

/**
 * The public pages whose first screen the server puts into index.html: the page's code chunk
 * (modulepreload), the anonymous API answers its route loader asks for (inlined as JSON, so the page
 * renders without waiting for them), the largest image of its first screen (preloaded), and the page
 * itself prerendered from those answers (page-prerender.ts). The API paths are built exactly as the web
 * app's API client builds them; a mismatch only costs the shortcut.
 */
type PageShell = {
  page: string;
  data?: string[];
  /**
   * The answers depend on the address (filters): the page's own route loaders name them, run by the SSR
   * build (`pageRequests` in entry-server.tsx), so the address is read by the app's code, never a copy.
   */
  dataFromPage?: boolean;
  image?: (answers: Map<string, unknown>) => ImagePreload | undefined;
};

const toursPage = 'src/features/tours/pages/';
const contentPage = 'src/features/content/pages/';
/** The `sizes` of a tour card's image (apps/web/src/features/tours/components/tour-card.tsx). */
const tourCardSizes = '(min-width: 1280px) 296px, (min-width: 1024px) 31vw, (min-width: 640px) 46vw, 100vw';

const firstListImage = (answer: unknown): Image | undefined =>
  (answer as { data?: { images?: Image[] }[] } | undefined)?.data?.[0]?.images?.[0];
/** The answer of the page's tour list, whatever its filters. */
const listAnswer = (answers: Map<string, unknown>) =>
  [...answers].find(([key]) => key.startsWith('/api/posts?'))?.[1];

function pageShell(pathname: string, search: string): PageShell | undefined {
  if (pathname === '/') {
    return {
      page: `${toursPage}home-page.tsx`,
      data: [
        '/api/posts?featured=true&sort=newest&limit=4',
        '/api/posts?sort=rating&limit=8',
        '/api/categories',
      ],
    };
  }
  if (pathname === '/tours') {
    return {
      page: `${toursPage}tours-page.tsx`,
      // A filtered list is prerendered too: its search and price forms are plain GET forms to this
      // address, which must answer them before the app is live (decision 22).
      ...(search ? { dataFromPage: true } : { data: ['/api/posts?page=1&limit=12', '/api/categories'] }),
      image: (answers) => {
        const cover = firstListImage(listAnswer(answers));
        return cover
          ? {
              href: cover.thumbUrl,
              srcset: `${cover.thumbUrl} 400w, ${cover.url} ${cover.width}w`,
              sizes: tourCardSizes,
            }
          : undefined;
      },
    };
  }
  const detail = /^\/tours\/([A-Za-z0-9_-]{1,64})$/.exec(pathname);
  if (detail) {
    const tourPath = `/api/posts/${detail[1]}`;
    return {
      page: `${toursPage}tour-detail-page.tsx`,
      data: [tourPath, `/api/posts/${detail[1]}/reviews?page=1&limit=5&sort=newest`],
      image: (answers) => {
        const cover = (answers.get(tourPath) as { data?: { images?: Image[] } } | undefined)?.data
          ?.images?.[0];
        return cover ? { href: cover.url } : undefined;
      },
    };
  }
  if (pathname === '/featured' && !search) {
    return {
      page: `${toursPage}featured-page.tsx`,
      data: ['/api/posts?featured=true&sort=rating&page=1&limit=12'],
    };
  }
  if (/^\/features\/[a-z-]{1,40}$/.test(pathname)) return { page: `${contentPage}feature-page.tsx` };
  const content = /^\/(about|contact|vehicle|privacy|terms|cancellation-policy|refund-policy|faq|help)$/.exec(
    pathname,
  );
  if (content) return { page: `${contentPage}${content[1]}-page.tsx` };
  return undefined;
}

/** An API path with its query parameters sorted: the key both sides agree on. */
export function normalizeApiPath(url: string): string {
  const parsed = new URL(url, 'http://x');
  parsed.searchParams.sort();
  return `${parsed.pathname}${parsed.search}`;
}

/**
 * JSON that is safe inside a `<script type="application/json">` element: `<`, `>` and `&` are written as
 * \u escapes, so no value can close the element or open a comment, and U+2028/2029 are escaped too.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

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

/** The `<link>`s that load a page's chunks (those the entry does not already preload). */
function pageChunkLinks(manifest: Manifest | undefined, page: string): string[] {
  if (!manifest?.[page]) return [];
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  const loaded = entryKey ? staticClosure(manifest, entryKey) : new Set<string>();
  const links: string[] = [];
  for (const key of staticClosure(manifest, page)) {
    if (loaded.has(key)) continue;
    const chunk = manifest[key]!;
    links.push(`<link rel="modulepreload" crossorigin href="/${escapeAttribute(chunk.file)}">`);
    for (const css of chunk.css ?? []) {
      links.push(`<link rel="stylesheet" crossorigin href="/${escapeAttribute(css)}">`);
    }
  }
  return links;
}

function imageLink(image: ImagePreload): string {
  // Only our own stored images (/uploads/...) are preloaded.
  if (!image.href.startsWith('/uploads/')) return '';
  const srcset = image.srcset ? ` imagesrcset="${escapeAttribute(image.srcset)}"` : '';
  const sizes = image.sizes ? ` imagesizes="${escapeAttribute(image.sizes)}"` : '';
  return `<link rel="preload" as="image" href="${escapeAttribute(image.href)}"${srcset}${sizes} fetchpriority="high">`;
}

/**
 * index.html with the prerendered page in `#root`, and the page's own title and description. The page is
 * readable before any script runs, so the app is loaded after the first paint by `/hydrate.js` (in
 * apps/web/public) instead of by the entry's script tag, and nothing is preloaded in the head: the
 * stylesheet, the font and the first image get the connection first. The modules the head would have
 * preloaded (the entry's and the page's) are named in `data-app-chunks` instead, for hydrate.js to
 * preload beside the entry once the page has painted.
 */
function withPage(indexHtml: string, page: PrerenderedPage): string {
  const chunks: string[] = [];
  let html = indexHtml
    .replace(/^\s*<link rel="modulepreload"[^>]*href="([^"]+)"[^>]*>\n?/gm, (_, href: string) => {
      chunks.push(href);
      return '';
    })
    .replace(
      /<script type="module" crossorigin src="([^"]+)"><\/script>/,
      (_, entry: string) =>
        `<script type="module" src="/hydrate.js" data-app-entry="${entry}" data-app-chunks="${chunks.join(' ')}"></script>`,
    )
    .replace('<div id="root"></div>', () => `<div id="root">${page.html}</div>`);
  const { title, description } = page;
  if (title) html = html.replace(/<title>[^<]*<\/title>/, () => `<title>${escapeAttribute(title)}</title>`);
  if (description) {
    html = html.replace(
      /<meta\s+name="description"\s+content="[^"]*"\s*\/?>/,
      () => `<meta name="description" content="${escapeAttribute(description)}" />`,
    );
  }
  return html;
}

/**
 * Serves the built single-page app: hashed assets cached for a year, everything else (index.html, favicons) revalidated, and every
 * other GET that wants HTML answered with index.html so client routes survive a reload. On the public
 * catalog pages index.html also carries the page's chunks, first API answers and LCP image (see
 * `pageShell`). Unknown API paths get a JSON 404.
 */
export async function registerWebApp(app: FastifyInstance, distDir: string): Promise<void> {
  const indexFile = path.join(distDir, 'index.html');
  const hasBuild = existsSync(indexFile);
  const { prerender, requests } = createPagePrerenderer(distDir, app.log);
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

  /** The anonymous answers of the page's API paths that succeeded, keyed by their normalized path. */
  async function answersFor(paths: string[]): Promise<Map<string, unknown>> {
    const answers = new Map<string, unknown>();
    await Promise.all(
      paths.map(async (apiPath) => {
        try {
          const response = await app.inject({
            method: 'GET',
            url: apiPath,
            headers: { accept: 'application/json' },
          });
          if (response.statusCode !== 200 || response.rawPayload.length > maxInlineBytes) return;
          if (!String(response.headers['content-type'] ?? '').startsWith('application/json')) return;
          answers.set(normalizeApiPath(apiPath), response.json());
        } catch {
          // The page fetches it itself.
        }
      }),
    );
    return answers;
  }

  async function renderIndex(url: string): Promise<string> {
    const { indexHtml, manifest } = currentBuild();
    const [pathname = '/', search = ''] = url.split('?', 2);
    const shell = pageShell(pathname, search);
    if (!shell) return indexHtml;
    const head = pageChunkLinks(manifest, shell.page);
    const data = shell.dataFromPage ? await requests(url) : shell.data;
    const answers = data?.length ? await answersFor(data) : new Map<string, unknown>();
    const image = shell.image?.(answers);
    if (image) head.unshift(imageLink(image));
    let html = indexHtml;
    if (head.length) html = html.replace('</head>', `    ${head.filter(Boolean).join('\n    ')}\n  </head>`);
    // A page whose answers are not all there (a tour that does not exist, a list whose requests could not
    // be listed) is left to the browser.
    const expected = data?.length ?? 0;
    const complete = answers.size === expected && (expected > 0 || !shell.dataFromPage);
    const page = complete ? await prerender(url, answers) : undefined;
    if (page) html = withPage(html, page);
    if (answers.size) {
      const block = `<script type="application/json" id="${preloadedDataId}">${jsonForScript(Object.fromEntries(answers))}</script>`;
      html = html.replace('</body>', () => `  ${block}\n  </body>`);
    }
    return html;
  }

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
      const html = await renderIndex(request.url);
      return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(html);
    });
  }
  app.setNotFoundHandler(async (request) => {
    throw notFoundError(request);
  });
}
