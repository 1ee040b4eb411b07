import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerConfirmed, send } from '../../../test/accounts.ts';
import { booked, tokyoDate } from '../../../test/bookings.ts';
import { insertTour } from '../../../test/fixtures.ts';
import { checkoutCreates, type OnlineApp, sessionOf, startOnlineApp } from '../../../test/online-bookings.ts';

let o: OnlineApp;

beforeAll(async () => {
  o = await startOnlineApp({ CURRENCY: 'JPY' });
});

afterAll(() => o?.close());

describe('paying in yen, which has no minor unit', () => {
  it('charges, records and refunds whole yen', async () => {
    // 1,234.56 per person is charged as 1,235 yen.
    const tour = await insertTour(o.t.db, { priceMinor: 123_456, maxGroupSize: 10 });
    const token = (await registerConfirmed(o.t.app, o.t.db)).token;
    const booking = await booked(o.t.app, token, {
      tourId: tour.id,
      date: tokyoDate(10),
      participants: { adults: 2, children: 0 },
    });
    expect(booking.pricing).toMatchObject({ total: 2470, currency: 'JPY' });
    expect(checkoutCreates(o.fake).at(-1)?.body).toMatchObject({
      line_items: [{ price_data: { currency: 'jpy', unit_amount: '2470' } }],
    });

    await o.deliver(await o.fake.completeCheckout(sessionOf(booking)));
    expect(await o.get(booking._id, token)).toMatchObject({
      paymentStatus: 'paid',
      payment: { amountPaid: 2470, currency: 'JPY' },
    });
    const [mail] = await o.mailTo(`Your booking is confirmed · ${booking.reference}`);
    expect(mail!.text).toContain('Paid: ¥2,470 by Visa ending 4242');

    await send(o.t.app, 'PUT', `/api/bookings/${booking._id}/cancel`, token, { reason: 'Plans changed' });
    const approve = `/api/bookings/${booking._id}/refund/approve`;
    const fraction = await send(o.t.app, 'PUT', approve, o.admin, { amount: 100.5 });
    expect(fraction.statusCode).toBe(400);
    expect(fraction.json().message).toBe('JPY is refunded in whole units of the currency.');
    expect((await send(o.t.app, 'PUT', approve, o.admin, {})).json().data.refund).toMatchObject({
      status: 'approved',
      amount: 2470,
    });
    const refundCall = o.fake.requests.filter((r) => r.path === '/v1/refunds').at(-1);
    expect(refundCall?.body).toMatchObject({ amount: '2470' });
  });
});
