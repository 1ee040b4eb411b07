import { bookingSchema, type karvaanBooking, karvaanDenialNote, limits } from '@tabi/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminEnv, adminSession, bearer, register, registerConfirmed, send } from '../../../test/accounts.ts';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { booked, tokyoDate } from '../../../test/bookings.ts';
import { insertRating, insertTour, insertUser } from '../../../test/fixtures.ts';
import { type OnlineApp, payOnline, startOnlineApp } from '../../../test/online-bookings.ts';

// The Karvaan Tours client's booking calls, written from its source: src/lib/api.ts (bookingsAPI,
// adminAPI), src/pages/BookingPage.tsx, MyBookingsPage.tsx, admin/AdminBookings.tsx and
// admin/AdminDashboard.tsx. It calls under its VITE_API_BASE_URL, here http://localhost:5200/karvaan/api.
// Without a Stripe key (as here) every booking is paid at the meeting point: our `payment` is null.
let t: TestApp;
let admin: string;
let tourId: string;

/** A booking as the edge answers it (the names the client reads added to ours). */
type Row = ReturnType<typeof karvaanBooking>;

beforeAll(async () => {
  t = await createTestApp(adminEnv);
  admin = await adminSession(t.app, t.config, t.database);
  tourId = (await insertTour(t.db, { title: 'Gion Evening Walk', maxGroupSize: 30 })).id;
});
afterAll(() => t?.close());

const karvaan = (method: 'GET' | 'POST' | 'PUT', url: string, token: string | null, payload?: object) =>
  t.app.inject({
    method,
    url: `/karvaan/api${url}`,
    headers: { host: 'localhost:5200', ...(token ? bearer(token) : {}) },
    ...(payload ? { payload } : {}),
  });

/** BookingPage.tsx processBooking (l.343-372): what it sends once a vehicle and "Reserve Now, Pay Later" are chosen. */
const clientBooking = (overrides: Record<string, unknown> = {}) => ({
  postId: tourId,
  tourDate: tokyoDate(10),
  selectedDay: 'Thursday',
  selectedTimeSlot: '7:30 AM',
  participants: { adults: 2, children: 0, seniors: 0 },
  contactInfo: {
    fullName: 'Aiko Tanaka',
    email: 'aiko@example.com',
    phone: '+81 90 1234 5678',
    language: 'Japanese',
    pickupLocation: 'Hotel Granvia Kyoto',
    specialRequirements: 'Vegetarian lunch, please',
  },
  variant: 'Alphard',
  transportType: 'Van',
  transportModal: 'Toyota',
  selectedVehicle: {
    id: 'v1',
    transportType: 'Van',
    transportModal: 'Toyota',
    makeVariant: 'Alphard',
    capacity: 6,
    price: '123.00',
    originalPrice: null,
    isPopular: true,
  },
  additionalOptions: { stroller: false, wheelchair: true, extraLuggage: false },
  paymentMethod: 'pay-later',
  paymentIntentId: null,
  totalAmount: 138,
  ...overrides,
});

/** The reads of one booking that would throw or mislead in MyBookingsPage, AdminBookings and the refund panel. */
function expectClientBooking(booking: Row) {
  expect(booking.bookingReference).toBe(booking.reference);
  expect(booking.post).toMatchObject({ _id: expect.any(String), title: expect.any(String) });
  // MyBookingsPage l.155-159: the Cancel button needs a date the client can count hours to.
  expect(Number.isNaN(new Date(booking.tourDate).getTime())).toBe(false);
  expect(booking.contactInfo).toMatchObject({
    fullName: expect.any(String),
    email: expect.any(String),
    phone: expect.any(String),
  });
  // AdminBookings l.411-412, 426, 739-745 read `payment.status` and `.amount` without `?.`.
  expect(booking.payment).toMatchObject({
    amount: booking.pricing.total,
    status: expect.any(String),
    method: expect.any(String),
  });
  // AdminBookings l.420, 599 add the three counts.
  const { adults, children, seniors } = booking.participants;
  expect(Number.isNaN(adults + children + seniors)).toBe(false);
}

describe('booking a tour (BookingPage.tsx)', () => {
  it("reads the client's request into ours and answers its names, priced by us", async () => {
    const { token } = await register(t.app);
    const response = await karvaan('POST', '/bookings', token, clientBooking());
    expect(response.statusCode, response.body).toBe(201);
    const body = response.json();
    expect(body.success).toBe(true);
    const booking = body.data;
    // l.380: the Thank-you modal shows `data.bookingReference`.
    expect(booking.bookingReference).toMatch(/^TB-/);
    expect(booking.tour._id).toBe(tourId);
    expect(booking.date).toBe(tokyoDate(10));
    expect(booking.contact).toEqual({
      name: 'Aiko Tanaka',
      email: 'aiko@example.com',
      phone: '+81 90 1234 5678',
    });
    // 2 adults at 50: the client's totalAmount (138, a vehicle price) is not what we charge.
    expect(booking.pricing.total).toBe(100);
    expect(booking.participants).toEqual({ adults: 2, children: 0, seniors: 0 });
    expect(booking.specialRequests).toBe(
      [
        'Pickup location: Hotel Granvia Kyoto',
        'Language: Japanese',
        'Time slot chosen: 7:30 AM',
        'Vehicle: Toyota Alphard Van, up to 6 people',
        'Extras: wheelchair access',
        'Vegetarian lunch, please',
      ].join('\n'),
    );
    expect(booking.payment).toMatchObject({ amount: 100, status: 'pending', method: 'pay-later' });
    expectClientBooking(booking);
  });

  it('counts seniors as adults and says so to the operator', async () => {
    const { token } = await register(t.app);
    const response = await karvaan(
      'POST',
      '/bookings',
      token,
      clientBooking({ participants: { adults: 1, children: 1, seniors: 2 } }),
    );
    expect(response.statusCode, response.body).toBe(201);
    const booking = response.json().data;
    expect(booking.participants).toEqual({ adults: 3, children: 1, seniors: 0 });
    expect(booking.pricing.total).toBe(175);
    expect(booking.specialRequests).toContain('Seniors: 2 (booked as adults)');
  });

  it('names no vehicle for the seats our tour offers as its one "vehicle"', async () => {
    const { token } = await register(t.app);
    const tour = (await karvaan('GET', `/posts/${tourId}`, null)).json().data;
    const [seats] = tour.transportVehicles;
    expect(seats).toMatchObject({ id: expect.any(String), capacity: expect.any(Number) });
    const response = await karvaan('POST', '/bookings', token, clientBooking({ selectedVehicle: seats }));
    expect(response.statusCode, response.body).toBe(201);
    const requests: string = response.json().data.specialRequests;
    expect(requests).not.toContain('Vehicle');
    expect(requests).toContain('Pickup location: Hotel Granvia Kyoto');
  });

  it('keeps the pickup place when the whole text is too long, cutting the free text', async () => {
    const { token } = await register(t.app);
    const long = clientBooking();
    long.contactInfo.specialRequirements = 'x'.repeat(1500);
    const response = await karvaan('POST', '/bookings', token, long);
    expect(response.statusCode, response.body).toBe(201);
    const requests: string = response.json().data.specialRequests;
    expect(requests.length).toBeLessThanOrEqual(limits.specialRequestsMax);
    expect(requests.startsWith('Pickup location: Hotel Granvia Kyoto')).toBe(true);
    expect(requests.endsWith('…')).toBe(true);
  });

  it('shows our refusal as the message the toast reads (l.401)', async () => {
    const { token } = await register(t.app);
    const response = await karvaan('POST', '/bookings', token, clientBooking({ tourDate: tokyoDate(-1) }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, message: expect.any(String) });
  });

  it('leaves our own POST /api/bookings as it was: the old body is refused there', async () => {
    const { token } = await register(t.app);
    const response = await send(t.app, 'POST', '/api/bookings', token, clientBooking());
    expect(response.statusCode).toBe(400);
  });
});

describe('My Bookings and cancelling (MyBookingsPage.tsx)', () => {
  it('lists every booking (not a first page of 12) with the names the cards read', async () => {
    const { token } = await register(t.app);
    for (let day = 3; day < 17; day++)
      await booked(t.app, token, { tourId, date: tokyoDate(day), specialRequests: null });
    const response = await karvaan('GET', '/bookings/my-bookings', token);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body.success).toBe(true);
    expect(body.data).toHaveLength(14);
    for (const booking of body.data) expectClientBooking(booking);
    const first = body.data.at(-1) as Row;
    expect(first.tourDate).toBe(`${tokyoDate(3)}T00:00:00.000Z`);
    // canCancelBooking (l.150-160): more than 24 hours to the tour date shows the Cancel button.
    expect((new Date(first.tourDate).getTime() - Date.now()) / 3_600_000).toBeGreaterThan(24);
    expect(first.selectedTimeSlot).toBe('9:00 AM');
    expect(first.post.title).toBe('Gion Evening Walk');
    // At the meeting point and not paid yet: "Pay Later", "Payment Due".
    expect(first.payment).toMatchObject({ method: 'pay-later', status: 'pending', amount: 50 });
    expect(first).not.toHaveProperty('cancellation');
  });

  it('cancels with a reason (l.98) and answers the cancelled booking', async () => {
    const { token } = await register(t.app);
    const booking = await booked(t.app, token, { tourId, date: tokyoDate(8) });
    const response = await karvaan('PUT', `/bookings/${booking._id}/cancel`, token, {
      reason: 'Our flight was moved',
    });
    expect(response.statusCode, response.body).toBe(200);
    const cancelled = response.json().data;
    expect(response.json().success).toBe(true);
    expect(cancelled.status).toBe('cancelled');
    // Nothing was paid: no refund to decide.
    expect(cancelled.cancellation).toMatchObject({
      reason: 'Our flight was moved',
      requiresAdminApproval: false,
      refundStatus: 'none',
    });
    expectClientBooking(cancelled);
  });

  it('answers /api exactly in our shape: no old names, payment null when paid on the spot', async () => {
    const { token } = await register(t.app);
    await booked(t.app, token, { tourId, date: tokyoDate(5) });
    const response = await send(t.app, 'GET', '/api/bookings/my-bookings', token);
    const body = response.json();
    expect(body.data).toHaveLength(1);
    expect(Object.keys(body.data[0]).sort()).toEqual(Object.keys(bookingSchema.shape).sort());
    expect(body.data[0].payment).toBeNull();
    expect(body.data[0].participants).toEqual({ adults: 1, children: 0 });
  });
});

describe("the admin's bookings (AdminBookings.tsx, AdminDashboard.tsx)", () => {
  it('lists every booking with a payment object on each, on both paths the client calls', async () => {
    const { token } = await register(t.app);
    const { total } = (await send(t.app, 'GET', '/api/bookings', admin)).json();
    for (let day = 3; day < 3 + Math.max(1, 13 - total); day++)
      await booked(t.app, token, { tourId, date: tokyoDate(day) });
    for (const path of ['/bookings', '/admin/bookings']) {
      const response = await karvaan('GET', path, admin);
      expect(response.statusCode, response.body).toBe(200);
      const rows = response.json().data as Row[];
      expect(rows.length).toBeGreaterThan(12);
      for (const row of rows) expectClientBooking(row);
      // l.143-147: the search filter keeps a row through these names, even with an empty search.
      expect(rows.every((row) => row.contactInfo.fullName.toLowerCase().includes(''))).toBe(true);
    }
  });

  it('is for admins only', async () => {
    const { token } = await register(t.app);
    for (const path of ['/bookings', '/admin/bookings']) {
      expect((await karvaan('GET', path, null)).statusCode).toBe(401);
      expect((await karvaan('GET', path, token)).statusCode).toBe(403);
    }
  });

  it('changes a status (l.87) and answers the booking with its names', async () => {
    const { token } = await register(t.app);
    const booking = await booked(t.app, token, { tourId, date: tokyoDate(7) });
    const response = await karvaan('PUT', `/admin/bookings/${booking._id}`, admin, { status: 'cancelled' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.status).toBe('cancelled');
    expectClientBooking(response.json().data);
  });
});

describe('refunds (AdminDashboard.tsx l.68-79, 442-478)', () => {
  /** A booking paid at the meeting point (marked so by an admin), then cancelled by its traveller. */
  async function refundRequested() {
    const { token } = await register(t.app);
    const booking = await booked(t.app, token, { tourId, date: tokyoDate(9) });
    const paid = await send(t.app, 'PUT', `/api/admin/bookings/${booking._id}`, admin, {
      paymentStatus: 'paid',
    });
    expect(paid.statusCode, paid.body).toBe(200);
    const cancelled = await karvaan('PUT', `/bookings/${booking._id}/cancel`, token, { reason: 'Fell ill' });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    return booking._id as string;
  }

  /** What the refund panel lists: the client filters the admin bookings itself. */
  const pendingRefunds = async () =>
    ((await karvaan('GET', '/admin/bookings', admin)).json().data as Row[]).filter(
      (b) => b?.cancellation?.requiresAdminApproval && b?.cancellation?.refundStatus === 'pending',
    );

  it('lists a requested refund, and approving it without a body returns everything paid', async () => {
    const id = await refundRequested();
    const listed = (await pendingRefunds()).find((b) => b._id === id);
    expect(listed).toMatchObject({
      post: { title: 'Gion Evening Walk' },
      contactInfo: { fullName: 'Aiko Tanaka' },
      cancellation: { refundAmount: 50, refundFee: 0, reason: 'Fell ill' },
    });
    expect(listed?.bookingReference).toEqual(expect.any(String));

    // api.ts approveRefund: `api.put(url)` with no data, so no body and no Content-Type.
    const approved = await t.app.inject({
      method: 'PUT',
      url: `/karvaan/api/bookings/${id}/refund/approve`,
      headers: bearer(admin),
    });
    expect(approved.statusCode, approved.body).toBe(200);
    const booking = approved.json().data;
    expect(booking.refund.status).toBe('approved');
    expect(booking.cancellation).toMatchObject({ refundStatus: 'processed', requiresAdminApproval: false });
    expect(booking.payment).toMatchObject({ status: 'refunded', method: 'meeting-point' });
    expect((await pendingRefunds()).some((b) => b._id === id)).toBe(false);
  });

  it('denies without a body, with a note the traveller reads', async () => {
    const id = await refundRequested();
    const denied = await t.app.inject({
      method: 'PUT',
      url: `/karvaan/api/bookings/${id}/refund/deny`,
      headers: bearer(admin),
    });
    expect(denied.statusCode, denied.body).toBe(200);
    const booking = denied.json().data;
    expect(booking.refund).toMatchObject({ status: 'denied', note: karvaanDenialNote });
    expect(booking.cancellation).toMatchObject({ refundStatus: 'denied', refundAmount: 0 });
    // Kept and paid: "succeeded" to the client.
    expect(booking.payment).toMatchObject({ status: 'succeeded', method: 'meeting-point' });
  });

  it('still asks our own API for its bodies', async () => {
    const id = await refundRequested();
    for (const decision of ['approve', 'deny']) {
      const response = await t.app.inject({
        method: 'PUT',
        url: `/api/bookings/${id}/refund/${decision}`,
        headers: bearer(admin),
      });
      expect(response.statusCode).toBe(400);
    }
  });
});

describe('the admin dashboard (AdminDashboard.tsx l.49-55, 236-378)', () => {
  it('gives the cards flat numbers, and each latest booking a payment amount', async () => {
    const rater = await insertUser(t.db);
    await insertRating(t.db, tourId, rater.id, 4);
    const { token } = await register(t.app);
    await booked(t.app, token, { tourId, date: tokyoDate(4) });

    const response = await karvaan('GET', '/admin/stats', admin);
    expect(response.statusCode, response.body).toBe(200);
    const { success, data } = response.json();
    expect(success).toBe(true);
    expect(data.totalPosts).toBe(data.totals.tours.total);
    expect(data.totalUsers).toBe(data.totals.users.total);
    expect(data.totalBookings).toBe(data.totals.bookings.total);
    expect(data.totalBookings).toBeGreaterThan(0);
    expect(data.completedRevenue).toBe(data.totals.revenue.paid);
    expect(typeof data.completedRevenue).toBe('number');

    // l.304-322: `booking.payment.amount` is read without `?.`: the page was blank without it.
    expect(data.recentBookings.length).toBeGreaterThan(0);
    for (const booking of data.recentBookings) {
      expect(booking.payment).toMatchObject({ amount: booking.total, status: expect.any(String) });
      expect(booking.post.title).toEqual(expect.any(String));
      expect(booking.user.name).toBe(booking.customerName);
    }

    // l.349-366: our most booked tours, with the catalog's category and a numeric average.
    expect(data.popularPosts[0]).toMatchObject({
      _id: tourId,
      title: 'Gion Evening Walk',
      category: 'Cultural',
      rating: { average: 4, count: 1 },
    });
    for (const tour of data.popularPosts)
      if (tour.rating) expect(typeof tour.rating.average.toFixed).toBe('function');
  });

  it('answers /api/admin/stats in our shape only', async () => {
    const response = await send(t.app, 'GET', '/api/admin/stats', admin);
    const data = response.json().data;
    expect(data).not.toHaveProperty('totalPosts');
    expect(data).not.toHaveProperty('popularPosts');
    expect(data.recentBookings[0]).not.toHaveProperty('payment');
  });

  it('is for admins only', async () => {
    const { token } = await register(t.app);
    expect((await karvaan('GET', '/admin/stats', null)).statusCode).toBe(401);
    expect((await karvaan('GET', '/admin/stats', token)).statusCode).toBe(403);
  });

  it('says in the OpenAPI document what it adds', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(document.paths['/api/bookings'].post['x-karvaan-client']).toContain('postId');
    expect(document.paths['/api/bookings/my-bookings'].get['x-karvaan-client']).toContain('bookingReference');
    expect(document.paths['/api/admin/stats'].get['x-karvaan-client']).toContain('completedRevenue');
  });
});

describe('paid online (a Stripe key is set)', () => {
  let online: OnlineApp;
  beforeAll(async () => {
    online = await startOnlineApp();
  });
  afterAll(() => online?.close());

  it('says "Payment Due" while the seats are held unpaid, and "succeeded" once Stripe took the money', async () => {
    const tour = await insertTour(online.t.db, { maxGroupSize: 20 });
    const { token } = await registerConfirmed(online.t.app, online.t.db);
    const response = await online.t.app.inject({
      method: 'POST',
      url: '/karvaan/api/bookings',
      headers: bearer(token),
      payload: clientBooking({
        postId: tour.id,
        paymentMethod: 'pay-now',
        paymentIntentId: 'pm_from_another_account',
      }),
    });
    expect(response.statusCode, response.body).toBe(201);
    const held = response.json().data;
    expect(held.payment).toMatchObject({
      method: 'pay-later',
      status: 'pending',
      amount: held.pricing.total,
    });
    expect(held.payment.checkoutUrl).toEqual(expect.any(String));

    const ours = await online.get(held._id, token);
    await payOnline(online.t, online.fake, ours);
    const mine = await online.t.app.inject({
      method: 'GET',
      url: '/karvaan/api/bookings/my-bookings',
      headers: bearer(token),
    });
    expect(mine.json().data[0].payment).toMatchObject({
      method: 'stripe',
      status: 'succeeded',
      amount: held.pricing.total,
    });
  });
});
