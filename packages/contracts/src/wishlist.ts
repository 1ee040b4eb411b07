import { z } from 'zod';
import { entityResponseSchema, idSchema, isoDateTime, listResponseSchema } from './common.ts';
import { tourSummarySchema } from './tours.ts';

/** A traveller's saved tours (issue 28): the heart on tour cards and pages, and `/wishlist`. */

/** How many tours one list may hold; a visitor's list joining an account is cut to it. */
export const wishlistMax = 200;

/** A saved tour as `/wishlist` shows it: the tour's card, when it was saved, and its next free dates. */
export const wishlistItemSchema = z.object({
  tour: tourSummarySchema,
  savedAt: isoDateTime,
  /** Up to three of the next dates that can be booked now (local dates), soonest first. */
  nextDates: z.array(z.object({ date: z.string(), seatsLeft: z.number().int() })),
});
export type WishlistItem = z.infer<typeof wishlistItemSchema>;
export const wishlistResponseSchema = listResponseSchema(wishlistItemSchema);

/** The ids of every tour the traveller saved: what the hearts on a page need. */
export const wishlistIdsSchema = z.object({ tourIds: z.array(idSchema) });
export type WishlistIds = z.infer<typeof wishlistIdsSchema>;
export const wishlistIdsResponseSchema = entityResponseSchema(wishlistIdsSchema);

/** `POST /api/wishlist/merge`: what a visitor saved in the browser, joining the account at sign-in. */
export const mergeWishlistBodySchema = z.object({
  tourIds: z
    .array(z.string().max(64), { message: 'tourIds must be a list of tour ids' })
    .max(wishlistMax, { message: `At most ${wishlistMax} tours` }),
});
export type MergeWishlistBody = z.infer<typeof mergeWishlistBodySchema>;
