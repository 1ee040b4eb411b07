import { existsSync, readFileSync } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { adminEnv, adminSession, send } from '../../test/accounts.ts';
import { createClock } from '../../test/clock.ts';
import { createTestDatabase } from '../../test/database.ts';
import { writeUnannounced } from '../../test/fixtures.ts';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import type { Database } from '../db/client.ts';
import { type ApiFetch, createPagePrerenderer, maxWaitingRenders } from './page-prerender.ts';
import { nextLocalMidnight } from './zoned-time.ts';

let app: Awaited<ReturnType<typeof buildApp>>;
let close: () => Promise<void>;
let distDir: string;
let database: Database;
// Still, unless a test moves it: pages hold until a cut-off or the day's end.
const clock = createClock();
const config = loadConfig({ SEED_DEMO: 'false', ...adminEnv });
/**
 * How many pages the renderer below has rendered. It renders in the server's render thread, so it counts
 * them in a file beside it: a line per render.
 */
const renderedUrls = () => {
  const log = path.join(distDir, '..', 'dist-ssr', 'renders.log');
  return existsSync(log) ? readFileSync(log, 'utf8').split('\n').slice(0, -1) : [];
};
const renders = () => renderedUrls().length;

const stateBlock = /<script type="application\/json" id="state">(.*?)<\/script>/;

beforeAll(async () => {
  const workspace = await fs.mkdtemp(path.join(os.tmpdir(), 'tabi-web-'));
  const dist = path.join(workspace, 'dist');
  distDir = dist;
  await fs.mkdir(path.join(dist, 'assets'), { recursive: true });
  await fs.writeFile(
    path.join(dist, 'index.html'),
    '<!doctype html><html><head><!--app-head--><title>Tabi Tours</title><meta\n  name="description"\n  content="Guided tours"\n/><!--/app-head-->\n<script type="module" crossorigin src="/assets/index-3f2a1b.js"></script>\n<link rel="modulepreload" crossorigin href="/assets/react-1.js">\n</head><body><div id="root"><!--app-html--></div><!--app-state--></body></html>',
  );
  await fs.mkdir(path.join(dist, '.vite'));
  await fs.writeFile(
    path.join(dist, '.vite', 'manifest.json'),
    JSON.stringify({
      'index.html': { file: 'assets/index-3f2a1b.js', isEntry: true, imports: ['_react-1.js'] },
      '_react-1.js': { file: 'assets/react-1.js' },
      '_cards-2.js': { file: 'assets/cards-2.js', imports: ['_react-1.js'] },
      'src/features/tours/pages/home-page.tsx': { file: 'assets/home-page-3.js', imports: ['_cards-2.js'] },
      'src/features/content/pages/faq-page.tsx': { file: 'assets/faq-page-4.js', imports: ['_react-1.js'] },
      'src/features/content/pages/help-page.tsx': {
        file: 'assets/help-page-5.js',
        imports: ['_cards-2.js', '_react-1.js'],
        css: ['assets/help-page-5.css'],
      },
    }),
  );
  await fs.writeFile(
    path.join(dist, 'assets', 'index-3f2a1b.js'),
    `console.log(${JSON.stringify('x'.repeat(4000))});`,
  );
  await fs.writeFile(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  // A page renderer standing in for the SSR build: like the web app's router, it asks the API (through
  // the `fetch` it is given) for what the page shows, names the page modules, and declines the pages it
  // does not prerender.
  await fs.mkdir(path.join(workspace, 'dist-ssr'));
  await fs.writeFile(
    path.join(workspace, 'dist-ssr', 'entry-server.js'),
    `import { appendFileSync, existsSync, readFileSync } from 'node:fs';
    const renders = new URL('./renders.log', import.meta.url);
    const modules = {
      '/': ['src/features/tours/pages/home-page.tsx'],
      '/faq': ['src/features/content/pages/faq-page.tsx'],
      '/help': ['src/features/content/pages/help-page.tsx'],
    };
    const requests = { '/': ['/api/categories', '/api/posts?featured=true&limit=4'], '/tours': ['/api/categories'] };
    export async function renderPage(url, { fetch }) {
      appendFileSync(renders, url + '\\n');
      const rendered = readFileSync(renders, 'utf8').split('\\n').length - 1;
      const { pathname, searchParams } = new URL(url, 'http://x');
      if (pathname === '/about') throw new Error('a page that cannot render on the server');
      if (pathname === '/crash') process.exit(1);
      if (pathname === '/busy') {
        // Holds its thread until the test releases it (or 5 s pass), as a long render would.
        const release = new URL('./' + (searchParams.get('until') ?? 'release'), import.meta.url);
        const until = Date.now() + 5000;
        while (!existsSync(release) && Date.now() < until);
        return { modules: [], html: existsSync(release) ? '<main>Released</main>' : '<main>Never released</main>' };
      }
      const page = { modules: modules[pathname] ?? [] };
      if (['/help', '/profile', '/admin'].includes(pathname)) return page;
      // A tour page shows its tour and, as the availability card does, the dates of the next weeks.
      const tourId = pathname.slice('/tours/'.length);
      const from = new Date().toISOString().slice(0, 10);
      const to = new Date(Date.now() + 30 * 86400000).toISOString().slice(0, 10);
      const asked = pathname.startsWith('/tours/')
        ? ['/api/posts/' + tourId, '/api/posts/' + tourId + '/availability?from=' + from + '&to=' + to]
        : searchParams.get('search')
          ? ['/api/posts?search=' + encodeURIComponent(searchParams.get('search'))]
          : (requests[pathname] ?? []);
      const answers = {};
      for (const request of asked) {
        const response = await fetch(request, { method: 'GET', headers: { Accept: 'application/json' } });
        if (!response.ok) return page;
        answers[request] = await response.json();
      }
      // A tour page tells which render made it, as a clock read in it would differ between renders.
      const body =
        pathname === '/tours'
          ? '<p>' + 'Temples, tea and trains. '.repeat(200) + '</p>'
          : pathname.startsWith('/tours/')
            ? '<p>Render ' + rendered + '</p>'
            : '';
      return {
        ...page,
        html: '<main><h1>Prerendered ' + url + '</h1>' + body + '</main>',
        title: pathname === '/faq' ? 'FAQ & help · Tabi Tours' : undefined,
        description: pathname === '/faq' ? 'Answers about "booking" <tours>' : undefined,
        state: '<script type="application/json" id="state">' + JSON.stringify(answers).replace(/</g, '\\\\u003c') + '</script>',
      };
    }`,
  );
  database = await createTestDatabase();
  app = await buildApp({ config, database, webDistDir: dist, now: clock.now });
  close = async () => {
    await app.close();
    await database.close();
    await fs.rm(workspace, { recursive: true, force: true });
  };
});

afterAll(() => close?.());

describe('serving the web app', () => {
  it.each(['/', '/tours', '/tours/123', '/profile', '/features/expert-guides'])(
    'answers %s with index.html',
    async (url) => {
      const response = await app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.body).toContain('<div id="root">');
      expect(response.body).not.toContain('<!--app-');
      expect(response.headers['cache-control']).toBe('no-cache');
    },
  );

  it('preloads the chunks of a page the browser renders, those the entry loads aside', async () => {
    const help = await app.inject({ method: 'GET', url: '/help', headers: { accept: 'text/html' } });
    expect(help.body).toContain('<link rel="modulepreload" crossorigin href="/assets/help-page-5.js">');
    expect(help.body).toContain('<link rel="modulepreload" crossorigin href="/assets/cards-2.js">');
    expect(help.body).toContain('<link rel="stylesheet" crossorigin href="/assets/help-page-5.css">');
    expect(help.body.match(/href="\/assets\/react-1.js"/g)).toHaveLength(1);
    expect(help.body).toContain('<title>Tabi Tours</title>');
    expect(help.body).toContain('<div id="root"></div>');
  });

  it('prerenders the page into #root with the answers it got in-process, and compresses the HTML', async () => {
    const home = await app.inject({ method: 'GET', url: '/', headers: { accept: 'text/html' } });
    expect(home.body).toContain('<div id="root"><main><h1>Prerendered /</h1></main></div>');
    // The renderer's requests were answered by the server's own API, as an anonymous visitor's would be.
    const state = JSON.parse(stateBlock.exec(home.body)![1]!);
    const categories = await app.inject({ method: 'GET', url: '/api/categories' });
    expect(state['/api/categories']).toEqual(categories.json());
    expect(state['/api/posts?featured=true&limit=4']).toMatchObject({ success: true });
    // The page is readable without its scripts: the app loads after the first paint, nothing is preloaded
    // in the head; hydrate.js is told which modules to preload beside the entry (the page's own).
    expect(home.body).toContain(
      '<script type="module" src="/hydrate.js" data-app-entry="/assets/index-3f2a1b.js" data-app-chunks="/assets/react-1.js /assets/home-page-3.js /assets/cards-2.js"></script>',
    );
    expect(home.body).not.toContain('modulepreload');
    // The state follows the page, so the browser reads it before the app's deferred module runs.
    expect(home.body.indexOf('id="state"')).toBeGreaterThan(home.body.indexOf('Prerendered /'));

    const faq = await app.inject({ method: 'GET', url: '/faq', headers: { accept: 'text/html' } });
    expect(faq.body).toContain('<div id="root"><main><h1>Prerendered /faq</h1></main></div>');
    // The page's own title and description, escaped; a page that sets none keeps index.html's.
    expect(faq.body).toContain('<title>FAQ &amp; help · Tabi Tours</title>');
    expect(faq.body).toContain(
      '<meta name="description" content="Answers about &quot;booking&quot; &lt;tours&gt;" />',
    );
    expect(faq.body).not.toContain('Guided tours');
    expect(home.body).toContain('<title>Tabi Tours</title>');

    const compressed = await app.inject({
      method: 'GET',
      url: '/tours',
      headers: { accept: 'text/html', 'accept-encoding': 'gzip' },
    });
    expect(compressed.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(compressed.rawPayload).toString()).toContain('Prerendered /tours');
  });

  it('sends the empty page when the renderer fails or declines', async () => {
    for (const url of ['/about', '/help', '/profile', '/admin', '/tours/does-not-exist']) {
      const response = await app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('<div id="root"></div>');
      expect(response.body).toContain('<script type="module" crossorigin src="/assets/index-3f2a1b.js">');
      expect(response.body).not.toContain('hydrate.js');
      expect(response.body).not.toContain('Prerendered');
      expect(response.body).not.toContain('application/json');
    }
  });

  it('renders in a thread of its own: the server answers while a render holds that thread', async () => {
    const busy = app.inject({ method: 'GET', url: '/busy', headers: { accept: 'text/html' } });
    await vi.waitFor(() => expect(renderedUrls()).toContain('/busy'), { timeout: 5000 });
    const health = await app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
    await fs.writeFile(path.join(distDir, '..', 'dist-ssr', 'release'), '');
    expect((await busy).body).toContain('<div id="root"><main>Released</main></div>');
  });

  it('leaves a page to the browser while the most renders wait, and renders it once they are done', async () => {
    const prerenderer = createPagePrerenderer(distDir, app.log);
    const asksNothing: ApiFetch = () => Promise.reject(new Error('these pages ask the API nothing'));
    try {
      const waiting = Array.from({ length: maxWaitingRenders }, (_, i) =>
        prerenderer.render(`/busy?until=queue-released&i=${i}`, asksNothing),
      );
      expect(await prerenderer.render('/faq', asksNothing)).toBeUndefined();
      await fs.writeFile(path.join(distDir, '..', 'dist-ssr', 'queue-released'), '');
      for (const page of await Promise.all(waiting)) expect(page?.html).toBe('<main>Released</main>');
      expect((await prerenderer.render('/faq', asksNothing))?.html).toContain('Prerendered /faq');
    } finally {
      await prerenderer.close();
    }
  });

  it('sends a page unrendered when its render thread dies, and renders the next one in a new thread', async () => {
    const crashed = await app.inject({ method: 'GET', url: '/crash', headers: { accept: 'text/html' } });
    expect(crashed.statusCode).toBe(200);
    expect(crashed.body).toContain('<div id="root"></div>');
    const next = await app.inject({
      method: 'GET',
      url: '/tours?search=after-the-crash',
      headers: { accept: 'text/html' },
    });
    expect(next.body).toContain('<div id="root"><main><h1>Prerendered /tours?search=after-the-crash</h1>');
  });

  it('prerenders a filtered list from the answers its request asked for', async () => {
    // The list's search and price forms are plain GET forms to this address (decision 22).
    const response = await app.inject({
      method: 'GET',
      url: '/tours?search=kyoto&page=3',
      headers: { accept: 'text/html' },
    });
    expect(response.body).toContain('<div id="root"><main><h1>Prerendered /tours?search=kyoto&page=3</h1>');
    const state = JSON.parse(stateBlock.exec(response.body)![1]!);
    const list = await app.inject({ method: 'GET', url: '/api/posts?search=kyoto' });
    expect(state['/api/posts?search=kyoto']).toEqual(list.json());
  });

  it('serves the index.html of a new build that replaced the one it started with', async () => {
    const indexFile = path.join(distDir, 'index.html');
    const before = await fs.readFile(indexFile, 'utf8');
    try {
      await fs.writeFile(indexFile, before.replace('<title>Tabi Tours</title>', '<title>Rebuilt</title>'));
      const later = new Date(Date.now() + 5000);
      await fs.utimes(indexFile, later, later);
      const response = await app.inject({ method: 'GET', url: '/tours', headers: { accept: 'text/html' } });
      expect(response.body).toContain('<title>Rebuilt</title>');
    } finally {
      await fs.writeFile(indexFile, before);
    }
  });

  it('renders a page once, keeps it in every encoding, and renders it again after a catalog change', async () => {
    const admin = await adminSession(app, config, database);
    const page = (url: string, acceptEncoding?: string) =>
      app.inject({
        method: 'GET',
        url,
        headers: { accept: 'text/html', ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}) },
      });
    // Written unannounced, so that no notice of it empties the cache between the requests below.
    await writeUnannounced(
      database.pool,
      `INSERT INTO tours (title, category, description, price_minor, city, region, duration_minutes,
         max_group_size, meeting_point)
       VALUES ('Yoshino Cherry Hills', 'Nature', 'Thirty thousand cherry trees on one mountain.', 9000,
         'Yoshino', 'Nara', 300, 12, 'Yoshino Station')`,
    );
    const {
      rows: [tour],
    } = await database.pool.query<{ id: string }>(
      `SELECT id FROM tours WHERE title = 'Yoshino Cherry Hills'`,
    );
    const url = `/tours/${tour!.id}`;
    // 06:00 in the operator's zone: the tour leaves daily at 09:00, so tomorrow's departure closes at 09:00
    // today (24 hours before), before the day ends.
    const sixInTheMorning = nextLocalMidnight(clock.now(), config.TIMEZONE).getTime() + 6 * 3_600_000;
    clock.advance(sixInTheMorning - clock.now().getTime());

    const before = renders();
    const plain = await page(url);
    expect(plain.body).toContain('Yoshino Cherry Hills');
    expect(plain.body).toContain(`<p>Render ${before + 1}</p>`);
    expect(plain.headers['content-encoding']).toBeUndefined();
    const br = await page(url, 'br');
    const gzip = await page(url, 'gzip');
    expect(renders()).toBe(before + 1);
    expect([br.headers['content-encoding'], gzip.headers['content-encoding']]).toEqual(['br', 'gzip']);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
    for (const response of [plain, br, gzip]) {
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.headers.vary).toMatch(/accept-encoding/i);
    }

    // A change no process was told of stays unseen: the page comes from the cache, not rendered again.
    await writeUnannounced(database.pool, "UPDATE tours SET title = 'Yoshino in Secret' WHERE id = $1", [
      tour!.id,
    ]);
    expect((await page(url)).body).toBe(plain.body);
    expect(renders()).toBe(before + 1);
    // A page holds as long as the answers in it: the availability's until its next cut-off (or the day's
    // end). Until then it is not rendered again; after it, it is sent as it was while it renders again
    // behind it, once however many ask meanwhile; then the new render is sent.
    const asked = Object.keys(JSON.parse(stateBlock.exec(plain.body)![1]!));
    const availability = asked.find((request) => request.includes('/availability?'))!;
    const holds = (await app.inject({ method: 'GET', url: availability })).headers['x-fresh-until'];
    expect(holds).toBe(new Date(sixInTheMorning + 3 * 3_600_000 + 1).toISOString());
    clock.advance(Date.parse(holds as string) - 1 - clock.now().getTime());
    expect((await page(url)).body).toBe(plain.body);
    expect(renders()).toBe(before + 1);
    clock.advance(1);
    expect((await page(url)).body).toBe(plain.body);
    await vi.waitFor(async () => expect((await page(url)).body).toContain(`<p>Render ${before + 2}</p>`));
    const newer = await page(url, 'br');
    expect(brotliDecompressSync(newer.rawPayload).toString()).toContain(`<p>Render ${before + 2}</p>`);
    expect(renders()).toBe(before + 2);

    // An admin's edit empties the cache: the page shows it, in every encoding.
    const edit = await send(app, 'PUT', `/api/posts/${tour!.id}`, admin, { title: 'Yoshino Hanami Walk' });
    expect(edit.statusCode, edit.body).toBe(200);
    const edited = await page(url);
    expect(edited.body).toContain('Yoshino Hanami Walk');
    expect(edited.body).not.toContain('Yoshino Cherry Hills');
    expect(brotliDecompressSync((await page(url, 'br')).rawPayload).toString()).toBe(edited.body);
    expect(gunzipSync((await page(url, 'gzip')).rawPayload).toString()).toBe(edited.body);
  });

  it('keeps a page whose answers do not read the clock until the operator’s day ends', async () => {
    const page = () => app.inject({ method: 'GET', url: '/faq?day=1', headers: { accept: 'text/html' } });
    const first = await page();
    expect(first.body).toContain('Prerendered /faq?day=1');
    const before = renders();
    const midnight = nextLocalMidnight(clock.now(), config.TIMEZONE).getTime();
    clock.advance(midnight - 1 - clock.now().getTime());
    expect((await page()).body).toBe(first.body);
    expect(renders()).toBe(before);
    clock.advance(1);
    expect((await page()).body).toBe(first.body);
    await vi.waitFor(() => expect(renders()).toBe(before + 1));
  });

  it('caches hashed assets for a year and compresses them', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/assets/index-3f2a1b.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['content-encoding']).toBe('gzip');
  });

  it('answers unknown API paths and missing files with JSON 404s, not the app', async () => {
    const api = await app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({
      success: false,
      code: 'NOT_FOUND',
      message: 'No such endpoint: GET /api/nothing-here',
    });
    const post = await app.inject({ method: 'POST', url: '/api/posts/x/y/z' });
    expect(post.statusCode).toBe(404);
    const file = await app.inject({ method: 'GET', url: '/assets/missing-123.js' });
    expect(file.statusCode).toBe(404);
    expect(file.headers['content-type']).toContain('application/json');
  });

  it('sends security headers with a real Content-Security-Policy', async () => {
    const response = await app.inject({ method: 'GET', url: '/' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain("'unsafe-eval'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    // The check-in page's QR reader decodes in a worker made from a blob: no other worker source.
    expect(csp).toMatch(/worker-src 'self' blob:(;|$)/);
    // Sockets to this origin only, not to any host.
    expect(csp).toMatch(/connect-src 'self' https:\/\/accounts\.google\.com\/gsi\/(;|$)/);
    expect(csp).not.toMatch(/\bwss?:/);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
    // The API reference is a page too.
    const reference = await app.inject({ method: 'GET', url: '/api/docs' });
    expect(reference.headers['content-security-policy']).toBe(csp);
    // An API answer is data: nothing may load in it or frame it, whatever answered it (a route, the
    // catalog cache, a refusal, no route at all).
    for (const url of [
      '/api/health',
      '/api/posts?page=1&limit=12',
      '/api/posts?page=1&limit=12',
      '/api/bookings',
      '/api/nothing',
    ]) {
      const answer = await app.inject({ method: 'GET', url });
      expect(answer.headers['content-security-policy'], url).toBe(
        "default-src 'none'; frame-ancestors 'none'",
      );
      expect(answer.headers['x-frame-options'], url).toBe('DENY');
      expect(answer.headers['x-content-type-options'], url).toBe('nosniff');
      expect(answer.headers['referrer-policy'], url).toBe('no-referrer');
      expect(answer.headers['cross-origin-resource-policy'], url).toBe('same-origin');
      expect(answer.headers['strict-transport-security'], url).toContain('max-age=');
    }
  });

  it('tags every answer with a request id, keeping a well-formed incoming one', async () => {
    const mine = await app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'trace-42' },
    });
    expect(mine.headers['x-request-id']).toBe('trace-42');
    const generated = await app.inject({ method: 'GET', url: '/api/health' });
    expect(String(generated.headers['x-request-id'])).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('health and API reference', () => {
  it('GET /api/health names the database', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ success: true, status: 'ok', database: 'external' });
  });

  it('publishes an OpenAPI document of the routes and a browsable reference', async () => {
    const doc = await app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(doc.statusCode).toBe(200);
    const paths = Object.keys(doc.json().paths);
    expect(paths).toEqual(
      expect.arrayContaining(['/api/posts', '/api/posts/{id}', '/api/categories', '/api/health']),
    );
    const page = await app.inject({ method: 'GET', url: '/api/docs/' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('swagger');
  });
});
