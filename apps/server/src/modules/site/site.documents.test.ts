import { describe, expect, it } from 'vitest';
import { escapeXml, robotsTxt, sitemapXml } from './site.documents.ts';

describe('site documents', () => {
  it('escapes the five XML special characters', () => {
    expect(escapeXml(`a&b<c>d"e'f`)).toBe('a&amp;b&lt;c&gt;d&quot;e&apos;f');
  });

  it('writes absolute, escaped addresses from PUBLIC_URL, with or without a trailing slash', () => {
    const tours = [
      { id: 'b8f1c7a2-0000-4000-8000-000000000001', updatedAt: new Date('2026-05-06T23:59:59Z') },
    ];
    const xml = sitemapXml('https://example.com/shop&co/', tours);
    expect(xml).toContain('<url><loc>https://example.com/shop&amp;co/</loc></url>');
    expect(xml).toContain('<url><loc>https://example.com/shop&amp;co/features/expert-guides</loc></url>');
    expect(xml).toContain(
      '<url><loc>https://example.com/shop&amp;co/tours/b8f1c7a2-0000-4000-8000-000000000001</loc><lastmod>2026-05-06</lastmod></url>',
    );
    expect(xml).not.toContain('shop&co');
    expect(robotsTxt('https://example.com/')).toContain('Sitemap: https://example.com/sitemap.xml\n');
  });

  it('lists every one of 10,000 tours in the sitemap', () => {
    const tours = Array.from({ length: 10_000 }, (_, i) => ({
      id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
      updatedAt: new Date(Date.UTC(2026, 0, 1) + i * 60_000),
    }));
    const xml = sitemapXml('https://example.com', tours);
    expect(xml.match(/<url>/g)).toHaveLength(10_000 + 18);
  });
});
