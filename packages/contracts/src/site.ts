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
