import { z } from 'zod';
import { bookingInputSchema, localDateSchema } from './bookings.ts';
import {
  entityResponseSchema,
  idSchema,
  isoDateTime,
  listResponseSchema,
  pageQuerySchema,
} from './common.ts';

/**
 * The waitlist of a full departure (issue 28): a party joins the line; when seats free up the first waiting
 * party that fits gets an offer holding them for `waitlistOfferHours`; taken, it is a booking; lapsed, the
 * next party's turn.
 */
export const waitlistOfferHours = 2;
/**
 * The dates one account may wait for at once (waiting or offered): entries hold no seats, but one
 * account in every line would make the staff's lines and the rounds' work meaningless.
 */
export const waitlistOpenMax = 10;

export const waitlistStatuses = ['waiting', 'offered', 'booked', 'left', 'expired', 'closed'] as const;
export type WaitlistStatus = (typeof waitlistStatuses)[number];

/** `POST /api/posts/:id/waitlist`: the full date and the party that waits for it. */
export const joinWaitlistSchema = z.object({
  date: localDateSchema,
  participants: bookingInputSchema.shape.participants,
});
export type JoinWaitlistInput = z.input<typeof joinWaitlistSchema>;

/** `POST /api/waitlist/:id/accept`: the offer becomes a booking with these details. */
export const acceptWaitlistOfferSchema = bookingInputSchema.pick({ contact: true, specialRequests: true });
export type AcceptWaitlistOfferInput = z.input<typeof acceptWaitlistOfferSchema>;

export const waitlistEntrySchema = z.object({
  _id: idSchema,
  tour: z.object({ _id: idSchema, title: z.string(), city: z.string().nullable() }),
  departureId: idSchema,
  date: z.string(),
  startsAt: isoDateTime,
  participants: z.object({ adults: z.number().int(), children: z.number().int() }),
  status: z.enum(waitlistStatuses),
  /** Place in line while waiting (1: next), null otherwise. */
  position: z.number().int().nullable(),
  /** While `offered`: until when the seats are held for this party. */
  offerExpiresAt: isoDateTime.nullable(),
  /** The booking the offer became. */
  bookingId: idSchema.nullable(),
  /** Who waits: for staff (the traveller's own list names them too). */
  traveller: z.object({ _id: idSchema, name: z.string(), email: z.string() }),
  createdAt: isoDateTime,
});
export type WaitlistEntry = z.infer<typeof waitlistEntrySchema>;
export const waitlistEntryResponseSchema = entityResponseSchema(waitlistEntrySchema);
export const waitlistListResponseSchema = listResponseSchema(waitlistEntrySchema);

export const myWaitlistQuerySchema = pageQuerySchema.extend({
  /** Only the entries still in line or offered. */
  open: z
    .enum(['true', 'false'], { message: 'open must be true or false' })
    .transform((value) => value === 'true')
    .optional(),
});
