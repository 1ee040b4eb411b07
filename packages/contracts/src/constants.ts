/**
 * Facts and numbers shared by the server, the e-mails and the pages.
 * One source of truth: a page that quotes a policy reads it from here, so it cannot disagree with the code.
 */
export const company = {
  name: 'Tabi Tours',
  legalName: 'Tabi Tours K.K.',
  tagline: 'Guided journeys through Japan, led by people who live there.',
  email: 'hello@tabitours.jp',
  phone: '+81 75-555-0142',
  address: {
    street: '448 Karasuma-dori, Nakagyo-ku',
    city: 'Kyoto',
    postalCode: '604-8152',
    country: 'Japan',
  },
  foundedYear: 2019,
  copyrightYear: 2025,
  social: {
    instagram: 'https://www.instagram.com/tabitours',
    facebook: 'https://www.facebook.com/tabitours',
    x: 'https://x.com/tabitours',
    youtube: 'https://www.youtube.com/@tabitours',
  },
} as const;

/**
 * When the office in Kyoto answers (the phone, the live chat), Japan time; closed on Sundays and national
 * holidays. The contact page lists them; the live chat tells a traveller when to expect a reply.
 */
export const officeHours = {
  timeZone: 'Asia/Tokyo',
  /** ISO weekdays (1 = Monday) with their opening hours. */
  days: [
    { label: 'Monday to Friday', weekdays: [1, 2, 3, 4, 5], opens: '09:00', closes: '18:00' },
    { label: 'Saturday', weekdays: [6], opens: '09:00', closes: '17:00' },
  ],
  closed: 'Sunday and national holidays',
  /** While the office is open, support answers the live chat within this many minutes. */
  chatReplyMinutes: 60,
} as const;

export const formattedAddress = `${company.address.street}, ${company.address.city} ${company.address.postalCode}, ${company.address.country}`;

export const policy = {
  /** Free cancellation up to this many hours before the departure starts. */
  freeCancellationHours: 24,
  /** No booking for a departure that starts within this many hours. */
  bookingCutoffHours: 24,
  /** Children pay this share of the adult price unless a tour says otherwise. */
  defaultChildPriceShare: 0.5,
  /**
   * The booking window: the current month and this many after it (the calendar shows no further, and
   * the first bookable date is looked for no further).
   */
  bookingWindowMonths: 12,
  /** Availability can be asked for at most this many days at once. */
  availabilityMaxDays: 90,
  /** A session ends this many days after sign-in, however often it is used... */
  sessionLifetimeDays: 30,
  /** ...or sooner, once it has gone unused this many days. */
  sessionIdleDays: 7,
  /**
   * An account without a password (made with Google) proves it is its owner, before its two-step sign-in
   * changes, by a session opened this recently: the owner signs in again in a minute, while a session
   * left open on a shared computer or copied from a device is almost always older.
   */
  recentSignInMinutes: 10,
  /** An assistant conversation is deleted this many days after its last message. */
  assistantRetentionDays: 30,
  /**
   * With online payment, a new booking's seats are held this long for the traveller to pay (Stripe's
   * Checkout closes then: its shortest allowed lifetime); unpaid, they are released.
   */
  paymentHoldMinutes: 30,
  /** The day-before reminder (mail and notification) leaves this many hours before the start. */
  reminderHoursBefore: 24,
  /**
   * A departure that ended this long ago without its review requests sent (the server was down) is
   * let go: a request about a tour weeks ago reads as noise.
   */
  reviewRequestWithinDays: 7,
  /** With online payment, how many bookings one account may have waiting for payment at once. */
  unpaidHoldsPerAccount: 2,
} as const;

/**
 * With online payment, the most seats one booking may hold while it waits for its payment: half of those
 * left on the date (at least one), so nobody can empty a departure for half an hour without paying.
 */
export function holdMaxSeats(seatsLeft: number): number {
  return Math.max(1, Math.floor(seatsLeft / 2));
}

/** A new tour: the spec's form defaults, then what the server gives a field the form leaves out. */
export const tourDefaults = {
  title: 'Untitled Tour',
  category: 'Tour',
  priceNumber: 100,
  /**
   * Seats of every departure when none is sent: a limit the operator sets and the booking rule keeps,
   * so it is true of every tour that uses it (the place, duration and meeting point have no such default).
   */
  maxGroupSize: 10,
  languages: ['English'],
  instantConfirmation: true,
  childPriceShare: policy.defaultChildPriceShare,
  adultsOnly: false,
  /** Every day of the week (ISO weekdays, 1 = Monday). */
  departureDays: [1, 2, 3, 4, 5, 6, 7],
  departureTime: '09:00',
} as const;

export const limits = {
  descriptionMinLength: 10,
  categoryMinLength: 2,
  categoryMaxLength: 40,
  titleMaxLength: 140,
  descriptionMaxLength: 5000,
  /** A tour's price per person in major units; also the ceiling of the list's price filter. */
  priceMax: 1_000_000,
  placeNameMaxLength: 80,
  meetingPointMaxLength: 200,
  tourDurationMaxMinutes: 14 * 24 * 60,
  groupSizeMax: 200,
  /** Highlights, included and excluded: lines of a list. */
  tourListMaxItems: 20,
  tourListItemMaxLength: 200,
  tourLanguagesMax: 10,
  languageMaxLength: 40,
  tourImagesMax: 12,
  imageAltMaxLength: 200,
  searchMaxLength: 100,
  pageSizeDefault: 12,
  pageSizeMax: 100,
  liveChatMessageMax: 500,
  /** What one may ask the travel assistant at once. */
  assistantMessageMax: 1000,
  /** An assistant conversation keeps its last this many messages (user and model each count one). */
  assistantHistoryMax: 50,
  /** Tool calls a language model may make before it must answer one question. */
  assistantToolRoundsMax: 4,
  bookingMaxParticipants: 30,
  specialRequestsMax: 1000,
  cancelReasonMin: 5,
  cancelReasonMax: 500,
  refundNoteMax: 1000,
  reviewTextMin: 20,
  reviewTextMax: 2000,
  reviewTitleMax: 120,
  ratingCommentMax: 500,
  passwordMinLength: 8,
  passwordMaxLength: 128,
  uploadMaxBytes: 8 * 1024 * 1024,
  uploadMaxFiles: 10,
  avatarMaxBytes: 5 * 1024 * 1024,
  imageMaxSide: 1600,
  /** Larger pictures are refused before decoding: a small file can hide a gigapixel bomb. */
  imageMaxPixels: 60_000_000,
  thumbMaxSide: 400,
  consultationNameMax: 100,
  consultationPhoneMax: 40,
  consultationMessageMin: 10,
  consultationMessageMax: 2000,
  consultationNoteMax: 1000,
  /** A scanned ticket code or a typed reference. */
  checkInCodeMax: 200,
} as const;

export const storageKeys = { token: 'token', user: 'user' } as const;

export const ports = { default: 5200 } as const;

/**
 * What a traveller can ask to talk about; the contact form offers exactly these. Kept here, away from
 * the schemas, so a page that only names the topics (the FAQ) does not load zod.
 */
export const consultationTopics = [
  'Planning a trip',
  'Private or group tour',
  'Booking question',
  'Accessibility',
  'Other',
] as const;
export type ConsultationTopic = (typeof consultationTopics)[number];

export const consultationStatuses = ['new', 'handled'] as const;
export type ConsultationStatus = (typeof consultationStatuses)[number];
