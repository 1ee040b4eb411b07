import type { PublicStats } from '@tabi/contracts';
import { type EncodedAnswer, encodeAnswer } from '../../platform/cache/encoded-answer.ts';
import type { ResponseCache } from '../../platform/cache/response-cache.ts';
import { robotsTxt, sitemapXml } from './site.documents.ts';
import type { CatalogFigures, SiteRepository } from './site.repository.ts';

type Deps = { repository: SiteRepository; cache: ResponseCache; publicUrl: string };

/** Keys of this module in the shared catalog cache; its other keys are request URLs, which start with '/'. */
const cacheKeys = { figures: 'site:catalog-figures', sitemap: 'site:sitemap' } as const;

/**
 * The About page's figures, robots.txt and the sitemap. What is cached lives in the catalog response
 * cache, which every catalog write empties at once in every process (`catalog_changed`), so it needs
 * no expiry and is never stale.
 */
export function createSiteService({ repository, cache, publicUrl }: Deps) {
  const robots = robotsTxt(publicUrl);

  return {
    /**
     * Tours, cities and the average rating read only `tours` and `ratings`, whose writes NOTIFY
     * `catalog_changed` (migration 0003): they come from the cache. `reviews` has no such trigger (0003 and
     * 0008 cover tours, tour_images, ratings and bookings only), so a review written or deleted without
     * stars would leave a cached count stale until some unrelated catalog write. Adding the trigger needs
     * a migration, so instead the reviews count is read fresh on every call: one count over an index join,
     * run beside the cache lookup.
     */
    async stats(): Promise<PublicStats> {
      const [figures, reviews] = await Promise.all([
        cache.remember(cacheKeys.figures, async () => JSON.stringify(await repository.catalogFigures())),
        repository.reviewsCount(),
      ]);
      return { ...(JSON.parse(figures) as CatalogFigures), reviews };
    },

    robots(): string {
      return robots;
    },

    /**
     * Public tours and their `updated_at` come from `tours` alone, which NOTIFYs: fully cached, compressed
     * once (several MB of XML at 100,000 tours).
     */
    sitemap(): Promise<EncodedAnswer> {
      return cache.remember(cacheKeys.sitemap, async () =>
        encodeAnswer(
          sitemapXml(publicUrl, await repository.publicTourDates()),
          'application/xml; charset=utf-8',
        ),
      );
    },
  };
}

export type SiteService = ReturnType<typeof createSiteService>;
