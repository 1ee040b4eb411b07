import {
  type Booking,
  type BookingChange,
  type BookingPayment,
  missingTourFacts,
  type Tour,
} from '@tabi/contracts';
import { emma } from './session.ts';

export const tourId = '0b6f3a52-8f7e-4a43-9d8e-3d1c8f5a2b10';

/**
 * A tour as GET /api/posts/:id answers it: a morning walk in Kyoto, no ratings yet. Its `missingFacts`
 * follow the facts patched out (a null city is missing), as the server's would.
 */
export function tourOf(patch: Partial<Tour> = {}): Tour {
  const tour: Omit<Tour, 'missingFacts'> = {
    _id: tourId,
    title: 'Fushimi Inari at dawn',
    category: 'Temples',
    description: 'Walk the thousand gates before the crowds arrive.',
    priceNumber: 80,
    currency: 'USD',
    featured: false,
    archived: false,
    images: [],
    city: 'Kyoto',
    region: 'Kansai',
    durationMinutes: 180,
    averageRating: 0,
    ratingsCount: 0,
    createdAt: '2025-01-01T00:00:00.000Z',
    updatedAt: '2025-01-01T00:00:00.000Z',
    maxGroupSize: 8,
    meetingPoint: 'Inari Station exit',
    highlights: [],
    included: [],
    excluded: [],
    languages: ['English'],
    instantConfirmation: true,
    childPriceShare: 0.5,
    adultsOnly: false,
    departureDays: [1, 2, 3, 4, 5, 6, 7],
    departureTime: '09:00',
    ratingDistribution: { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 },
    ...patch,
  };
  return { ...tour, missingFacts: patch.missingFacts ?? missingTourFacts(tour) };
}

/** Emma's booking of that tour for Friday 12 March 2027, 09:00 JST: two adults and a child. */
export function bookingOf(patch: Partial<Booking> = {}): Booking {
  return {
    _id: 'b0000000-0000-4000-8000-000000000001',
    reference: 'TB-7K3Q9X',
    tour: {
      _id: tourId,
      title: 'Fushimi Inari at dawn',
      city: 'Kyoto',
      meetingPoint: 'Inari Station exit',
      durationMinutes: 180,
      image: null,
    },
    date: '2027-03-12',
    startsAt: '2027-03-12T00:00:00.000Z',
    timezone: 'Asia/Tokyo',
    participants: { adults: 2, children: 1 },
    contact: { name: emma.name, email: emma.email, phone: '+46 70 123 45 67' },
    specialRequests: null,
    pricing: { adultPrice: 80, childPrice: 40, total: 205, currency: 'USD' },
    status: 'confirmed',
    paymentStatus: 'unpaid',
    refund: null,
    payment: null,
    cancellationReason: null,
    cancelledAt: null,
    cancelledBy: null,
    rebookedAs: null,
    freeCancellationUntil: '2027-03-11T00:00:00.000Z',
    attendance: null,
    calendarSequence: 0,
    user: { _id: emma.id, name: emma.name, email: emma.email },
    createdAt: '2027-03-10T03:00:00.000Z',
    updatedAt: '2027-03-10T03:00:00.000Z',
    ...patch,
  };
}

/** A refund request as the server answers it: requested inside the free window, nothing decided yet. */
export function refundOf(
  patch: Partial<NonNullable<Booking['refund']>> = {},
): NonNullable<Booking['refund']> {
  return {
    status: 'requested',
    withinPolicy: true,
    note: null,
    amount: null,
    failureReason: null,
    unconfirmedSince: null,
    ...patch,
  };
}

/**
 * The online payment of `bookingOf`'s booking, paid by Visa on 10 March 2027 at 12:05 JST: $205 taken,
 * nothing refunded. Patch it for a held (`holdExpiresAt`, `checkoutUrl`) or refunded payment.
 */
export function paymentOf(patch: Partial<BookingPayment> = {}): BookingPayment {
  return {
    provider: 'stripe',
    holdExpiresAt: null,
    checkoutUrl: null,
    amountPaid: 205,
    amountRefunded: 0,
    currency: 'USD',
    paidAt: '2027-03-10T03:05:00.000Z',
    card: { brand: 'visa', last4: '4242' },
    receiptUrl: 'https://pay.stripe.com/receipts/acct_1/ch_1/rcpt_1',
    dispute: null,
    ...patch,
  };
}

/** A payment still to be made: the seats are held until 12:30 JST on 10 March 2027, Stripe's page is open. */
export const heldPayment = (patch: Partial<BookingPayment> = {}) =>
  paymentOf({
    holdExpiresAt: '2027-03-10T03:30:00.000Z',
    checkoutUrl: 'https://checkout.stripe.com/c/pay/cs_test_held',
    amountPaid: 0,
    paidAt: null,
    card: null,
    receiptUrl: null,
    ...patch,
  });

/**
 * A date change of `bookingOf`'s booking as the server answers it: Emma asked on 10 March 2027 to move
 * from Friday 12 to Friday 19 March, same party, same price; waiting for the operator.
 */
export function changeOf(patch: Partial<BookingChange> = {}): BookingChange {
  const party = { adults: 2, children: 1 };
  return {
    _id: 'c0000000-0000-4000-8000-000000000001',
    bookingId: 'b0000000-0000-4000-8000-000000000001',
    reference: 'TB-7K3Q9X',
    tour: { _id: tourId, title: 'Fushimi Inari at dawn' },
    traveller: { _id: emma.id, name: emma.name, email: emma.email },
    status: 'requested',
    requestedBy: 'traveller',
    from: { date: '2027-03-12', startsAt: '2027-03-12T00:00:00.000Z', participants: party },
    to: { date: '2027-03-19', startsAt: '2027-03-19T00:00:00.000Z', participants: party },
    pricing: { oldTotal: 205, newTotal: 205, difference: 0, currency: 'USD' },
    settlement: 'none',
    note: null,
    decisionNote: null,
    payment: null,
    createdAt: '2027-03-10T02:00:00.000Z',
    decidedAt: null,
    appliedAt: null,
    ...patch,
  };
}
