import { z } from 'zod';

/** The public figures the About page quotes (`GET /api/stats/public`); archived tours count nowhere. */
export const publicStatsSchema = z.object({
  /** Public (not archived) tours. */
  tours: z.number().int(),
  /** Distinct cities of public tours. */
  cities: z.number().int(),
  /** Mean of every rating of a public tour, to two decimals; 0 when there is none. */
  averageRating: z.number(),
  /** Written reviews of public tours. */
  reviews: z.number().int(),
});
export type PublicStats = z.infer<typeof publicStatsSchema>;

export const publicStatsResponseSchema = z.object({ success: z.literal(true), data: publicStatsSchema });
export type PublicStatsResponse = z.infer<typeof publicStatsResponseSchema>;

/** The six "Why choose us" pages, each at `/features/<slug>`. */
export const featurePageSlugs = [
  'expert-guides',
  'customized-tours',
  'free-cancellation',
  'reliable-transportation',
  'customer-support',
  'trusted-travelers',
] as const;
export type FeaturePageSlug = (typeof featurePageSlugs)[number];

/**
 * Every public page of the site that has a fixed address (each tour's page, `/tours/<id>`, comes on top):
 * what the sitemap lists. Sign-in pages and signed-in areas are not among them.
 */
export const publicPagePaths = [
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
  ...featurePageSlugs.map((slug) => `/features/${slug}` as const),
] as const;

/** Path prefixes search engines are asked not to crawl (robots.txt): private areas, the API, one-off links. */
export const crawlerDisallowedPaths = [
  '/admin',
  '/profile',
  '/bookings',
  '/booking/',
  '/notifications',
  '/api/',
  '/reset-password',
] as const;
