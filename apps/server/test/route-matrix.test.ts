import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import sharp from 'sharp';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bookingChanges,
  bookings,
  departures,
  mailOutbox,
  totpCredentials,
  users,
} from '../src/db/schema/index.ts';
import { runFirstStart } from '../src/first-run.ts';
import { createChatRepository } from '../src/modules/chat/chat.repository.ts';
import { removeSecondFactor } from '../src/platform/auth/second-factor-removal.ts';
import { imageUrl } from '../src/platform/images/encode.ts';
import { bearer, register, registerConfirmed, uniqueEmail } from './accounts.ts';
import { createTestApp, type TestApp } from './app.ts';
import { book, tokyoDate } from './bookings.ts';
import { type FakeStripe, startFakeStripe } from './fake-stripe.ts';
import { attachImage, insertTour } from './fixtures.ts';
import { multipart } from './multipart.ts';
import { payOnline, stripeEnv } from './online-bookings.ts';

/**
 * Who may call what: every route of the API, requested as a visitor, a signed-in user and an admin.
 * - `visitor` routes answer a visitor with `visitorStatus` (200 unless stated);
 * - `user` routes answer a visitor 401, and a user or an admin anything but 401/403 (an admin gets
 *   `adminStatus` on a route for non-admins only);
 * - `admin` routes answer a visitor 401, a user 403, an admin anything but 401/403;
 * - routes that name one user's data (`otherUser`) answer another signed-in user that refusal, with
 *   nothing of the owner's in it, and leave the data for its owner. Routes about the caller's own
 *   account (the profile, `mine`, the avatar) name nobody, so there is nothing of another's to ask for.
 * A route that is not in the table fails the last test: a new route declares its access here.
 * Each request gets a fresh session, so rows that sign out or change a password do not disturb others.
 * The app takes payments online (against the fake Stripe), so the payment routes are in the document;
 * manual-payment.test.ts checks that without a Stripe key they are not.
 */
type Account = { email: string; password: string };
/** `bookableTourId` has room for every booking the rows make. */
type Fixtures = { tourId: string; bookableTourId: string; imageFile: string };
type Row = {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** As the OpenAPI document names it, e.g. `/api/posts/:id` (a call only the Karvaan edge has, at its path). */
  route: string;
  access: 'visitor' | 'user' | 'admin';
  /**
   * The address to request, when the route has parameters. Given the caller's headers, so a row about
   * the caller's own data (their rating, their review) can create it first.
   */
  url?: (f: Fixtures, headers: Record<string, string>) => string | Promise<string>;
  payload?: (as: Account) => object;
  /** A raw body with its own headers (multipart uploads). */
  raw?: () => Promise<{ payload: Buffer; headers: Record<string, string> }>;
  visitorStatus?: number;
  /**
   * What every caller gets, visitor, user and admin alike: for a route where who asks changes nothing
   * (Stripe's webhook, which only a valid signature opens).
   */
  everyCaller?: 400;
  /**
   * The refusal a different signed-in user gets at the address `url` builds for the owner: 404 where
   * the data is private (its existence is not confirmed), 403 where it is public anyway (ratings, reviews)
   * or a write to it is refused (the assistant's conversations); 200 where another's data reads as
   * nothing at all (the assistant's history answers an empty one).
   */
  otherUser?: 200 | 403 | 404;
  /**
   * What an admin gets instead of a success: 403 on a `user` route for non-admins only (the live chat's
   * own conversation); 409 where the route's rule, not access, refuses the fixture (check-in opens only
   * on the departure's day, and the matrix's bookings are weeks ahead and awaiting payment).
   */
  adminStatus?: 403 | 409;
};

const png = () =>
  sharp({ create: { width: 8, height: 8, channels: 3, background: '#264b8c' } })
    .png()
    .toBuffer();
const imageUpload = (field: string) => async () =>
  multipart([{ field, filename: 'me.png', contentType: 'image/png', bytes: await png() }]);

const reviewText = 'A calm and well paced morning with a guide who knew every lane.';
const noSuchId = '00000000-0000-4000-8000-000000000000';

/**
 * The caller's account waits for the confirmation of a new address (none for a visitor): set in the
 * database, as the password it would take through the API is not the row's to know. Answers `url`.
 */
async function withPendingEmail(headers: Record<string, string>, url: string) {
  if (!headers.authorization) return url;
  const me = (await t.app.inject({ method: 'GET', url: '/api/auth/me', headers })).json().user;
  await t.db
    .update(users)
    .set({ pendingEmail: uniqueEmail('pending') })
    .where(eq(users.id, me._id));
  return url;
}

/** The secret of the authenticator app the two-factor rows give the caller's account. */
const authenticatorSecret = new Secret({ size: 20 });
const authenticatorCode = () => TOTP.generate({ secret: authenticatorSecret });

/**
 * The caller's account (none for a visitor) has the app of `authenticatorSecret`, waiting for its first
 * code or turned on: set in the database, as the password the API would ask for is not the row's to know.
 * Answers `url`.
 */
async function withAuthenticator(headers: Record<string, string>, state: 'waiting' | 'on', url: string) {
  if (!headers.authorization) return url;
  const me = (await t.app.inject({ method: 'GET', url: '/api/auth/me', headers })).json().user;
  const confirmedAt = state === 'on' ? new Date() : null;
  await t.db
    .insert(totpCredentials)
    .values({ userId: me._id, secret: authenticatorSecret.base32, confirmedAt })
    .onConflictDoUpdate({
      target: totpCredentials.userId,
      set: { secret: authenticatorSecret.base32, confirmedAt, lastStep: 0 },
    });
  await t.db.update(users).set({ twoFactorEnabledAt: confirmedAt }).where(eq(users.id, me._id));
  return url;
}

/** The caller's own rating or review of the fixture tour, through the API (none for a visitor). */
const bookingDate = tokyoDate(14);

/**
 * A booking of the caller's (none for a visitor), waiting for its payment. `paid`: paid on the fake
 * Stripe, its signed webhook applied. `refundRequested`: paid, then cancelled by the caller, so a refund
 * waits for the admin's decision.
 */
async function ownBooking(
  f: Fixtures,
  headers: Record<string, string>,
  state: 'awaitingPayment' | 'paid' | 'refundRequested' = 'awaitingPayment',
) {
  if (!headers.authorization) return `/api/bookings/${noSuchId}`;
  const response = await book(t.app, headers.authorization.slice('Bearer '.length), {
    tourId: f.bookableTourId,
    date: bookingDate,
  });
  expect(response.statusCode, response.body).toBe(201);
  const booking = response.json().data;
  if (state !== 'awaitingPayment') await payOnline(t, fakeStripe, booking);
  if (state === 'refundRequested') {
    const cancelled = await t.app.inject({
      method: 'PUT',
      url: `/api/bookings/${booking._id}/cancel`,
      headers,
      payload: { reason: 'Plans changed' },
    });
    expect(cancelled.json().data?.refund, cancelled.body).toMatchObject({ status: 'requested' });
  }
  return `/api/bookings/${booking._id}`;
}

/** Another date of the bookable tour, where the matrix's bookings move. */
const rescheduleDate = tokyoDate(15);

/** A paid booking of the caller's with a dearer date change open (its difference waiting to be paid). */
async function openChange(f: Fixtures, headers: Record<string, string>) {
  const url = await ownBooking(f, headers, 'paid');
  if (!headers.authorization) return `${url}/reschedule`;
  const opened = await t.app.inject({
    method: 'POST',
    url: `${url}/reschedule`,
    headers,
    payload: { date: rescheduleDate, participants: { adults: 2, children: 0 } },
  });
  expect(opened.json().data?.change, opened.body).toMatchObject({ status: 'awaiting_payment' });
  return `${url}/reschedule`;
}

/**
 * A late date change waiting for staff, on a paid booking of the caller's. Written as the request would
 * be: a traveller's move is a request only inside the last day, and the matrix's bookings are weeks ahead.
 */
async function requestedChange(f: Fixtures, headers: Record<string, string>, decision: 'approve' | 'deny') {
  const id = (await ownBooking(f, headers, 'paid')).slice('/api/bookings/'.length);
  if (id === noSuchId) return `/api/admin/booking-changes/${noSuchId}/${decision}`;
  const [booking] = await t.db
    .select({ b: bookings, date: departures.date, startsAt: departures.startsAt })
    .from(bookings)
    .innerJoin(departures, eq(departures.id, bookings.departureId))
    .where(eq(bookings.id, id));
  const { b, date, startsAt } = booking!;
  const [change] = await t.db
    .insert(bookingChanges)
    .values({
      bookingId: id,
      requestedBy: b.userId,
      status: 'requested',
      fromDate: date,
      fromStartsAt: startsAt,
      fromAdults: b.adults,
      fromChildren: b.children,
      toDate: rescheduleDate,
      toStartsAt: new Date(startsAt.getTime() + 86_400_000),
      adults: b.adults,
      children: b.children,
      oldTotalMinor: b.totalMinor,
      newTotalMinor: b.totalMinor,
      adultPriceMinor: b.adultPriceMinor,
      childPriceMinor: b.childPriceMinor,
      currency: b.currency,
      settlement: 'none',
    })
    .returning({ id: bookingChanges.id });
  return `/api/admin/booking-changes/${change!.id}/${decision}`;
}

/**
 * A departure of a tour of its own with a paid booking of the caller's on it: cancelling it leaves the
 * other rows' departures alone. Answers the booking's id (none for a visitor) and the departure's.
 */
async function ownTourDeparture(headers: Record<string, string>) {
  if (!headers.authorization) return { bookingId: noSuchId, departureId: noSuchId };
  const tour = await insertTour(t.db);
  const response = await book(t.app, headers.authorization.slice('Bearer '.length), {
    tourId: tour.id,
    date: bookingDate,
  });
  expect(response.statusCode, response.body).toBe(201);
  const booking = response.json().data;
  await payOnline(t, fakeStripe, booking);
  const [row] = await t.db
    .select({ departureId: bookings.departureId })
    .from(bookings)
    .where(eq(bookings.id, booking._id));
  return { bookingId: booking._id as string, departureId: row!.departureId };
}

/** A booking of the caller's whose departure the operator cancelled: the one-step rebooking's subject. */
async function operatorCancelledBooking(headers: Record<string, string>) {
  const { bookingId, departureId } = await ownTourDeparture(headers);
  if (bookingId !== noSuchId) {
    const cancelled = await t.app.inject({
      method: 'POST',
      url: `/api/admin/departures/${departureId}/cancel`,
      headers: (await sessionOf('admin')).headers,
      payload: { reason: 'A typhoon is forecast' },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
  }
  return `/api/bookings/${bookingId}/rebook`;
}

/** A tour of one seat whose departure on `bookingDate` another traveller filled: the waitlist's subject. */
async function fullTour() {
  const tour = await insertTour(t.db, { maxGroupSize: 1 });
  const filler = (await registerConfirmed(t.app, t.db)).token;
  const filled = await book(t.app, filler, { tourId: tour.id, date: bookingDate });
  expect(filled.statusCode, filled.body).toBe(201);
  return { tourId: tour.id, filler, fillerBooking: filled.json().data._id as string };
}

/**
 * The caller's place in the line of a full departure (none for a visitor); `offered`: the seat came free
 * and the round offered it to them.
 */
async function ownWaitlistEntry(headers: Record<string, string>, offered = false) {
  if (!headers.authorization) return noSuchId;
  const { tourId, filler, fillerBooking } = await fullTour();
  const joined = await t.app.inject({
    method: 'POST',
    url: `/api/posts/${tourId}/waitlist`,
    headers,
    payload: { date: bookingDate, participants: { adults: 1, children: 0 } },
  });
  expect(joined.statusCode, joined.body).toBe(201);
  if (offered) {
    const freed = await t.app.inject({
      method: 'PUT',
      url: `/api/bookings/${fillerBooking}/cancel`,
      headers: bearer(filler),
      payload: { reason: 'Plans changed' },
    });
    expect(freed.statusCode, freed.body).toBe(200);
    await t.waitlistRounds.sweep();
  }
  return joined.json().data._id as string;
}

/** The departure of a booking of the caller's (none for a visitor): the day-of-tour rows' subject. */
async function ownDeparture(f: Fixtures, headers: Record<string, string>) {
  const booking = await ownBooking(f, headers);
  const id = booking.slice('/api/bookings/'.length);
  if (id === noSuchId) return `/api/admin/departures/${noSuchId}`;
  const [row] = await t.db
    .select({ departureId: bookings.departureId })
    .from(bookings)
    .where(eq(bookings.id, id));
  return `/api/admin/departures/${row!.departureId}`;
}

async function own(kind: 'ratings' | 'reviews', f: Fixtures, headers: Record<string, string>) {
  if (!headers.authorization) return `/api/posts/${f.tourId}/${kind}/${noSuchId}`;
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/posts/${f.tourId}/${kind}`,
    headers,
    payload: kind === 'ratings' ? { rating: 4 } : { text: reviewText },
  });
  // The admin is one account across rows: it may have rated or reviewed already (409 names which).
  const body = response.json();
  const id =
    response.statusCode === 409 ? body.details[kind === 'ratings' ? 'ratingId' : 'reviewId'] : body.data?._id;
  expect(id, response.body).toBeTypeOf('string');
  return `/api/posts/${f.tourId}/${kind}/${id}`;
}

/** A valid consultation request, a month ahead (the server refuses past dates by its clock). */
const consultationRequest = () => ({
  name: 'Matrix Guest',
  email: uniqueEmail('consult'),
  preferredDate: new Date(Date.now() + 30 * 24 * 60 * 60_000).toISOString().slice(0, 10),
  preferredTime: '10:00',
  topic: 'Planning a trip',
  message: 'Which season is best for a first visit to Kyoto?',
});

/** A consultation a visitor asked for, for the rows that handle one. */
async function scheduledConsultationId(): Promise<string> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/consultations/schedule',
    payload: consultationRequest(),
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data._id;
}

/** A notification of the caller's, read when asked (none for a visitor): rows change only their own. */
async function ownNotification(headers: Record<string, string>, read: boolean, path = '') {
  if (!headers.authorization) return `/api/notifications/${noSuchId}${path}`;
  const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers });
  const created = await t.notifier.notify(me.json().user._id, {
    type: 'booking_confirmed',
    title: 'Booking confirmed',
    body: 'See you soon',
    link: '/bookings',
  });
  expect(created).not.toBeNull();
  const url = `/api/notifications/${created!._id}`;
  if (read) await t.app.inject({ method: 'PUT', url: `${url}/read`, headers });
  return `${url}${path}`;
}

/**
 * The caller's own chat history from one of their messages on (the page before it); a user's message is
 * stored first. Admins have no conversation, visitors no session: they ask without a cursor.
 */
async function ownChatPage(headers: Record<string, string>) {
  const me = headers.authorization
    ? (await t.app.inject({ method: 'GET', url: '/api/auth/me', headers })).json().user
    : undefined;
  if (!me || me.role === 'admin') return '/api/chat/user/messages';
  const message = await createChatRepository(t.db).append(me._id, me._id, 'Matrix question', new Date());
  return `/api/chat/user/messages?before=${message._id}`;
}

/**
 * A conversation of the caller's with the travel assistant, one question answered (a visitor's for a
 * visitor), whose question names the caller's e-mail: a refusal must not show it. The chat and clear
 * calls name the session in their body, so its id is kept here for the row's `payload`, which the matrix
 * builds after the address (and, for another user, the owner's address before their request).
 */
let assistantSessionId = '';
async function ownAssistantSession(headers: Record<string, string>, address: (sessionId: string) => string) {
  const me = headers.authorization
    ? (await t.app.inject({ method: 'GET', url: '/api/auth/me', headers })).json().user
    : undefined;
  assistantSessionId = randomUUID();
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/gemini/chat',
    headers,
    payload: { sessionId: assistantSessionId, message: `Tours in Kyoto? I am ${me?.email ?? 'a visitor'}` },
  });
  expect(response.statusCode, response.body).toBe(200);
  return address(assistantSessionId);
}

const adminKey = 'route-matrix-admin-key-0123';
const adminAccount: Account = { email: 'matrix-admin@example.com', password: 'matrix admin password' };

const table: Row[] = [
  // Profile photo.
  { method: 'POST', route: '/api/avatar/upload', access: 'user', raw: imageUpload('avatar') },
  { method: 'DELETE', route: '/api/avatar/delete', access: 'user' },

  // Health, configuration and the public catalog.
  { method: 'GET', route: '/api/health', access: 'visitor' },
  { method: 'GET', route: '/api/config', access: 'visitor' },
  { method: 'GET', route: '/api/posts', access: 'visitor' },
  { method: 'GET', route: '/api/posts/:id', access: 'visitor', url: (f) => `/api/posts/${f.tourId}` },
  { method: 'GET', route: '/api/categories', access: 'visitor' },

  // The catalog's writes: admins only. Each call changes or deletes a tour of its own.
  {
    method: 'POST',
    route: '/api/posts',
    access: 'admin',
    payload: () => ({
      title: 'Untitled Tour',
      category: 'Tour',
      priceNumber: 100,
      description: 'A matrix tour, created to check who may create one.',
      city: 'Kyoto',
      region: 'Kyoto',
      durationMinutes: 60,
      maxGroupSize: 8,
      meetingPoint: 'Kyoto Station',
    }),
  },
  {
    method: 'PUT',
    route: '/api/posts/:id',
    access: 'admin',
    url: async () => `/api/posts/${(await insertTour(t.db)).id}`,
    payload: () => ({ title: 'Renamed by the matrix' }),
  },
  {
    method: 'DELETE',
    route: '/api/posts/:id',
    access: 'admin',
    url: async () => `/api/posts/${(await insertTour(t.db)).id}`,
  },
  {
    method: 'PUT',
    route: '/api/admin/posts/:id/feature',
    access: 'admin',
    url: async () => `/api/admin/posts/${(await insertTour(t.db)).id}/feature`,
    payload: () => ({ featured: true }),
  },
  { method: 'GET', route: '/api/admin/posts', access: 'admin' },
  {
    method: 'GET',
    route: '/api/posts/:id/ratings',
    access: 'visitor',
    url: (f) => `/api/posts/${f.tourId}/ratings`,
  },
  { method: 'GET', route: '/api/ratings', access: 'visitor' },
  {
    method: 'GET',
    route: '/api/posts/:id/reviews',
    access: 'visitor',
    url: (f) => `/api/posts/${f.tourId}/reviews`,
  },
  { method: 'GET', route: '/uploads/:file', access: 'visitor', url: (f) => f.imageFile },

  // Public figures for the About page, and the files crawlers read at the site root.
  { method: 'GET', route: '/api/stats/public', access: 'visitor' },
  { method: 'GET', route: '/robots.txt', access: 'visitor' },
  { method: 'GET', route: '/sitemap.xml', access: 'visitor' },

  // Ratings and reviews: each caller writes and changes their own; they are public, so another's is 403.
  {
    method: 'GET',
    route: '/api/posts/:id/ratings/mine',
    access: 'user',
    url: (f) => `/api/posts/${f.tourId}/ratings/mine`,
  },
  {
    method: 'POST',
    route: '/api/posts/:id/ratings',
    access: 'user',
    url: (f) => `/api/posts/${f.tourId}/ratings`,
    payload: () => ({ rating: 5, comment: 'Lovely' }),
  },
  {
    method: 'PUT',
    route: '/api/posts/:id/ratings/:ratingId',
    access: 'user',
    url: (f, headers) => own('ratings', f, headers),
    otherUser: 403,
    payload: () => ({ rating: 3 }),
  },
  {
    method: 'DELETE',
    route: '/api/posts/:id/ratings/:ratingId',
    access: 'user',
    url: (f, headers) => own('ratings', f, headers),
    otherUser: 403,
  },
  {
    method: 'GET',
    route: '/api/posts/:id/reviews/mine',
    access: 'user',
    url: (f) => `/api/posts/${f.tourId}/reviews/mine`,
  },
  {
    method: 'POST',
    route: '/api/posts/:id/reviews',
    access: 'user',
    url: (f) => `/api/posts/${f.tourId}/reviews`,
    payload: () => ({ text: reviewText, rating: 5 }),
  },
  {
    method: 'PUT',
    route: '/api/posts/:id/reviews/:reviewId',
    access: 'user',
    url: (f, headers) => own('reviews', f, headers),
    otherUser: 403,
    payload: () => ({ title: 'Worth it' }),
  },
  {
    method: 'DELETE',
    route: '/api/posts/:id/reviews/:reviewId',
    access: 'user',
    url: (f, headers) => own('reviews', f, headers),
    otherUser: 403,
  },

  // Bookings: availability is public; a traveller books, reads and cancels their own (another's is 404,
  // as if it did not exist); admins run the rest.
  {
    method: 'GET',
    route: '/api/posts/:id/availability',
    access: 'visitor',
    url: (f) => `/api/posts/${f.bookableTourId}/availability?from=${tokyoDate(1)}&to=${tokyoDate(30)}`,
  },
  {
    method: 'POST',
    route: '/api/bookings',
    access: 'user',
    payload: () => ({
      tourId: fixtures.bookableTourId,
      date: bookingDate,
      participants: { adults: 1, children: 0 },
      contact: { name: 'Matrix', email: 'matrix@example.com', phone: '+81 90 0000 0000' },
    }),
  },
  { method: 'GET', route: '/api/bookings/my-bookings', access: 'user' },
  // The caller's own lists: names nobody else.
  { method: 'GET', route: '/api/bookings/my-bookings/summary', access: 'user' },
  { method: 'GET', route: '/api/bookings', access: 'admin' },
  { method: 'GET', route: '/api/admin/bookings', access: 'admin' },
  {
    method: 'GET',
    route: '/api/bookings/:id',
    access: 'user',
    url: (f, headers) => ownBooking(f, headers),
    otherUser: 404,
  },
  {
    method: 'PUT',
    route: '/api/bookings/:id/cancel',
    access: 'user',
    url: async (f, headers) => `${await ownBooking(f, headers)}/cancel`,
    payload: () => ({ reason: 'Plans changed' }),
    otherUser: 404,
  },
  // Moving a booking to another date: its traveller or staff; staff decide the late requests.
  {
    method: 'POST',
    route: '/api/bookings/:id/reschedule/quote',
    access: 'user',
    url: async (f, headers) => `${await ownBooking(f, headers, 'paid')}/reschedule/quote`,
    payload: () => ({ date: rescheduleDate, participants: { adults: 1, children: 0 } }),
    otherUser: 404,
  },
  {
    method: 'POST',
    route: '/api/bookings/:id/reschedule',
    access: 'user',
    url: async (f, headers) => `${await ownBooking(f, headers, 'paid')}/reschedule`,
    payload: () => ({ date: rescheduleDate, participants: { adults: 1, children: 0 } }),
    otherUser: 404,
  },
  {
    method: 'DELETE',
    route: '/api/bookings/:id/reschedule',
    access: 'user',
    url: openChange,
    otherUser: 404,
  },
  { method: 'GET', route: '/api/booking-changes/mine', access: 'user' },
  { method: 'GET', route: '/api/admin/booking-changes', access: 'admin' },
  { method: 'GET', route: '/api/admin/backups', access: 'admin' },
  { method: 'POST', route: '/api/admin/backups', access: 'admin' },
  {
    method: 'PUT',
    route: '/api/admin/booking-changes/:id/approve',
    access: 'admin',
    url: (f, headers) => requestedChange(f, headers, 'approve'),
    payload: () => ({}),
  },
  {
    method: 'PUT',
    route: '/api/admin/booking-changes/:id/deny',
    access: 'admin',
    url: (f, headers) => requestedChange(f, headers, 'deny'),
    payload: () => ({ note: 'That day is fully staffed' }),
  },
  // The operator's cancelled departure, and the traveller's one-step rebooking after it.
  {
    method: 'POST',
    route: '/api/admin/departures/:id/cancel',
    access: 'admin',
    url: async (_f, headers) =>
      `/api/admin/departures/${(await ownTourDeparture(headers)).departureId}/cancel`,
    payload: () => ({ reason: 'A typhoon is forecast' }),
  },
  {
    method: 'POST',
    route: '/api/bookings/:id/rebook',
    access: 'user',
    url: (_f, headers) => operatorCancelledBooking(headers),
    payload: () => ({ date: rescheduleDate }),
    otherUser: 404,
  },
  // The waitlist: a traveller's place in the line of a full date, its offer; staff see each line.
  {
    method: 'POST',
    route: '/api/posts/:id/waitlist',
    access: 'user',
    url: async () => `/api/posts/${(await fullTour()).tourId}/waitlist`,
    payload: () => ({ date: bookingDate, participants: { adults: 1, children: 0 } }),
  },
  { method: 'GET', route: '/api/waitlist/mine', access: 'user' },
  {
    method: 'GET',
    route: '/api/waitlist/:id',
    access: 'user',
    url: async (_f, headers) => `/api/waitlist/${await ownWaitlistEntry(headers)}`,
    otherUser: 404,
  },
  {
    method: 'DELETE',
    route: '/api/waitlist/:id',
    access: 'user',
    url: async (_f, headers) => `/api/waitlist/${await ownWaitlistEntry(headers)}`,
    otherUser: 404,
  },
  {
    method: 'POST',
    route: '/api/waitlist/:id/accept',
    access: 'user',
    url: async (_f, headers) => `/api/waitlist/${await ownWaitlistEntry(headers, true)}/accept`,
    payload: () => ({ contact: { name: 'Matrix', email: 'matrix@example.com', phone: '+81 90 0000 0000' } }),
    otherUser: 404,
  },
  {
    method: 'GET',
    route: '/api/admin/departures/:id/waitlist',
    access: 'admin',
    url: async (f, headers) => `${await ownDeparture(f, headers)}/waitlist`,
  },
  // The caller's own saved tours: names nobody else.
  { method: 'GET', route: '/api/wishlist', access: 'user' },
  { method: 'GET', route: '/api/wishlist/ids', access: 'user' },
  { method: 'PUT', route: '/api/wishlist/:tourId', access: 'user', url: (f) => `/api/wishlist/${f.tourId}` },
  {
    method: 'DELETE',
    route: '/api/wishlist/:tourId',
    access: 'user',
    url: (f) => `/api/wishlist/${f.tourId}`,
  },
  {
    method: 'POST',
    route: '/api/wishlist/merge',
    access: 'user',
    payload: () => ({ tourIds: [fixtures.tourId] }),
  },
  // The day of the tour: the traveller's ticket and calendar file; staff's departures, manifests, check-in.
  {
    method: 'GET',
    route: '/api/bookings/:id/ticket',
    access: 'user',
    url: async (f, headers) => `${await ownBooking(f, headers)}/ticket`,
    otherUser: 404,
  },
  {
    method: 'GET',
    route: '/api/bookings/:id/calendar.ics',
    access: 'user',
    url: async (f, headers) => `${await ownBooking(f, headers)}/calendar.ics`,
    otherUser: 404,
  },
  { method: 'GET', route: '/api/admin/departures', access: 'admin' },
  {
    method: 'GET',
    route: '/api/admin/departures/:id/manifest',
    access: 'admin',
    url: async (f, headers) => `${await ownDeparture(f, headers)}/manifest`,
  },
  {
    method: 'GET',
    route: '/api/admin/departures/:id/manifest.csv',
    access: 'admin',
    url: async (f, headers) => `${await ownDeparture(f, headers)}/manifest.csv`,
  },
  {
    method: 'POST',
    route: '/api/admin/departures/:id/check-in',
    access: 'admin',
    url: async (f, headers) => `${await ownDeparture(f, headers)}/check-in`,
    payload: () => ({ code: 'TB-ZZZZZZ' }),
    adminStatus: 409,
  },
  {
    method: 'PUT',
    route: '/api/admin/bookings/:id/attendance',
    access: 'admin',
    url: async (f, headers) => `/api/admin${(await ownBooking(f, headers)).slice('/api'.length)}/attendance`,
    payload: () => ({ state: 'none' }),
    adminStatus: 409,
  },
  {
    method: 'PUT',
    route: '/api/bookings/:id/refund/approve',
    access: 'admin',
    url: async (f, headers) => `${await ownBooking(f, headers, 'refundRequested')}/refund/approve`,
    payload: () => ({}),
  },
  {
    method: 'PUT',
    route: '/api/bookings/:id/refund/deny',
    access: 'admin',
    url: async (f, headers) => `${await ownBooking(f, headers, 'refundRequested')}/refund/deny`,
    payload: () => ({ note: 'Outside the policy' }),
  },
  {
    method: 'PUT',
    route: '/api/admin/tours/:id/closed-dates/:date',
    access: 'admin',
    url: (f) => `/api/admin/tours/${f.bookableTourId}/closed-dates/${tokyoDate(60)}`,
  },
  {
    method: 'DELETE',
    route: '/api/admin/tours/:id/closed-dates/:date',
    access: 'admin',
    url: (f) => `/api/admin/tours/${f.bookableTourId}/closed-dates/${tokyoDate(60)}`,
  },
  {
    // Paid online, its payment status follows Stripe: the admin moves its status on.
    method: 'PUT',
    route: '/api/admin/bookings/:id',
    access: 'admin',
    url: async (f, headers) => `/api/admin${(await ownBooking(f, headers, 'paid')).slice('/api'.length)}`,
    payload: () => ({ status: 'completed' }),
  },

  // Online payment: Stripe posts its signed events there, and a post signed with any other secret is
  // refused whoever sends it; the admin reconciles a booking with Stripe and reads a day's takings.
  {
    method: 'POST',
    route: '/api/payments/webhook',
    access: 'visitor',
    raw: async () => {
      const payload = JSON.stringify({ id: 'evt_forged', type: 'checkout.session.completed' });
      const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_not_ours' });
      return {
        payload: Buffer.from(payload),
        headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      };
    },
    everyCaller: 400,
  },
  {
    method: 'POST',
    route: '/api/admin/bookings/:id/reconcile',
    access: 'admin',
    url: async (f, headers) =>
      `/api/admin${(await ownBooking(f, headers, 'paid')).slice('/api'.length)}/reconcile`,
  },
  { method: 'GET', route: '/api/admin/payments', access: 'admin' },

  // Uploads.
  { method: 'POST', route: '/api/upload', access: 'user', raw: imageUpload('image') },
  { method: 'POST', route: '/api/upload/review', access: 'user', raw: imageUpload('image') },
  { method: 'POST', route: '/api/upload/multiple', access: 'user', raw: imageUpload('images') },

  // Notifications: every signed-in caller has their own; someone else's is 404.
  { method: 'GET', route: '/api/notifications', access: 'user' },
  { method: 'GET', route: '/api/notifications/unread-count', access: 'user' },
  {
    method: 'PUT',
    route: '/api/notifications/:id/read',
    access: 'user',
    url: (_f, headers) => ownNotification(headers, false, '/read'),
    otherUser: 404,
  },
  { method: 'PUT', route: '/api/notifications/mark-all-read', access: 'user' },
  {
    method: 'DELETE',
    route: '/api/notifications/:id',
    access: 'user',
    url: (_f, headers) => ownNotification(headers, true),
    otherUser: 404,
  },
  { method: 'DELETE', route: '/api/notifications/clear-read', access: 'user' },

  // Live chat: a non-admin reads their own conversation (another's message as a cursor is 404); admins
  // read the inbox and any user's conversation.
  {
    method: 'GET',
    route: '/api/chat/user/messages',
    access: 'user',
    url: (_f, headers) => ownChatPage(headers),
    otherUser: 404,
    adminStatus: 403,
  },
  { method: 'GET', route: '/api/chat/admin/conversations', access: 'admin' },
  {
    method: 'GET',
    route: '/api/chat/admin/conversation/:userId',
    access: 'admin',
    url: async () => `/api/chat/admin/conversation/${(await register(t.app)).user._id}`,
  },

  // The travel assistant: open to everyone, admins too. A conversation is its first signed-in user's:
  // anyone else reads it as empty and may not write to it.
  {
    method: 'GET',
    route: '/api/gemini/history/:sessionId',
    access: 'visitor',
    url: (_f, headers) => ownAssistantSession(headers, (id) => `/api/gemini/history/${id}`),
    otherUser: 200,
  },
  {
    method: 'POST',
    route: '/api/gemini/chat',
    access: 'visitor',
    url: (_f, headers) => ownAssistantSession(headers, () => '/api/gemini/chat'),
    payload: () => ({ sessionId: assistantSessionId, message: 'And in Osaka?' }),
    otherUser: 403,
  },
  {
    method: 'POST',
    route: '/api/gemini/clear-history',
    access: 'visitor',
    url: (_f, headers) => ownAssistantSession(headers, () => '/api/gemini/clear-history'),
    payload: () => ({ sessionId: assistantSessionId }),
    otherUser: 403,
  },

  // Consultations: anyone asks, the admin lists them and marks them handled.
  {
    method: 'POST',
    route: '/api/consultations/schedule',
    access: 'visitor',
    payload: consultationRequest,
    visitorStatus: 201,
  },
  { method: 'GET', route: '/api/admin/consultations', access: 'admin' },
  {
    method: 'PUT',
    route: '/api/admin/consultations/:id',
    access: 'admin',
    url: async () => `/api/admin/consultations/${await scheduledConsultationId()}`,
    payload: () => ({ status: 'handled', adminNote: 'Called back' }),
  },

  // Calls only the Karvaan Tours client makes, at its edge (404 on /api): they translate to the admin's.
  ...['', '/pending/list', '/today/list', '/upcoming/list'].map(
    (tab): Row => ({ method: 'GET', route: `/karvaan/api/consultations${tab}`, access: 'admin' }),
  ),
  {
    method: 'PATCH',
    route: '/karvaan/api/consultations/:id/status',
    access: 'admin',
    url: async () => `/karvaan/api/consultations/${await scheduledConsultationId()}/status`,
    payload: () => ({ status: 'completed' }),
  },
  { method: 'GET', route: '/karvaan/api/chat/admin/unread-count', access: 'admin' },

  // The admin console. The account changed is always a fresh one, never the caller (nor the matrix's admin).
  { method: 'GET', route: '/api/admin/stats', access: 'admin' },
  { method: 'GET', route: '/api/admin/users', access: 'admin' },
  {
    method: 'PUT',
    route: '/api/admin/users/:id',
    access: 'admin',
    url: async () => `/api/admin/users/${(await register(t.app)).user._id}`,
    payload: () => ({ disabled: true }),
  },
  {
    method: 'POST',
    route: '/api/admin/users/:id/two-factor/disable',
    access: 'admin',
    // A fresh traveller with the app on, as support finds one locked out.
    url: async () => {
      const { token, user } = await registerConfirmed(t.app, t.db);
      return withAuthenticator(bearer(token), 'on', `/api/admin/users/${user._id}/two-factor/disable`);
    },
  },
  { method: 'GET', route: '/api/admin/outbox', access: 'admin' },
  {
    method: 'GET',
    route: '/api/admin/outbox/:id',
    access: 'admin',
    url: async () => {
      const [kept] = await t.db
        .insert(mailOutbox)
        .values({ to: uniqueEmail('outbox'), subject: 'Matrix', text: 'Kept, not sent' })
        .returning({ id: mailOutbox.id });
      return `/api/admin/outbox/${kept!.id}`;
    },
  },

  // Signing in (open to visitors; the answer depends on what is sent).
  {
    method: 'POST',
    route: '/api/auth/register',
    access: 'visitor',
    payload: () => ({ name: 'Matrix', email: uniqueEmail('matrix'), password: 'long enough' }),
    visitorStatus: 201,
  },
  { method: 'POST', route: '/api/auth/login', access: 'visitor', payload: () => adminAccount },
  {
    method: 'POST',
    route: '/api/forgot-password',
    access: 'visitor',
    payload: () => ({ email: uniqueEmail() }),
  },
  {
    method: 'PUT',
    route: '/api/auth/resetpassword/:token',
    access: 'visitor',
    url: () => '/api/auth/resetpassword/no-such-link',
    payload: () => ({ password: 'long enough' }),
    visitorStatus: 400,
  },
  {
    method: 'POST',
    route: '/api/auth/google',
    access: 'visitor',
    payload: () => ({ credential: 'x.y.z' }),
    visitorStatus: 404, // no GOOGLE_CLIENT_ID in this app: Google sign-in is off
  },
  { method: 'POST', route: '/api/admin/login', access: 'visitor', payload: () => ({ adminKey }) },
  // E-mail links work signed in or not: the link's token is the proof, not the session.
  {
    method: 'POST',
    route: '/api/auth/verify-email',
    access: 'visitor',
    payload: () => ({ token: 'no-such-link' }),
    visitorStatus: 400,
  },
  {
    method: 'POST',
    route: '/api/auth/email-change/undo',
    access: 'visitor',
    payload: () => ({ token: 'no-such-link' }),
    visitorStatus: 400,
  },

  // The signed-in user's own account.
  { method: 'GET', route: '/api/auth/me', access: 'user' },
  { method: 'POST', route: '/api/auth/logout', access: 'user' },
  { method: 'POST', route: '/api/auth/logout-all', access: 'user' },
  { method: 'PUT', route: '/api/auth/updatedetails', access: 'user', payload: () => ({ bio: 'Hello' }) },
  // The caller's own address: a new link for the change they asked for, or dropping that change.
  {
    method: 'POST',
    route: '/api/auth/verify-email/resend',
    access: 'user',
    url: async (_f, headers) => withPendingEmail(headers, '/api/auth/verify-email/resend'),
  },
  {
    method: 'DELETE',
    route: '/api/auth/email-change',
    access: 'user',
    url: async (_f, headers) => withPendingEmail(headers, '/api/auth/email-change'),
  },
  {
    method: 'PUT',
    route: '/api/auth/updatepassword',
    access: 'user',
    payload: (as) => ({ currentPassword: as.password, newPassword: as.password }),
  },
  // Two-step sign-in: the second step of a sign-in names its account in the challenge, not a session;
  // turning it on and off is about the caller's own account.
  {
    method: 'POST',
    route: '/api/auth/two-factor/verify',
    access: 'visitor',
    payload: () => ({ challenge: 'no-such-challenge', code: '123456' }),
    visitorStatus: 400,
  },
  {
    method: 'POST',
    route: '/api/auth/two-factor/setup',
    access: 'user',
    payload: (as) => ({ currentPassword: as.password }),
  },
  {
    method: 'POST',
    route: '/api/auth/two-factor/enable',
    access: 'user',
    url: (_f, headers) => withAuthenticator(headers, 'waiting', '/api/auth/two-factor/enable'),
    payload: () => ({ code: authenticatorCode() }),
  },
  {
    method: 'POST',
    route: '/api/auth/two-factor/recovery-codes',
    access: 'user',
    url: (_f, headers) => withAuthenticator(headers, 'on', '/api/auth/two-factor/recovery-codes'),
    payload: () => ({ code: authenticatorCode() }),
  },
  {
    method: 'POST',
    route: '/api/auth/two-factor/disable',
    access: 'user',
    url: (_f, headers) => withAuthenticator(headers, 'on', '/api/auth/two-factor/disable'),
    payload: (as) => ({ code: authenticatorCode(), currentPassword: as.password }),
  },
];

let t: TestApp;
let fakeStripe: FakeStripe;
let fixtures: Fixtures;
let adminUserId: string;

beforeAll(async () => {
  fakeStripe = await startFakeStripe();
  t = await createTestApp({
    ADMIN_KEY: adminKey,
    ADMIN_EMAIL: adminAccount.email,
    ADMIN_PASSWORD: adminAccount.password,
    ...stripeEnv(fakeStripe),
  });
  await runFirstStart(t.config, t.database, { info: () => {} }, () => {});
  const [admin] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, adminAccount.email));
  adminUserId = admin!.id;
  const tour = await insertTour(t.db);
  const image = await attachImage(t.db, tour.id, 0);
  const bookable = await insertTour(t.db, { maxGroupSize: 500 });
  fixtures = { tourId: tour.id, bookableTourId: bookable.id, imageFile: imageUrl(image.id) };
});

afterAll(async () => {
  await t?.close();
  await fakeStripe?.close();
});

type Caller = 'visitor' | 'user' | 'admin';

type Session = { headers: Record<string, string>; account: Account };

/** A fresh session of the caller, and the account behind it (for rows that need its password). */
async function sessionOf(caller: Caller): Promise<Session> {
  if (caller === 'visitor')
    return { headers: {}, account: { email: 'visitor@example.com', password: 'a password' } };
  if (caller === 'admin') {
    // A two-factor row may have left the admin's app on: the admin key alone signs in again.
    await t.db.transaction((tx) => removeSecondFactor(tx, adminUserId));
    const response = await t.app.inject({ method: 'POST', url: '/api/admin/login', payload: { adminKey } });
    return { headers: bearer(response.json().token), account: adminAccount };
  }
  // Confirmed: online payment, which the matrix's app takes, holds seats only for a confirmed address.
  const { token, user, password } = await registerConfirmed(t.app, t.db);
  return { headers: bearer(token), account: { email: user.email, password } };
}

/** The row's request in `session`, at `url` when given, else at the address of the session's own data. */
async function request(row: Row, { headers, account }: Session, url?: string) {
  const raw = await row.raw?.();
  return t.app.inject({
    method: row.method,
    url: url ?? (row.url ? await row.url(fixtures, headers) : row.route),
    headers: { ...headers, ...raw?.headers },
    ...(row.payload ? { payload: row.payload(account) } : {}),
    ...(raw ? { payload: raw.payload } : {}),
  });
}

const call = async (row: Row, caller: Caller) => request(row, await sessionOf(caller));

const name = (row: Row) => `${row.method} ${row.route} (${row.access})`;

describe.each(table.map((row) => [name(row), row] as const))('%s', (_name, row) => {
  it('as a visitor', async () => {
    const response = await call(row, 'visitor');
    const expected = row.everyCaller ?? (row.access === 'visitor' ? (row.visitorStatus ?? 200) : 401);
    expect(response.statusCode, response.body).toBe(expected);
  });

  if (row.access !== 'visitor' && row.payload) {
    it('as a visitor with a malformed body: still 401, access is checked before the body', async () => {
      const response = await t.app.inject({
        method: row.method,
        url: row.url ? await row.url(fixtures, {}) : row.route,
        payload: { unexpected: 'x'.repeat(10) },
      });
      expect(response.statusCode, response.body).toBe(401);
    });
  }

  it('as a user', async () => {
    const response = await call(row, 'user');
    if (row.everyCaller) return void expect(response.statusCode, response.body).toBe(row.everyCaller);
    if (row.access === 'admin') expect(response.statusCode, response.body).toBe(403);
    else expect([401, 403], response.body).not.toContain(response.statusCode);
    if (row.access === 'user') expect(response.statusCode, response.body).toBeLessThan(300);
  });

  const { url, otherUser } = row;
  if (url && otherUser) {
    it(`as another user: ${otherUser}, nothing of the owner's, and the data is still the owner's`, async () => {
      const owner = await sessionOf('user');
      const ownersData = await url(fixtures, owner.headers);
      const refused = await request(row, await sessionOf('user'), ownersData);
      expect(refused.statusCode, refused.body).toBe(otherUser);
      expect(refused.json()).not.toHaveProperty('data');
      expect(refused.body).not.toContain(owner.account.email);
      // Nothing was deleted or cancelled by the refused call: the owner's own call there still succeeds.
      const owners = await request(row, owner, ownersData);
      expect(owners.statusCode, owners.body).toBeLessThan(300);
    });
  }

  it('as an admin', async () => {
    const response = await call(row, 'admin');
    const status = row.everyCaller ?? row.adminStatus;
    if (status) return void expect(response.statusCode, response.body).toBe(status);
    expect([401, 403], response.body).not.toContain(response.statusCode);
    if (row.access !== 'visitor') expect(response.statusCode, response.body).toBeLessThan(300);
  });
});

it('covers every route of the API', () => {
  const doc = t.app.swagger() as { paths: Record<string, Record<string, unknown>> };
  const declared = Object.entries(doc.paths).flatMap(([path, operations]) =>
    Object.keys(operations).map((method) => `${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`),
  );
  const inTable = new Set(table.map((row) => `${row.method} ${row.route}`));
  expect(declared.filter((route) => !inTable.has(route))).toEqual([]);
});
