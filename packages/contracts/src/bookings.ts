import { z } from 'zod';
import { attendanceSchema } from './attendance.ts';
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
import {
  absoluteUrl,
  type KarvaanContext,
  karvaanIsRecord,
  karvaanText,
  karvaanTourSeatsVehicleId,
  karvaanWeekdayName,
} from './karvaan-client.ts';
import { toMajorUnits, toMinorUnits } from './money.ts';
import { tourFactSchema } from './tour-facts-schema.ts';

/** A calendar date in the operator's time zone. */
export const localDateSchema = z
  .string({ message: 'must be a date' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { message: 'must be a date as YYYY-MM-DD' })
  .refine(
    (value) =>
      !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) &&
      new Date(`${value}T00:00:00Z`).toISOString().startsWith(value),
    {
      message: 'must be a real date',
    },
  );

export const availabilityQuerySchema = z.object({ from: localDateSchema, to: localDateSchema });
export type AvailabilityQuery = z.infer<typeof availabilityQuerySchema>;

/**
 * Why a date cannot be booked; absent when it can. `incomplete`: the tour still lacks a fact a traveller
 * needs (`missingFacts`), so no date of it can be booked yet.
 */
export const unavailableReasons = ['no-departure', 'closed', 'cutoff', 'full', 'incomplete'] as const;

export const availabilityDateSchema = z.object({
  date: z.string(),
  /** When the departure starts (UTC instant); null on a day without a departure. */
  startsAt: isoDateTime.nullable(),
  capacity: z.number().int(),
  seatsLeft: z.number().int(),
  bookable: z.boolean(),
  reason: z.enum(unavailableReasons).optional(),
});
export type AvailabilityDate = z.infer<typeof availabilityDateSchema>;

export const availabilityResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({
    tourId: idSchema,
    timezone: z.string(),
    departureTime: z.string(),
    /** What the tour lacks before it can be booked (`missingTourFacts`); empty when it can be. */
    missingFacts: z.array(tourFactSchema),
    dates: z.array(availabilityDateSchema),
    /**
     * The first date on or after `from` that can be booked, looking past `to` up to the end of the
     * booking window (`policy.bookingWindowMonths`); null when none can. The calendar opens on its month.
     */
    firstBookable: z.string().nullable(),
  }),
});
export type Availability = z.infer<typeof availabilityResponseSchema>['data'];

/** `PUT` (close) or `DELETE` (reopen) `/api/admin/tours/:id/closed-dates/:date`, admin only. */
export const closedDateParamsSchema = z.object({ id: z.string(), date: localDateSchema });

/**
 * A closed date takes no new bookings; those already made are not cancelled, so closing answers how many
 * are live on it (pending and confirmed) for the admin to deal with. Reopening answers 0.
 */
export const closedDateResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({
    tourId: z.string(),
    date: z.string(),
    closed: z.boolean(),
    liveBookings: z.number().int(),
  }),
});
export type ClosedDate = z.infer<typeof closedDateResponseSchema>['data'];

const contactText = (label: string, max: number) =>
  z
    .string({ message: `${label} is required` })
    .trim()
    .min(1, { message: `${label} is required` })
    .max(max, { message: `${label} is too long` })
    .refine(withoutNul, nulMessage);

export const bookingInputSchema = z.object({
  tourId: idSchema,
  date: localDateSchema,
  participants: z.object({
    adults: z
      .number({ message: 'adults must be a number' })
      .int({ message: 'adults must be a whole number' })
      .min(1, { message: 'At least one adult travels on every booking' })
      .max(limits.bookingMaxParticipants, {
        message: `At most ${limits.bookingMaxParticipants} people per booking`,
      }),
    children: z
      .number({ message: 'children must be a number' })
      .int({ message: 'children must be a whole number' })
      .min(0, { message: 'children cannot be negative' })
      .max(limits.bookingMaxParticipants, {
        message: `At most ${limits.bookingMaxParticipants} people per booking`,
      })
      .default(0),
  }),
  contact: z.object({
    name: contactText('Name', 100),
    email: z.email({ message: 'Enter a valid e-mail address' }).max(254),
    phone: contactText('Phone', 40).regex(/^[+()\d\s.-]{6,40}$/, { message: 'Enter a valid phone number' }),
  }),
  specialRequests: z
    .string()
    .trim()
    .max(limits.specialRequestsMax, {
      message: `Keep special requests under ${limits.specialRequestsMax} characters`,
    })
    .refine(withoutNul, nulMessage)
    .nullish()
    .transform((value) => value || null),
});
export type BookingInput = z.input<typeof bookingInputSchema>;

export const bookingStatuses = ['pending', 'confirmed', 'completed', 'cancelled'] as const;
/**
 * `unpaid` / `paid` / `refunded` keep their meaning (paid at the meeting point, marked by an admin).
 * With online payment (issue 16): `pending` while the seats are held for the traveller to pay, `failed`
 * when the hold ended unpaid, `partially_refunded` when Stripe returned part of the money.
 */
export const paymentStatuses = [
  'unpaid',
  'paid',
  'refunded',
  'pending',
  'partially_refunded',
  'failed',
] as const;
export type PaymentStatus = (typeof paymentStatuses)[number];
/** The statuses an admin may set by hand (payment at the meeting point); the others follow Stripe. */
export const manualPaymentStatuses = ['unpaid', 'paid'] as const;
/** `failed`: Stripe refused or could not complete an approved refund; it can be approved again (retried). */
export const refundStatuses = ['requested', 'approved', 'denied', 'failed'] as const;

/**
 * A booking's online payment (Stripe Checkout); null for a booking paid at the meeting point. Amounts
 * are major units of `currency`, as every price on the wire.
 */
export const bookingPaymentSchema = z.object({
  provider: z.literal('stripe'),
  /** Until when the seats are held for the traveller to pay; null once paid or released. */
  holdExpiresAt: isoDateTime.nullable(),
  /**
   * Stripe's hosted payment page while the hold is open, for the booking's traveller only (null to
   * anyone else, and once paid or released).
   */
  checkoutUrl: z.string().nullable(),
  amountPaid: z.number(),
  amountRefunded: z.number(),
  currency: z.string(),
  paidAt: isoDateTime.nullable(),
  card: z.object({ brand: z.string(), last4: z.string() }).nullable(),
  /** Stripe's receipt for the payment, when it has one. */
  receiptUrl: z.string().nullable(),
  /** A chargeback the traveller's bank opened (`charge.dispute.created`). */
  dispute: z
    .object({ reason: z.string(), status: z.string(), amount: z.number(), openedAt: isoDateTime })
    .nullable(),
});
export type BookingPayment = z.infer<typeof bookingPaymentSchema>;

export const bookingSchema = z.object({
  _id: idSchema,
  reference: z.string(),
  /**
   * The place, meeting point and duration are always there: only a tour with every fact is booked
   * (`missingTourFacts`), and a fact once given is never removed.
   */
  tour: z.object({
    _id: idSchema,
    title: z.string(),
    city: z.string(),
    meetingPoint: z.string(),
    durationMinutes: z.number().int(),
    image: z.object({ url: z.string(), thumbUrl: z.string() }).nullable(),
  }),
  date: z.string(),
  startsAt: isoDateTime,
  timezone: z.string(),
  participants: z.object({ adults: z.number().int(), children: z.number().int() }),
  contact: z.object({ name: z.string(), email: z.string(), phone: z.string() }),
  specialRequests: z.string().nullable(),
  /** Prices in major units, as computed by the server when booked. */
  pricing: z.object({
    adultPrice: z.number(),
    childPrice: z.number(),
    total: z.number(),
    currency: z.string(),
  }),
  status: z.enum(bookingStatuses),
  paymentStatus: z.enum(paymentStatuses),
  refund: z
    .object({
      status: z.enum(refundStatuses),
      withinPolicy: z.boolean(),
      note: z.string().nullable(),
      /** What was approved to go back (major units); null until approved, or for a payment made on the spot. */
      amount: z.number().nullable(),
      /** Why Stripe refused or failed the refund, when `status` is `failed`. */
      failureReason: z.string().nullable(),
      /**
       * Since when Stripe's answer to the approved refund is missing (no answer, a timeout): whether the
       * money went back is not confirmed yet. The server asks Stripe again (the same refund, never a second
       * one) every minute until it answers; null otherwise.
       */
      unconfirmedSince: isoDateTime.nullable(),
    })
    .nullable(),
  payment: bookingPaymentSchema.nullable(),
  cancellationReason: z.string().nullable(),
  cancelledAt: isoDateTime.nullable(),
  /**
   * Who cancelled it: its traveller, the operator (this booking, or its whole departure: then
   * `POST /api/bookings/:id/rebook` books another date in one step), or the system (a payment hold ran out).
   */
  cancelledBy: z.enum(['traveller', 'operator', 'system']).nullable(),
  /**
   * The booking made from this one in one step after the operator cancelled it (`POST
   * /api/bookings/:id/rebook`): one per cancelled booking. Null when it was not rebooked that way.
   */
  rebookedAs: z.object({ _id: idSchema, date: z.string() }).nullable(),
  /** Cancelling before this instant is free (`policy.freeCancellationHours` before the start). */
  freeCancellationUntil: isoDateTime,
  /** Checked in at the meeting point, or marked a no-show (tour-day.ts). */
  attendance: attendanceSchema,
  /**
   * The SEQUENCE of the booking's calendar event (`/api/bookings/:id/calendar.ics`, whose UID never
   * changes): it grows with every change a calendar must take over (cancelled, moved).
   */
  calendarSequence: z.number().int(),
  user: z.object({ _id: idSchema, name: z.string(), email: z.string() }),
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
});
export type Booking = z.infer<typeof bookingSchema>;

export const bookingResponseSchema = z.object({ success: z.literal(true), data: bookingSchema });

export const bookingListResponseSchema = listResponseSchema(bookingSchema);

/**
 * The traveller's bookings in three lists (`GET /api/bookings/my-bookings?scope=`): `upcoming` (not
 * cancelled, not started yet; the next trip first), `past` (not cancelled, started; the latest first) and
 * `cancelled` (the latest cancelled first). Without a scope: every booking, newest first, as the spec's
 * client reads them.
 */
export const myBookingScopes = ['upcoming', 'past', 'cancelled'] as const;
export type MyBookingScope = (typeof myBookingScopes)[number];

export const myBookingsQuerySchema = pageQuerySchema.extend({
  scope: z
    .enum(myBookingScopes, { message: `scope must be one of ${myBookingScopes.join(', ')}` })
    .optional(),
});
export type MyBookingsQuery = z.output<typeof myBookingsQuerySchema>;

/** How many bookings each of the traveller's lists holds (`GET /api/bookings/my-bookings/summary`). */
export const myBookingsSummarySchema = z.object({
  upcoming: z.number().int(),
  past: z.number().int(),
  cancelled: z.number().int(),
}) satisfies z.ZodType<Record<MyBookingScope, number>>;
export type MyBookingsSummary = z.infer<typeof myBookingsSummarySchema>;
export const myBookingsSummaryResponseSchema = entityResponseSchema(myBookingsSummarySchema);

/** Admin: every booking, filtered. */
export const bookingListQuerySchema = pageQuerySchema.extend({
  status: z
    .enum(bookingStatuses, { message: `status must be one of ${bookingStatuses.join(', ')}` })
    .optional(),
  paymentStatus: z
    .enum(paymentStatuses, { message: `paymentStatus must be one of ${paymentStatuses.join(', ')}` })
    .optional(),
  /** Bookings whose refund is in this state (`failed`: to retry). */
  refundStatus: z
    .enum(refundStatuses, { message: `refundStatus must be one of ${refundStatuses.join(', ')}` })
    .optional(),
  /** Only bookings with a chargeback. */
  disputed: z
    .enum(['true', 'false'], { message: 'disputed must be true or false' })
    .transform((value) => value === 'true')
    .optional(),
  tourId: z.string().optional(),
  from: localDateSchema.optional(),
  to: localDateSchema.optional(),
  /** A booking reference or an e-mail, or part of one. */
  q: z.string().trim().max(100).optional(),
});
export type BookingListQuery = z.infer<typeof bookingListQuerySchema>;

/** `POST /api/admin/departures/:id/cancel`: why, in words every traveller of the departure reads. */
export const cancelDepartureSchema = z.object({
  reason: z
    .string({ message: 'Tell the travellers why' })
    .trim()
    .min(limits.cancelReasonMin, { message: `Write at least ${limits.cancelReasonMin} characters` })
    .max(limits.cancelReasonMax, { message: `Keep the reason under ${limits.cancelReasonMax} characters` })
    .refine(withoutNul, nulMessage),
});

/** What cancelling a departure did: every booking of it cancelled (and refunded) once. */
export const departureCancellationSchema = z.object({
  departureId: idSchema,
  tourId: idSchema,
  date: z.string(),
  cancelledAt: isoDateTime,
  reason: z.string(),
  /** Bookings cancelled by this request (a booking already cancelled is not counted again). */
  bookingsCancelled: z.number().int(),
  /** Of those, refunds sent back to a card through Stripe. */
  onlineRefunds: z.number().int(),
});
export type DepartureCancellation = z.infer<typeof departureCancellationSchema>;
export const departureCancellationResponseSchema = entityResponseSchema(departureCancellationSchema);

/** `POST /api/bookings/:id/rebook`: the same tour, party and contact on another date, in one step. */
export const rebookSchema = z.object({ date: localDateSchema });

export const cancelBookingSchema = z.object({
  reason: z
    .string({ message: 'Tell us why you cancel' })
    .trim()
    .min(limits.cancelReasonMin, { message: `Write at least ${limits.cancelReasonMin} characters` })
    .max(limits.cancelReasonMax, { message: `Keep the reason under ${limits.cancelReasonMax} characters` })
    .refine(withoutNul, nulMessage),
});

export const adminBookingUpdateSchema = z
  .object({
    status: z
      .enum(bookingStatuses, { message: `status must be one of ${bookingStatuses.join(', ')}` })
      .optional(),
    paymentStatus: z
      .enum(paymentStatuses, { message: `paymentStatus must be one of ${paymentStatuses.join(', ')}` })
      .optional(),
  })
  .refine((value) => value.status !== undefined || value.paymentStatus !== undefined, {
    message: 'Send a status or a paymentStatus',
    path: ['status'],
  });

const refundNote = z
  .string()
  .trim()
  .max(limits.refundNoteMax, { message: `Keep the note under ${limits.refundNoteMax} characters` })
  .refine(withoutNul, nulMessage);

/**
 * `amount` (major units) is what goes back: absent for everything still paid. A refund for a cancellation
 * inside the free window is always in full; outside it the admin may enter a part.
 */
export const approveRefundSchema = z.object({
  note: refundNote.nullish().transform((v) => v || null),
  amount: z
    .number({ message: 'amount must be a number' })
    .positive({ message: 'The refund must be more than 0' })
    .max(limits.priceMax * limits.bookingMaxParticipants, { message: 'The refund is too large' })
    .nullish()
    .transform((v) => v ?? null),
});
/** A denial always says why: the traveller reads it. */
export const denyRefundSchema = z.object({
  note: refundNote.min(1, { message: 'Say why the refund is denied' }),
});

/** An `Idempotency-Key` header: the same key from the same user answers the first booking again. */
export const idempotencyKeySchema = z
  .string()
  .regex(/^[\w.:-]{8,100}$/, { message: 'Idempotency-Key must be 8-100 letters, digits or . _ : -' });

/** `GET /api/admin/payments?date=YYYY-MM-DD` (admin): a day's money, in the operator's time zone. */
export const paymentsDayQuerySchema = z.object({ date: localDateSchema.optional() });

export const paymentMovementKinds = ['payment', 'refund', 'dispute'] as const;

export const paymentMovementSchema = z.object({
  kind: z.enum(paymentMovementKinds),
  /** Major units of `currency`; always positive (a refund's amount is what went back). */
  amount: z.number(),
  currency: z.string(),
  at: isoDateTime,
  booking: z.object({
    _id: idSchema,
    reference: z.string(),
    tourTitle: z.string(),
    customerName: z.string(),
    paymentStatus: z.enum(paymentStatuses),
  }),
});
export type PaymentMovement = z.infer<typeof paymentMovementSchema>;

const moneyTotal = z.object({ count: z.number().int(), amount: z.number() });

export const paymentsDaySchema = z.object({
  date: z.string(),
  timezone: z.string(),
  currency: z.string(),
  takings: moneyTotal,
  refunds: moneyTotal,
  disputes: moneyTotal,
  /** Takings less refunds and disputed amounts. */
  net: z.number(),
  /** Refunds an admin approved that Stripe refused or failed, whatever the day: they wait for a retry. */
  failedRefunds: z.number().int(),
  /** Disputes not yet closed, whatever the day. */
  openDisputes: z.number().int(),
  movements: z.array(paymentMovementSchema),
});
export type PaymentsDay = z.infer<typeof paymentsDaySchema>;
export const paymentsDayResponseSchema = z.object({ success: z.literal(true), data: paymentsDaySchema });

/*
 * The Karvaan Tours client (karvaan-client.ts). It books with its own names and choices, some of which our
 * bookings have no place for: a senior is an adult (no tour of ours prices seniors apart); the pickup
 * place, language, time slot, vehicle and extras become special requests the operator reads; its
 * `totalAmount`, `paymentMethod` and `paymentIntentId` are ignored (the server prices every booking, and
 * a payment method tokenised by another Stripe account cannot be charged here).
 */

const karvaanObject = (value: unknown) => (karvaanIsRecord(value) ? value : {});
const karvaanOptionNames: Record<string, string> = {
  stroller: 'baby stroller',
  wheelchair: 'wheelchair access',
  extraLuggage: 'extra luggage',
};

/** At most `max` UTF-16 units (what the schema counts), never ending on half a surrogate pair. */
function karvaanCapped(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1).replace(/[\uD800-\uDBFF]$/, '');
  return `${cut}…`;
}

/**
 * What the client asked for that our booking has no field for, as lines of special requests: the
 * facts the operator needs first (a long free text is what the cap cuts), then the traveller's own words.
 */
function karvaanSpecialRequests(body: Record<string, unknown>): string | null {
  const contactInfo = karvaanObject(body.contactInfo);
  const participants = karvaanObject(body.participants);
  const vehicle = karvaanObject(body.selectedVehicle);
  const lines: string[] = [];
  const pickup = karvaanText(contactInfo.pickupLocation);
  if (pickup) lines.push(`Pickup location: ${pickup}`);
  const language = karvaanText(contactInfo.language);
  if (language) lines.push(`Language: ${language}`);
  const slot = karvaanText(body.selectedTimeSlot);
  if (slot) lines.push(`Time slot chosen: ${slot}`);
  const seniors = participants.seniors;
  if (typeof seniors === 'number' && seniors > 0) lines.push(`Seniors: ${seniors} (booked as adults)`);
  const vehicleName = [
    ...new Set([vehicle.transportModal, vehicle.makeVariant, vehicle.transportType].map(karvaanText)),
  ]
    .filter(Boolean)
    .join(' ');
  if (vehicleName && vehicle.id !== karvaanTourSeatsVehicleId) {
    const capacity = typeof vehicle.capacity === 'number' ? `, up to ${vehicle.capacity} people` : '';
    lines.push(`Vehicle: ${vehicleName}${capacity}`);
  }
  const options = Object.entries(karvaanObject(body.additionalOptions))
    .filter(([, chosen]) => chosen === true)
    .map(([name]) => karvaanOptionNames[name] ?? name);
  if (options.length > 0) lines.push(`Extras: ${options.join(', ')}`);
  const own = karvaanText(contactInfo.specialRequirements);
  if (own) lines.push(own);
  return lines.length > 0 ? karvaanCapped(lines.join('\n'), limits.specialRequestsMax) : null;
}

/** The client's booking request in our names (`BookingInput`); what does not fit is refused by our schema. */
export function karvaanBookingInput(body: unknown): unknown {
  if (!karvaanIsRecord(body)) return body;
  const old = body;
  const participants = karvaanObject(old.participants);
  const contactInfo = karvaanObject(old.contactInfo);
  const count = (value: unknown) => (value === undefined || value === null ? 0 : value);
  const adults = count(participants.adults);
  const seniors = count(participants.seniors);
  return {
    tourId: old.postId,
    date: old.tourDate,
    participants: {
      adults: typeof adults === 'number' && typeof seniors === 'number' ? adults + seniors : adults,
      children: participants.children ?? 0,
    },
    contact: { name: contactInfo.fullName, email: contactInfo.email, phone: contactInfo.phone },
    specialRequests: karvaanSpecialRequests(old),
  };
}
export const karvaanBookingInputAliases =
  'Also takes the Karvaan Tours request: `postId`, `tourDate`, `participants.seniors` (counted as adults), `contactInfo{fullName,email,phone}`; `contactInfo.pickupLocation`, `contactInfo.language`, `contactInfo.specialRequirements`, `selectedTimeSlot`, `selectedVehicle` and `additionalOptions` become `specialRequests` (capped); `totalAmount`, `paymentMethod`, `paymentIntentId` are ignored (the server prices the booking).';

/** The client's payment statuses: it colours `succeeded`, `pending` and `failed`; ours it cannot know pass as they are. */
export function karvaanPaymentStatus(status: PaymentStatus): string {
  switch (status) {
    case 'paid':
      return 'succeeded';
    case 'unpaid':
    case 'pending':
      return 'pending';
    default:
      return status;
  }
}

/**
 * How the client reads a booking's payment method: `pay-later` ("Payment Due") while the money is still
 * to be collected, at the meeting point or an online payment not made yet; once money moved, how it was
 * paid: `stripe` online, `meeting-point` on the spot.
 */
function karvaanPaymentMethod(booking: Booking): string {
  if (booking.paymentStatus === 'unpaid' || booking.paymentStatus === 'pending') return 'pay-later';
  return booking.payment ? 'stripe' : 'meeting-point';
}

const karvaanMinus = (a: number, b: number) => toMajorUnits(toMinorUnits(a) - toMinorUnits(b));

/** The client's refund statuses: `pending` waits for the admin, `processed` went back, `none` there is none. */
function karvaanCancellation(booking: Booking) {
  const refund = booking.refund;
  const stillPaid = booking.payment
    ? karvaanMinus(booking.payment.amountPaid, booking.payment.amountRefunded)
    : booking.paymentStatus === 'paid'
      ? booking.pricing.total
      : 0;
  const taken = booking.payment ? booking.payment.amountPaid : booking.pricing.total;
  let refundStatus: string = 'none';
  let refundAmount = 0;
  let refundFee = 0;
  if (refund?.status === 'requested' || refund?.status === 'failed') {
    refundStatus = refund.status === 'requested' ? 'pending' : 'failed';
    refundAmount = stillPaid;
  } else if (refund?.status === 'approved') {
    // Approved while Stripe's answer is still missing: not known to have gone back yet.
    refundStatus = refund.unconfirmedSince ? 'processing' : 'processed';
    refundAmount =
      refund.amount ?? (booking.payment ? booking.payment.amountRefunded : booking.pricing.total);
    refundFee = Math.max(0, karvaanMinus(taken, refundAmount));
  } else if (refund?.status === 'denied') {
    refundStatus = 'denied';
  }
  return {
    reason: booking.cancellationReason,
    cancelledAt: booking.cancelledAt,
    requiresAdminApproval: refund?.status === 'requested',
    refundStatus,
    refundAmount,
    refundFee,
  };
}

/** The departure's local start as the client's time slots read ("9:00 AM"). */
function karvaanTimeSlot(startsAt: string, timezone: string): string {
  return new Intl.DateTimeFormat('en-US', {
    timeZone: timezone,
    hour: 'numeric',
    minute: '2-digit',
    hour12: true,
  })
    .format(new Date(startsAt))
    .replace(/\s+/g, ' ');
}

/**
 * A booking with the client's names added. `payment` is replaced: ours is null for a booking paid at the
 * meeting point, the client reads an object on every booking (its admin pages crash otherwise).
 */
export function karvaanBooking(booking: Booking, context: KarvaanContext) {
  const image = booking.tour.image ? absoluteUrl(booking.tour.image.url, context) : null;
  const dayIndex = new Date(`${booking.date}T00:00:00Z`).getUTCDay();
  return {
    ...booking,
    bookingReference: booking.reference,
    post: {
      _id: booking.tour._id,
      title: booking.tour.title,
      mainImage: image ? { url: image } : null,
      imageUrl: image,
    },
    // The local date at midnight UTC: the client shows it with timeZone UTC and counts 24 hours from it.
    tourDate: `${booking.date}T00:00:00.000Z`,
    selectedDay: karvaanWeekdayName(dayIndex || 7),
    selectedTimeSlot: karvaanTimeSlot(booking.startsAt, booking.timezone),
    participants: { ...booking.participants, seniors: 0 },
    contactInfo: {
      fullName: booking.contact.name,
      email: booking.contact.email,
      phone: booking.contact.phone,
      specialRequirements: booking.specialRequests,
    },
    payment: {
      amount: booking.pricing.total,
      currency: booking.pricing.currency,
      status: karvaanPaymentStatus(booking.paymentStatus),
      method: karvaanPaymentMethod(booking),
      receiptUrl: booking.payment?.receiptUrl ?? null,
      checkoutUrl: booking.payment?.checkoutUrl ?? null,
      paidAt: booking.payment?.paidAt ?? null,
    },
    ...(booking.status === 'cancelled' ? { cancellation: karvaanCancellation(booking) } : {}),
  };
}
export const karvaanBookingAliases =
  "Each booking also has `bookingReference` (`reference`), `post{_id,title,mainImage{url},imageUrl}` (`tour`), `tourDate` (`date` at midnight UTC), `selectedDay`, `selectedTimeSlot` (the departure's local start), `participants.seniors: 0`, `contactInfo{fullName,email,phone,specialRequirements}` (`contact`, `specialRequests`) and, when cancelled, `cancellation{reason,cancelledAt,requiresAdminApproval,refundStatus: pending|processing|processed|denied|failed|none,refundAmount,refundFee}` (`refund`). `payment` is replaced by `{amount: pricing.total, currency, status: succeeded|pending|failed|refunded|partially_refunded, method: pay-later|stripe|meeting-point, receiptUrl, checkoutUrl, paidAt}` on every booking.";

/** A refund decision the client sends without a body: approving returns everything still paid. */
export function karvaanApproveRefundInput(body: unknown): unknown {
  return body ?? {};
}
/** The note a denial without one carries (the client asks for none); the traveller reads it. */
export const karvaanDenialNote = 'Refund request declined.';
export function karvaanDenyRefundInput(body: unknown): unknown {
  const given = karvaanObject(body);
  return karvaanText(given.note) ? given : { ...given, note: karvaanDenialNote };
}
export const karvaanRefundInputAliases =
  'Also takes no body (the Karvaan Tours client sends none): approving returns everything still paid; a denial carries the note "Refund request declined.".';
