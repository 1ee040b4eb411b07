import { z } from 'zod';
import { attendanceSchema, attendanceStates } from './attendance.ts';
import { bookingStatuses, localDateSchema, paymentStatuses } from './bookings.ts';
import { entityResponseSchema, idSchema, isoDateTime, pageQuerySchema, searchTermSchema } from './common.ts';
import { limits } from './constants.ts';

/**
 * The day of the tour (issue 27): the traveller's ticket, the operator's departures of a day, their
 * manifests and check-in. Times on the wire are UTC instants with the operator's `timezone`; `time` and
 * `date` are already local (Asia/Tokyo by default), as a reader gets them.
 */

/** `GET /api/bookings/:id/ticket`: what the traveller shows at the meeting point. */
export const ticketSchema = z.object({
  bookingId: idSchema,
  reference: z.string(),
  /** `confirmed` tickets are valid; the others say why not (waiting for payment or confirmation, cancelled). */
  status: z.enum(bookingStatuses),
  tour: z.object({
    _id: idSchema,
    title: z.string(),
    city: z.string(),
    meetingPoint: z.string(),
    durationMinutes: z.number().int(),
  }),
  /** Local date and start time, and the zone they are in (said as such: "09:00 JST"). */
  date: z.string(),
  time: z.string(),
  timezone: z.string(),
  zoneAbbreviation: z.string(),
  startsAt: isoDateTime,
  endsAt: isoDateTime,
  /** The meeting point on a map (a search, so it works for any address). */
  mapUrl: z.string(),
  participants: z.object({ adults: z.number().int(), children: z.number().int() }),
  leadTraveller: z.string(),
  /**
   * What the QR code carries: a signed, unguessable code, never the booking id. Null while the ticket
   * cannot be used (not confirmed yet, or cancelled). A new date gives a new code; the old one stops working.
   */
  checkInCode: z.string().nullable(),
  /** The same code drawn as a QR code (SVG markup), or null with it. */
  qrSvg: z.string().nullable(),
  attendance: attendanceSchema,
});
export type Ticket = z.infer<typeof ticketSchema>;
export const ticketResponseSchema = entityResponseSchema(ticketSchema);

/** Where a departure is in its day, from the operator's clock. */
export const departurePhases = ['upcoming', 'boarding', 'running', 'ended'] as const;
export type DeparturePhase = (typeof departurePhases)[number];

/** One departure on the operator's list of a day, with its head count (seats, adults + children). */
export const departureDaySummarySchema = z.object({
  _id: idSchema,
  tour: z.object({ _id: idSchema, title: z.string(), meetingPoint: z.string() }),
  date: z.string(),
  time: z.string(),
  startsAt: isoDateTime,
  endsAt: isoDateTime,
  phase: z.enum(departurePhases),
  capacity: z.number().int(),
  /** Bookings that are confirmed or completed (not cancelled, not waiting). */
  bookings: z.number().int(),
  /** Their travellers: all expected, those checked in, those marked no-show, and the rest still to come. */
  expected: z.number().int(),
  checkedIn: z.number().int(),
  noShow: z.number().int(),
  toCome: z.number().int(),
  /** The operator called it off (`POST /api/admin/departures/:id/cancel`): when, and the reason travellers read. */
  cancelled: z.object({ at: isoDateTime, reason: z.string() }).nullable(),
});
export type DepartureDaySummary = z.infer<typeof departureDaySummarySchema>;

/**
 * A page of a day's departures (a busy day has hundreds): `q` keeps those whose tour's title contains it.
 */
export const departuresOfDayQuerySchema = pageQuerySchema.extend({
  /** The local date; today in the operator's time zone when absent. */
  date: localDateSchema.optional(),
  q: searchTermSchema('q'),
});
export type DeparturesOfDayQuery = z.infer<typeof departuresOfDayQuerySchema>;

export const departuresOfDaySchema = z.object({
  date: z.string(),
  timezone: z.string(),
  zoneAbbreviation: z.string(),
  /** This page of the day's departures, soonest first (then by tour title). */
  departures: z.array(departureDaySummarySchema),
  /** How many departures of the day have travellers (and match `q`), and the pages they fill. */
  total: z.number().int(),
  page: z.number().int(),
  pages: z.number().int(),
});
export type DeparturesOfDay = z.infer<typeof departuresOfDaySchema>;
export const departuresOfDayResponseSchema = entityResponseSchema(departuresOfDaySchema);

/** A booking as the guide reads it on the manifest. */
export const manifestEntrySchema = z.object({
  bookingId: idSchema,
  reference: z.string(),
  status: z.enum(bookingStatuses),
  leadName: z.string(),
  phone: z.string(),
  email: z.string(),
  adults: z.number().int(),
  children: z.number().int(),
  specialRequests: z.string().nullable(),
  paymentStatus: z.enum(paymentStatuses),
  /** What is still to be paid at the meeting point (major units of `currency`); 0 when paid online. */
  dueOnSite: z.number(),
  currency: z.string(),
  attendance: attendanceSchema,
});
export type ManifestEntry = z.infer<typeof manifestEntrySchema>;

/** `GET /api/admin/departures/:id/manifest`: every booking of the departure that is not cancelled. */
export const manifestSchema = z.object({
  departure: departureDaySummarySchema,
  timezone: z.string(),
  zoneAbbreviation: z.string(),
  entries: z.array(manifestEntrySchema),
});
export type Manifest = z.infer<typeof manifestSchema>;
export const manifestResponseSchema = entityResponseSchema(manifestSchema);

/** `POST /api/admin/departures/:id/check-in`: the QR code as scanned, or a reference typed by hand. */
export const checkInBodySchema = z.object({
  code: z
    .string({ message: 'Scan a ticket or type its reference' })
    .trim()
    .min(1, { message: 'Scan a ticket or type its reference' })
    .max(limits.checkInCodeMax, { message: 'This is not a ticket code' }),
});
export type CheckInBody = z.infer<typeof checkInBodySchema>;

export const checkInResultSchema = z.object({
  /** `already_checked_in`: a second scan (by this or another device) changed nothing. */
  outcome: z.enum(['checked_in', 'already_checked_in']),
  entry: manifestEntrySchema,
});
export type CheckInResult = z.infer<typeof checkInResultSchema>;
export const checkInResponseSchema = entityResponseSchema(checkInResultSchema);

/**
 * `PUT /api/admin/bookings/:id/attendance`: staff check a party in by hand, mark it a no-show after the
 * start, or undo either (`none`) until the departure is completed.
 */
export const attendanceBodySchema = z.object({
  state: z.enum([...attendanceStates, 'none'], {
    message: `state must be one of ${[...attendanceStates, 'none'].join(', ')}`,
  }),
});
export type AttendanceBody = z.infer<typeof attendanceBodySchema>;
export const manifestEntryResponseSchema = entityResponseSchema(manifestEntrySchema);

/** `details.reason` of a refused check-in, so the scanner says what is wrong with the ticket. */
export const checkInRefusals = {
  /** The ticket belongs to another departure (another day or another tour): `details.booking` says which. */
  otherDeparture: 'other-departure',
  cancelled: 'cancelled',
  /** Waiting for payment or for the operator's confirmation. */
  notConfirmed: 'not-confirmed',
  /** Check-in opens on the departure's day and closes when the departure is completed. */
  notToday: 'not-today',
} as const;
