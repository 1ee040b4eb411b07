import { z } from 'zod';
import { bookingInputSchema, bookingSchema, localDateSchema } from './bookings.ts';
import {
  entityResponseSchema,
  idSchema,
  isoDateTime,
  listResponseSchema,
  nulMessage,
  pageQuerySchema,
  withoutNul,
} from './common.ts';
import { limits } from './constants.ts';

/**
 * Moving a booking to another date of its tour (issue 28): free until the free-cancellation cut-off,
 * afterwards a request the operator approves or denies; an admin moves any booking at once.
 *
 * - `requested`: late, waiting for the operator; no seats are held on the new date.
 * - `awaiting_payment`: the new date costs more and the booking was paid online: the new seats are held
 *   while the traveller pays the difference on Stripe's page; the booking keeps its old date until then.
 * - `applied`: the booking moved. `denied`, `withdrawn` (by the traveller) and `lapsed` (the difference was
 *   not paid in time, or the new date filled before the operator approved) end a change without moving it.
 */
export const bookingChangeStatuses = [
  'requested',
  'awaiting_payment',
  'applied',
  'denied',
  'withdrawn',
  'lapsed',
] as const;
export type BookingChangeStatus = (typeof bookingChangeStatuses)[number];
/** The statuses in which a change is still open: a booking has at most one open change. */
export const openBookingChangeStatuses = ['requested', 'awaiting_payment'] as const;

const changeNote = z
  .string()
  .trim()
  .max(limits.refundNoteMax, { message: `Keep the note under ${limits.refundNoteMax} characters` })
  .refine(withoutNul, nulMessage);

/** `POST /api/bookings/:id/reschedule` (and `/quote`): the new date and party; the server prices it. */
export const rescheduleInputSchema = z.object({
  date: localDateSchema,
  participants: bookingInputSchema.shape.participants,
  /** Why, for a request the operator decides (optional). */
  note: changeNote.nullish().transform((value) => value || null),
});
export type RescheduleInput = z.input<typeof rescheduleInputSchema>;

const partySchema = z.object({ adults: z.number().int(), children: z.number().int() });
const placeSchema = z.object({ date: z.string(), startsAt: isoDateTime, participants: partySchema });

/** What the move costs, in major units of `currency`; `difference` is new - old (negative: money back). */
const changePricingSchema = z.object({
  oldTotal: z.number(),
  newTotal: z.number(),
  difference: z.number(),
  currency: z.string(),
});

/** What a move to that date would do, before it is asked for. */
export const rescheduleQuoteSchema = z.object({
  bookingId: idSchema,
  from: placeSchema,
  to: placeSchema,
  pricing: changePricingSchema,
  /** Past the free-cancellation cut-off: the operator decides (an admin's own move never waits). */
  needsApproval: z.boolean(),
  /**
   * How the difference is settled: `none` (same price), `on_site` (paid at the meeting point: the new
   * total stands), `checkout` (paid online: the higher difference on Stripe's page), `refund` (paid
   * online: the lower difference goes back to the card at once).
   */
  settlement: z.enum(['none', 'on_site', 'checkout', 'refund']),
  seatsLeft: z.number().int(),
});
export type RescheduleQuote = z.infer<typeof rescheduleQuoteSchema>;
export const rescheduleQuoteResponseSchema = entityResponseSchema(rescheduleQuoteSchema);

export const bookingChangeSchema = z.object({
  _id: idSchema,
  bookingId: idSchema,
  reference: z.string(),
  tour: z.object({ _id: idSchema, title: z.string() }),
  traveller: z.object({ _id: idSchema, name: z.string(), email: z.string() }),
  status: z.enum(bookingChangeStatuses),
  requestedBy: z.enum(['traveller', 'admin']),
  from: placeSchema,
  to: placeSchema,
  pricing: changePricingSchema,
  settlement: rescheduleQuoteSchema.shape.settlement,
  note: z.string().nullable(),
  /** The operator's word on a request (always given on a denial), or why it lapsed. */
  decisionNote: z.string().nullable(),
  /** The higher difference paid online: Stripe's page while the new seats are held, then what was paid. */
  payment: z
    .object({
      checkoutUrl: z.string().nullable(),
      holdExpiresAt: isoDateTime.nullable(),
      amountPaid: z.number(),
      paidAt: isoDateTime.nullable(),
    })
    .nullable(),
  createdAt: isoDateTime,
  decidedAt: isoDateTime.nullable(),
  appliedAt: isoDateTime.nullable(),
});
export type BookingChange = z.infer<typeof bookingChangeSchema>;
export const bookingChangeListResponseSchema = listResponseSchema(bookingChangeSchema);

/** The answer to a reschedule: the booking as it stands now and the change made or opened. */
export const rescheduleResponseSchema = entityResponseSchema(
  z.object({ booking: bookingSchema, change: bookingChangeSchema }),
);
export type RescheduleResult = z.infer<typeof rescheduleResponseSchema>['data'];

export const bookingChangeResponseSchema = entityResponseSchema(bookingChangeSchema);

export const myBookingChangesQuerySchema = pageQuerySchema.extend({
  /** Only the open ones (requested or waiting for payment). */
  open: z
    .enum(['true', 'false'], { message: 'open must be true or false' })
    .transform((value) => value === 'true')
    .optional(),
});
export const bookingChangeListQuerySchema = pageQuerySchema.extend({
  status: z
    .enum(bookingChangeStatuses, { message: `status must be one of ${bookingChangeStatuses.join(', ')}` })
    .optional(),
});

export const approveBookingChangeSchema = z.object({
  note: changeNote.nullish().transform((value) => value || null),
});
/** A denial always says why: the traveller reads it. */
export const denyBookingChangeSchema = z.object({
  note: changeNote.min(1, { message: 'Say why the change is denied' }),
});
