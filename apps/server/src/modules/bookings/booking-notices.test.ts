import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminEnv,
  adminSession,
  bearer,
  followConfirmationLink,
  register,
  registerConfirmed,
} from '../../../test/accounts.ts';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { booked, tokyoDate } from '../../../test/bookings.ts';
import { insertTour } from '../../../test/fixtures.ts';
import { startSmtpCapture } from '../../../test/smtp.ts';

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;
let admin: string;

beforeAll(async () => {
  smtp = await startSmtpCapture();
  t = await createTestApp({ ...adminEnv, SMTP_URL: smtp.url, PUBLIC_URL: 'https://tabi.example' });
  admin = await adminSession(t.app, t.config, t.database);
});

afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

async function notificationsOf(token: string) {
  const response = await t.app.inject({ method: 'GET', url: '/api/notifications', headers: bearer(token) });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as { type: string; title: string; body: string; link: string }[];
}

/** Notices are sent after the answer: wait until they have landed. */
const eventually = <T>(read: () => Promise<T>, check: (value: T) => boolean) =>
  expect.poll(async () => check(await read()), { timeout: 5000 }).toBe(true);

describe('what a booking tells its traveller and the admins', () => {
  it('confirms a booking by e-mail and in the app, with the reference, date and meeting point', async () => {
    const tour = await insertTour(t.db, { meetingPoint: 'Yasaka Shrine, West Gate', departureTime: '09:30' });
    const { token, user } = await registerConfirmed(t.app, t.db, { name: 'Kaori Ueda' });
    const date = tokyoDate(6);
    const booking = await booked(t.app, token, { tourId: tour.id, date });

    // To the account's address, greeted by its name: the booking's contact (aiko@example.com) is for the guide.
    const mail = await smtp.take({ subject: 'Your booking is confirmed' });
    expect(mail.to).toEqual([user.email]);
    expect(mail.text).toContain('Hello Kaori Ueda,');
    expect(mail.subject).toBe(`Your booking is confirmed · ${booking.reference}`);
    expect(mail.text).toContain(`Reference: ${booking.reference}`);
    expect(mail.text).toContain('Meeting point: Yasaka Shrine, West Gate');
    // The operator's clock, labelled as every time the product shows.
    expect(mail.text).toMatch(/at 09:30 JST/);
    expect(mail.text).not.toContain('Asia/Tokyo');
    expect(mail.text).toContain('https://tabi.example/bookings');

    await eventually(
      () => notificationsOf(token),
      (list) => list.some((n) => n.type === 'booking_confirmed' && n.body.includes(booking.reference)),
    );
  });

  it('tells admins about a refund request, and the traveller about the decision', async () => {
    const tour = await insertTour(t.db);
    const { token } = await registerConfirmed(t.app, t.db);
    const booking = await booked(t.app, token, { tourId: tour.id, date: tokyoDate(9) });
    await smtp.take({ subject: 'Your booking is confirmed' });
    const put = (url: string, who: string, payload: object) =>
      t.app.inject({ method: 'PUT', url, headers: bearer(who), payload });
    await put(`/api/admin/bookings/${booking._id}`, admin, { paymentStatus: 'paid' });
    await put(`/api/bookings/${booking._id}/cancel`, token, { reason: 'Our flight moved' });
    const cancelMail = await smtp.take({ subject: 'Your booking is cancelled' });
    expect(cancelMail.subject).toBe(`Your booking is cancelled · ${booking.reference}`);
    expect(cancelMail.text).toContain('Reason: Our flight moved');

    await eventually(
      () => notificationsOf(admin),
      (list) => list.some((n) => n.type === 'refund_requested' && n.title.includes(booking.reference)),
    );

    await put(`/api/bookings/${booking._id}/refund/deny`, admin, { note: 'The tour ran as planned' });
    const decision = await smtp.take({ subject: 'About your refund request' });
    expect(decision.subject).toBe(`About your refund request · ${booking.reference}`);
    expect(decision.text).toContain('Note from our team: The tour ran as planned');
    await eventually(
      () => notificationsOf(token),
      (list) => list.some((n) => n.type === 'refund_denied' && n.link === '/bookings'),
    );
  });
});

describe('booking mail to an account whose address is not confirmed', () => {
  it('is accepted and kept, never sent to the contact typed in the booking, and leaves once confirmed', async () => {
    const tour = await insertTour(t.db);
    const { token, user } = await register(t.app, { name: 'Mio Kato' });
    const verification = await smtp.take({ to: user.email, subject: 'Confirm your e-mail address' });
    const contact = {
      name: 'URGENT: your card was charged - call +1 555 0100',
      email: 'victim@example.net',
      phone: '+81 90 1234 5678',
    };
    const booking = await booked(t.app, token, { tourId: tour.id, date: tokyoDate(8), contact });
    await eventually(
      () => notificationsOf(token),
      (list) => list.some((n) => n.type === 'booking_confirmed'),
    );
    expect(smtp.received.some((mail) => mail.to.includes('victim@example.net'))).toBe(false);
    expect(smtp.received.some((mail) => mail.subject.includes(booking.reference))).toBe(false);

    await followConfirmationLink(t.app, verification.text);
    const mail = await smtp.take({
      to: user.email,
      subject: `Your booking is confirmed · ${booking.reference}`,
    });
    expect(mail.text).toContain('Hello Mio Kato,');
    expect(mail.text).not.toContain('URGENT');
  });
});

describe('stopping the server while a booking mail is being sent', () => {
  it('waits for the mail: it has reached the mail server when close returns', async () => {
    // A mail server that takes half a second to accept each message: the app is stopped long before.
    const slowSmtp = await startSmtpCapture({ acceptAfterMs: 500 });
    const stopping = await createTestApp({ SMTP_URL: slowSmtp.url });
    try {
      const tour = await insertTour(stopping.db);
      const { token } = await registerConfirmed(stopping.app, stopping.db);
      const booking = await booked(stopping.app, token, { tourId: tour.id, date: tokyoDate(7) });

      await stopping.close();

      expect(slowSmtp.received.map((mail) => mail.subject)).toContain(
        `Your booking is confirmed · ${booking.reference}`,
      );
    } finally {
      await slowSmtp.close();
    }
  });
});
