import { crawlerDisallowedPaths, publicPagePaths } from '@tabi/contracts';
import type { TourDate } from './site.repository.ts';

/** The sitemaps.org schema every sitemap declares. */
export const sitemapNamespace = 'http://www.sitemaps.org/schemas/sitemap/0.9';

const xmlEntities: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};
export const escapeXml = (text: string) => text.replace(/[&<>"']/g, (c) => xmlEntities[c]!);

/** `PUBLIC_URL` without a trailing slash, so `${base}${path}` is the page's absolute address. */
export const siteBase = (publicUrl: string) => publicUrl.replace(/\/+$/, '');

/** What crawlers may read: everything public; not the private areas, the API or one-off links. */
export function robotsTxt(publicUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...crawlerDisallowedPaths.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${siteBase(publicUrl)}/sitemap.xml`,
    '',
  ].join('\n');
}

/**
 * Every public page and every public tour (with the day it last changed, UTC), as absolute addresses.
 * Built as one array joined once: 10,000 tours make about 1.1 MB in a few milliseconds. The protocol
 * allows 50,000 addresses per file; a catalog beyond that would need a sitemap index.
 */
export function sitemapXml(publicUrl: string, tours: readonly TourDate[]): string {
  const base = escapeXml(siteBase(publicUrl));
  const lines: string[] = ['<?xml version="1.0" encoding="UTF-8"?>', `<urlset xmlns="${sitemapNamespace}">`];
  for (const path of publicPagePaths) lines.push(`<url><loc>${base}${escapeXml(path)}</loc></url>`);
  for (const tour of tours) {
    const lastmod = tour.updatedAt.toISOString().slice(0, 10);
    lines.push(`<url><loc>${base}/tours/${escapeXml(tour.id)}</loc><lastmod>${lastmod}</lastmod></url>`);
  }
  lines.push('</urlset>', '');
  return lines.join('\n');
}
