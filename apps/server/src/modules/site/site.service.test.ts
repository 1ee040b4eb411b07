import { describe, expect, it } from 'vitest';
import { createResponseCache } from '../../platform/cache/response-cache.ts';
import type { SiteRepository } from './site.repository.ts';
import { createSiteService } from './site.service.ts';

/** A repository that counts its reads, to see what the cache spares and what it must not. */
function countingRepository() {
  const reads = { figures: 0, reviews: 0, tours: 0 };
  let reviews = 7;
  const repository: SiteRepository = {
    catalogFigures: async () => {
      reads.figures++;
      return { tours: 3, cities: 2, averageRating: 4.5 };
    },
    reviewsCount: async () => {
      reads.reviews++;
      return reviews;
    },
    publicTourDates: async () => {
      reads.tours++;
      return [];
    },
  };
  return { repository, reads, setReviews: (n: number) => (reviews = n) };
}

describe('site service', () => {
  it('caches the NOTIFY-covered figures until the catalog changes, and reads the reviews count fresh', async () => {
    const cache = createResponseCache();
    const { repository, reads, setReviews } = countingRepository();
    const service = createSiteService({ repository, cache, publicUrl: 'https://example.com' });

    expect(await service.stats()).toEqual({ tours: 3, cities: 2, averageRating: 4.5, reviews: 7 });
    setReviews(8);
    expect(await service.stats()).toEqual({ tours: 3, cities: 2, averageRating: 4.5, reviews: 8 });
    expect(reads).toMatchObject({ figures: 1, reviews: 2 });

    cache.invalidate();
    await service.stats();
    expect(reads).toMatchObject({ figures: 2, reviews: 3 });
  });

  it('builds the sitemap once per catalog change', async () => {
    const cache = createResponseCache();
    const { repository, reads } = countingRepository();
    const service = createSiteService({ repository, cache, publicUrl: 'https://example.com' });
    await Promise.all([service.sitemap(), service.sitemap()]);
    await service.sitemap();
    expect(reads.tours).toBe(1);
    cache.invalidate();
    await service.sitemap();
    expect(reads.tours).toBe(2);
  });
});
