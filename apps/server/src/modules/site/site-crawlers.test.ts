import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { crawlerDisallowedPaths, publicPagePaths } from '@tabi/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { insertTour } from '../../../test/fixtures.ts';
import { buildApp } from '../../app.ts';
import { sitemapNamespace } from './site.documents.ts';

const publicUrl = 'https://tours.example.com';
let t: TestApp;
const publicTours = new Map<string, string>(); // id -> expected lastmod
let archivedId: string;

type SitemapEntry = { loc: string; lastmod?: string };

/**
 * A small well-formedness check: one root, every tag closed in order, attributes quoted, text without a
 * raw `<` or a bare `&`. Throws on the first fault.
 */
function assertWellFormedXml(xml: string): string {
  const body = xml.replace(/^<\?xml version="1\.0" encoding="UTF-8"\?>\n/, '');
  if (body === xml) throw new Error('no XML declaration');
  const stack: string[] = [];
  let root = '';
  let rest = body;
  while (rest.length > 0) {
    const next = rest.indexOf('<');
    const text = next === -1 ? rest : rest.slice(0, next);
    if (/&(?!(amp|lt|gt|quot|apos);)/.test(text)) throw new Error(`bare & in ${text}`);
    if (text.trim() !== '' && stack.length === 0) throw new Error(`text outside the root: ${text}`);
    if (next === -1) break;
    const tag = /^<(\/?)([A-Za-z_][\w.-]*)((?:\s+[\w:.-]+="[^"<&]*")*)\s*(\/?)>/.exec(rest.slice(next));
    if (!tag) throw new Error(`malformed tag at ${rest.slice(next, next + 40)}`);
    const [whole, closing, name, , selfClosing] = tag as unknown as [string, string, string, string, string];
    if (closing) {
      if (stack.pop() !== name) throw new Error(`</${name}> closes nothing open`);
    } else if (!selfClosing) {
      if (stack.length === 0) {
        if (root) throw new Error('two roots');
        root = name;
      }
      stack.push(name);
    }
    rest = rest.slice(next + whole.length);
  }
  if (stack.length > 0) throw new Error(`unclosed ${stack.join(' > ')}`);
  return root;
}

function entriesOf(xml: string): SitemapEntry[] {
  return [...xml.matchAll(/<url><loc>([^<]*)<\/loc>(?:<lastmod>([^<]*)<\/lastmod>)?<\/url>/g)].map((m) => ({
    loc: m[1]!,
    ...(m[2] ? { lastmod: m[2] } : {}),
  }));
}

async function sitemap(app = t.app) {
  const response = await app.inject({ method: 'GET', url: '/sitemap.xml' });
  expect(response.statusCode, response.body).toBe(200);
  return response;
}

beforeAll(async () => {
  // A trailing slash on PUBLIC_URL must not double the slashes of the addresses.
  t = await createTestApp({ PUBLIC_URL: `${publicUrl}/` });
  const day = 24 * 60 * 60 * 1000;
  for (let i = 0; i < 30; i++) {
    const updatedAt = new Date(Date.parse('2025-03-01T22:30:00Z') + i * day);
    const tour = await insertTour(t.db, { updatedAt, featured: i % 5 === 0 });
    publicTours.set(tour.id, updatedAt.toISOString().slice(0, 10));
  }
  archivedId = (await insertTour(t.db, { archived: true })).id;
});

afterAll(() => t?.close());

describe('GET /robots.txt', () => {
  it('allows the public site, keeps crawlers out of private areas and the API, and names the sitemap', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    const lines = response.body.split('\n');
    expect(lines.slice(0, 2)).toEqual(['User-agent: *', 'Allow: /']);
    for (const path of [
      '/admin',
      '/profile',
      '/bookings',
      '/booking/',
      '/notifications',
      '/api/',
      '/reset-password',
    ])
      expect(lines).toContain(`Disallow: ${path}`);
    expect(lines.filter((line) => line.startsWith('Disallow:'))).toHaveLength(crawlerDisallowedPaths.length);
    expect(lines).toContain(`Sitemap: ${publicUrl}/sitemap.xml`);
  });
});

describe('GET /sitemap.xml', () => {
  it('is well-formed XML in the sitemap namespace, served as XML', async () => {
    const response = await sitemap();
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(assertWellFormedXml(response.body)).toBe('urlset');
    expect(response.body).toContain(`<urlset xmlns="${sitemapNamespace}">`);
  });

  it('lists every public page and every public tour with its last change, and no archived tour', async () => {
    const entries = entriesOf((await sitemap()).body);
    const byLoc = new Map(entries.map((entry) => [entry.loc, entry]));
    expect(byLoc.size).toBe(entries.length);

    const pages = [
      '/',
      '/tours',
      '/featured',
      '/about',
      '/contact',
      '/vehicle',
      '/privacy',
      '/terms',
      '/cancellation-policy',
      '/refund-policy',
      '/faq',
      '/help',
      ...[
        'expert-guides',
        'customized-tours',
        'free-cancellation',
        'reliable-transportation',
        'customer-support',
        'trusted-travelers',
      ].map((slug) => `/features/${slug}`),
    ];
    expect([...publicPagePaths]).toEqual(pages);
    for (const page of pages) expect(byLoc.has(`${publicUrl}${page}`), page).toBe(true);

    for (const [id, lastmod] of publicTours) {
      expect(byLoc.get(`${publicUrl}/tours/${id}`), id).toEqual({ loc: `${publicUrl}/tours/${id}`, lastmod });
    }
    expect([...byLoc.keys()].some((loc) => loc.includes(archivedId))).toBe(false);
    expect(entries).toHaveLength(pages.length + publicTours.size);
    for (const entry of entries) expect(entry.loc.startsWith(`${publicUrl}/`)).toBe(true);
  });

  it('shows a new tour at once, and drops a tour the moment it is archived', async () => {
    await sitemap(); // cached now
    const fresh = await insertTour(t.db, { updatedAt: new Date('2026-02-03T04:05:06Z') });
    const expected = `<url><loc>${publicUrl}/tours/${fresh.id}</loc><lastmod>2026-02-03</lastmod></url>`;
    const deadline = Date.now() + 5000;
    let body = (await sitemap()).body;
    while (!body.includes(expected) && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 20));
      body = (await sitemap()).body;
    }
    expect(body).toContain(expected);

    await t.db.execute(sql`UPDATE tours SET archived = true WHERE id = ${fresh.id}`);
    const until = Date.now() + 5000;
    while (body.includes(fresh.id) && Date.now() < until) {
      await new Promise((r) => setTimeout(r, 20));
      body = (await sitemap()).body;
    }
    expect(body).not.toContain(fresh.id);
  });

  it('is compressed for clients that accept it', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/sitemap.xml',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('gzip');
  });
});

describe('with a built web app that ships its own robots.txt', () => {
  it('boots, and the server answers robots.txt and sitemap.xml, not the static copies', async () => {
    const dist = await fs.mkdtemp(path.join(os.tmpdir(), 'tabi-site-'));
    await fs.writeFile(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
    await fs.writeFile(path.join(dist, 'robots.txt'), 'User-agent: *\nDisallow: /static-copy\n');
    await fs.writeFile(path.join(dist, 'sitemap.xml'), '<urlset/>');
    const app = await buildApp({ config: t.config, database: t.database, webDistDir: dist });
    try {
      const robots = await app.inject({ method: 'GET', url: '/robots.txt' });
      expect(robots.body).toContain(`Sitemap: ${publicUrl}/sitemap.xml`);
      expect(robots.body).not.toContain('static-copy');
      expect((await sitemap(app)).body).toContain(`<urlset xmlns="${sitemapNamespace}">`);
      // The SPA fallback still answers pages.
      const page = await app.inject({ method: 'GET', url: '/about', headers: { accept: 'text/html' } });
      expect(page.body).toContain('<div id="root">');
    } finally {
      await app.close();
      await fs.rm(dist, { recursive: true, force: true });
    }
  });
});
