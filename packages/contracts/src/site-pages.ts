/*
 * The site's page addresses. No zod here: the web app's entry imports this (its router), and zod must
 * not load before main.tsx has made it jitless (see main.tsx).
 */

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
  '/verify-email',
  '/email-change',
] as const;
