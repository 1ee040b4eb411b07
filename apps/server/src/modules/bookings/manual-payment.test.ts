import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminEnv, adminSession, register, send } from '../../../test/accounts.ts';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { booked, tokyoDate } from '../../../test/bookings.ts';
import { insertTour } from '../../../test/fixtures.ts';

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp(adminEnv);
  admin = await adminSession(t.app, t.config, t.database);
});

afterAll(() => t?.close());

describe('paid at the meeting point (no Stripe key)', () => {
  it('has no online payment routes, and books as before', async () => {
    expect(t.payments).toBeNull();
    expect(t.paymentHolds).toBeNull();
    expect((await send(t.app, 'GET', '/api/admin/payments', admin)).statusCode).toBe(404);
    const tour = await insertTour(t.db);
    const booking = await booked(t.app, (await register(t.app)).token, {
      tourId: tour.id,
      date: tokyoDate(9),
    });
    expect(booking).toMatchObject({ status: 'confirmed', paymentStatus: 'unpaid', payment: null });
    expect(
      (await send(t.app, 'POST', `/api/admin/bookings/${booking._id}/reconcile`, admin)).statusCode,
    ).toBe(404);
  });

  it('lets an admin set only unpaid or paid by hand, and refunds only in full', async () => {
    const tour = await insertTour(t.db);
    const token = (await register(t.app)).token;
    const booking = await booked(t.app, token, { tourId: tour.id, date: tokyoDate(9) });
    const url = `/api/admin/bookings/${booking._id}`;
    for (const paymentStatus of ['pending', 'partially_refunded', 'failed']) {
      const response = await send(t.app, 'PUT', url, admin, { paymentStatus });
      expect(response.statusCode, paymentStatus).toBe(409);
      expect(response.json().message).toBe(
        'Only unpaid or paid can be set by hand; the other payment statuses follow Stripe.',
      );
    }
    expect((await send(t.app, 'PUT', url, admin, { paymentStatus: 'paid' })).statusCode).toBe(200);
    await send(t.app, 'PUT', `/api/bookings/${booking._id}/cancel`, token, { reason: 'Plans changed' });
    const approve = `/api/bookings/${booking._id}/refund/approve`;
    const part = await send(t.app, 'PUT', approve, admin, { amount: 20 });
    expect(part.statusCode).toBe(400);
    expect(part.json().message).toBe('Only online payments can be refunded in part');
    const approved = await send(t.app, 'PUT', approve, admin, {});
    expect(approved.json().data).toMatchObject({
      paymentStatus: 'refunded',
      refund: { status: 'approved', amount: null },
    });
  });
});
