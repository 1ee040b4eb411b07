import { type OutboxMessage, type OutboxMessageSummary, outboxPreviewLength } from '@tabi/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminEnv, adminSession, registerConfirmed, send } from '../../../test/accounts.ts';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { booked, tokyoDate } from '../../../test/bookings.ts';
import { insertTour } from '../../../test/fixtures.ts';
import { countCap } from '../../platform/capped-count.ts';
import { createOutboxRepository } from '../../platform/mail/outbox.repository.ts';

/** This app has no SMTP_URL: every e-mail it would send is kept in the outbox for the admin to read. */
let t: TestApp;
let admin: string;
let traveller: string;

const noSuchId = '00000000-0000-4000-8000-000000000000';

async function outbox(
  query = '',
): Promise<{ data: OutboxMessageSummary[]; total: number; pages: number; totalIsLowerBound?: true }> {
  const response = await send(t.app, 'GET', `/api/admin/outbox${query}`, admin);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

/** Booking notices are sent after the answer: wait for the mail to be kept. */
async function until<T>(read: () => Promise<T | undefined>): Promise<T> {
  const deadline = Date.now() + 5000;
  for (;;) {
    const value = await read();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error('nothing arrived within 5 s');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

beforeAll(async () => {
  t = await createTestApp(adminEnv);
  admin = await adminSession(t.app, t.config, t.database);
  traveller = (await registerConfirmed(t.app, t.db, { name: 'Aiko Tanaka' })).token;
});

afterAll(() => t?.close());

describe('who may read the outbox', () => {
  it('answers a visitor 401 and a signed-in user 403 on both routes', async () => {
    for (const url of ['/api/admin/outbox', `/api/admin/outbox/${noSuchId}`]) {
      expect((await send(t.app, 'GET', url, null)).statusCode).toBe(401);
      const refused = await send(t.app, 'GET', url, traveller);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().code).toBe('FORBIDDEN');
    }
  });
});

describe('GET /api/admin/outbox', () => {
  it('lets the admin find and read a booking confirmation, text and HTML', async () => {
    const tour = await insertTour(t.db, { title: 'Outbox Lantern Walk' });
    const booking = await booked(t.app, traveller, { tourId: tour.id, date: tokyoDate(12) });
    const [summary] = await until(async () => {
      const { data } = await outbox(`?q=${booking.reference}`);
      return data.length > 0 ? data : undefined;
    });
    expect(summary).toEqual({
      _id: expect.any(String),
      // The account's address: booking mail never goes to the contact typed in the booking.
      to: booking.user.email,
      subject: `Your booking is confirmed · ${booking.reference}`,
      preview: expect.stringMatching(/^Hello Aiko Tanaka, Your place is confirmed\./),
      createdAt: expect.any(String),
    });
    expect(summary!.preview.length).toBeLessThanOrEqual(outboxPreviewLength);

    const response = await send(t.app, 'GET', `/api/admin/outbox/${summary!._id}`, admin);
    expect(response.statusCode, response.body).toBe(200);
    const message: OutboxMessage = response.json().data;
    expect(message).toMatchObject({ _id: summary!._id, to: summary!.to, subject: summary!.subject });
    expect(message.text).toContain(`Reference: ${booking.reference}`);
    expect(message.text).toContain('Tour: Outbox Lantern Walk');
    expect(message.html).toContain('<!doctype html>');
  });

  it('lists newest first in the list envelope, searches the recipient, pages', async () => {
    const kept = createOutboxRepository(t.db);
    const recipient = `outbox-${Date.now().toString(36)}@example.com`;
    for (const n of [1, 2, 3])
      await kept.add({ to: recipient, subject: `Note ${n}`, text: `Line one of ${n}\n\n   line   two` });
    await kept.add({ to: 'someone-else@example.com', subject: 'Other', text: 'Not for the search' });

    const first = await outbox(`?q=${recipient.toUpperCase()}&limit=2`);
    expect(first).toMatchObject({ success: true, count: 2, total: 3, page: 1, pages: 2 });
    expect(first.data.map((m) => m.subject)).toEqual(['Note 3', 'Note 2']);
    // Whitespace runs collapse to one space; a text-only mail has no HTML.
    expect(first.data[0]!.preview).toBe('Line one of 3 line two');
    const second = await outbox(`?q=${recipient}&limit=2&page=2`);
    expect(second.data.map((m) => m.subject)).toEqual(['Note 1']);
    const textOnly = await send(t.app, 'GET', `/api/admin/outbox/${second.data[0]!._id}`, admin);
    expect(textOnly.json().data).toMatchObject({ text: 'Line one of 1\n\n   line   two', html: null });

    const everything = await outbox();
    expect(everything.data[0]!.subject).toBe('Other');
  });

  it('counts a large outbox up to 10,000 and says there are more; a search still counts exactly', async () => {
    await t.database.pool.query(
      `INSERT INTO mail_outbox ("to", subject, text)
       SELECT 'season-' || i || '@example.com', 'Season mail ' || i, 'Kept.' FROM generate_series(1, $1::int) i`,
      [countCap + 1],
    );
    const everything = await outbox('?limit=50');
    expect(everything).toMatchObject({ total: countCap, pages: countCap / 50, totalIsLowerBound: true });
    expect(everything.data[0]!.subject).toMatch(/^Season mail \d+$/);
    const one = await outbox('?q=season-77@example.com');
    expect(one).toMatchObject({ total: 1, count: 1 });
    expect(one).not.toHaveProperty('totalIsLowerBound');
  });

  it('cuts a long body to the preview length', async () => {
    await createOutboxRepository(t.db).add({
      to: 'long@example.com',
      subject: 'Long',
      text: 'word '.repeat(200),
    });
    const [row] = (await outbox('?q=long@example.com')).data;
    expect(row!.preview).toHaveLength(outboxPreviewLength);
  });

  it('answers 404 for an unknown message and 400 for a bad page', async () => {
    for (const id of [noSuchId, 'not-an-id']) {
      const response = await send(t.app, 'GET', `/api/admin/outbox/${id}`, admin);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 'NOT_FOUND', message: 'Message not found' });
    }
    expect((await send(t.app, 'GET', '/api/admin/outbox?page=0', admin)).statusCode).toBe(400);
  });
});

describe('links that open an account', () => {
  /** The kept mail to `email` whose subject starts so, as the admin reads it. */
  async function read(email: string, subject: string): Promise<OutboxMessage> {
    const summary = await until(async () =>
      (await outbox(`?q=${email}`)).data.find((mail) => mail.subject.startsWith(subject)),
    );
    expect(summary.preview).not.toMatch(/\/(reset-password|verify-email)\/[\w-]{8,}/);
    return (await send(t.app, 'GET', `/api/admin/outbox/${summary._id}`, admin)).json().data;
  }

  it('hides the token of confirmation, reset and undo links from the admin, in text and HTML', async () => {
    const account = await registerConfirmed(t.app, t.db);
    const confirmation = await read(account.user.email, 'Confirm your e-mail address');
    expect(confirmation.hiddenLinks).toBe(1);
    expect(confirmation.text).toContain('/verify-email/[hidden]');
    expect(confirmation.html).toContain('/verify-email/[hidden]');
    expect(`${confirmation.text}${confirmation.html}`).not.toMatch(/\/verify-email\/(?!\[hidden\])/);

    await send(t.app, 'POST', '/api/forgot-password', null, { email: account.user.email });
    const reset = await read(account.user.email, 'Reset your');
    expect(reset.hiddenLinks).toBe(1);
    expect(`${reset.text}${reset.html}`).not.toMatch(/\/reset-password\/(?!\[hidden\])/);

    const moved = await send(t.app, 'PUT', '/api/auth/updatedetails', account.token, {
      email: `moved-${account.user.email}`,
      currentPassword: account.password,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const notice = await read(account.user.email, 'Your Tabi Tours e-mail address is being changed');
    expect(notice.text).toContain('/email-change/undo/[hidden]');
    expect(notice.hiddenLinks).toBe(1);

    // What the admin read cannot be used: the hidden link is no link at all.
    const tried = await send(t.app, 'PUT', '/api/auth/resetpassword/[hidden]', null, {
      password: 'taken over now',
    });
    expect(tried.statusCode).toBe(400);
  });

  it('leaves every other link as it is', async () => {
    const tour = await insertTour(t.db, { title: 'Outbox Link Walk' });
    const booking = await booked(t.app, traveller, { tourId: tour.id, date: tokyoDate(13) });
    const summary = await until(async () => (await outbox(`?q=${booking.reference}`)).data[0]);
    const message: OutboxMessage = (
      await send(t.app, 'GET', `/api/admin/outbox/${summary._id}`, admin)
    ).json().data;
    expect(message.hiddenLinks).toBe(0);
    expect(message.text).not.toContain('[hidden]');
  });
});
