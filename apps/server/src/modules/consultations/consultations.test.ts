import { company, formattedAddress, limits } from '@tabi/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminEnv,
  adminSession,
  bearer,
  followConfirmationLink,
  register,
  registerConfirmed,
  uniqueEmail,
} from '../../../test/accounts.ts';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { createClock, minutes } from '../../../test/clock.ts';
import { insertTour } from '../../../test/fixtures.ts';
import { startSmtpCapture } from '../../../test/smtp.ts';
import { consultations, heldMail, users } from '../../db/schema/index.ts';

/**
 * The app's clock stands at 16:00 UTC, which is already 01:00 the next day in Tokyo (the operator's zone):
 * the UTC date is in the past there. It runs a little ahead of real time, so sessions signed now are valid.
 */
function nextSixteenUtc(): Date {
  const at = new Date();
  at.setUTCHours(16, 0, 0, 0);
  if (at.getTime() <= Date.now()) at.setUTCDate(at.getUTCDate() + 1);
  return at;
}
const clock = createClock(nextSixteenUtc());
const utcToday = clock.now().toISOString().slice(0, 10);
const tokyoToday = new Date(clock.now().getTime() + 9 * 3_600_000).toISOString().slice(0, 10);

let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;
let t: TestApp;
let admin: string;

beforeAll(async () => {
  smtp = await startSmtpCapture();
  t = await createTestApp({ ...adminEnv, SMTP_URL: smtp.url, TIMEZONE: 'Asia/Tokyo' }, { now: clock.now });
  admin = await adminSession(t.app, t.config, t.database);
});

afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

const request = (overrides: Record<string, unknown> = {}) => ({
  name: 'Mei Suzuki',
  email: uniqueEmail('guest'),
  preferredDate: '2099-06-18',
  preferredTime: '10:30',
  topic: 'Planning a trip',
  message: 'We are four adults visiting Kyoto in spring and would like advice on a two-day plan.',
  ...overrides,
});

function schedule(payload: object, token?: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/consultations/schedule',
    payload,
    headers: token ? bearer(token) : {},
  });
}

function list(query: string, token = admin) {
  return t.app.inject({ method: 'GET', url: `/api/admin/consultations?${query}`, headers: bearer(token) });
}

function change(id: string, payload: object, token = admin) {
  return t.app.inject({
    method: 'PUT',
    url: `/api/admin/consultations/${id}`,
    payload,
    headers: bearer(token),
  });
}

async function storedRow(id: string) {
  const [row] = await t.db.select().from(consultations).where(eq(consultations.id, id));
  return row!;
}

describe('POST /api/consultations/schedule', () => {
  it('takes a visitor’s request and answers it as stored', async () => {
    const payload = request({ name: '  Mei Suzuki ', email: ' Mei.Suzuki@Example.com ' });
    const response = await schedule(payload);
    expect(response.statusCode, response.body).toBe(201);
    const { data } = response.json();
    expect(response.json()).toEqual({
      success: true,
      data: {
        _id: expect.any(String),
        name: 'Mei Suzuki',
        email: 'mei.suzuki@example.com',
        phone: null,
        preferredDate: '2099-06-18',
        preferredTime: '10:30',
        topic: 'Planning a trip',
        message: payload.message,
        tour: null,
        status: 'new',
        adminNote: null,
        handledAt: null,
        createdAt: expect.any(String),
        updatedAt: expect.any(String),
      },
    });
    expect((await storedRow(data._id)).userId).toBeNull();
  });

  it('remembers the signed-in user and names the tour asked about', async () => {
    const { token, user } = await register(t.app);
    const tour = await insertTour(t.db, { title: 'Fushimi Inari at dawn' });
    const response = await schedule(
      request({ tourId: tour.id, phone: '+81 90-1234-5678', topic: 'Private or group tour' }),
      token,
    );
    expect(response.statusCode, response.body).toBe(201);
    const { data } = response.json();
    expect(data).toMatchObject({
      tour: { _id: tour.id, title: 'Fushimi Inari at dawn' },
      phone: '+81 90-1234-5678',
      topic: 'Private or group tour',
    });
    expect((await storedRow(data._id)).userId).toBe(user._id);
  });

  it('treats an empty phone as none, and a session that ended as a visitor', async () => {
    const response = await schedule(request({ phone: '', tourId: null }), 'not-a-valid-token');
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().data).toMatchObject({ phone: null, tour: null });
    expect((await storedRow(response.json().data._id)).userId).toBeNull();
  });

  it.each([
    [{ name: '' }, 'name'],
    [{ name: '   ' }, 'name'],
    [{ name: 'x'.repeat(limits.consultationNameMax + 1) }, 'name'],
    [{ name: undefined }, 'name'],
    [{ email: 'not an email' }, 'email'],
    [{ email: undefined }, 'email'],
    [{ phone: 'call me maybe' }, 'phone'],
    [{ phone: '12' }, 'phone'],
    [{ phone: '1'.repeat(limits.consultationPhoneMax + 1) }, 'phone'],
    [{ preferredDate: '18/06/2099' }, 'preferredDate'],
    [{ preferredDate: '2099-02-30' }, 'preferredDate'],
    [{ preferredDate: '2099-13-01' }, 'preferredDate'],
    [{ preferredDate: undefined }, 'preferredDate'],
    [{ preferredTime: '25:00' }, 'preferredTime'],
    [{ preferredTime: '9:30' }, 'preferredTime'],
    [{ preferredTime: '10:30:00' }, 'preferredTime'],
    [{ topic: 'Weather' }, 'topic'],
    [{ topic: undefined }, 'topic'],
    [{ message: 'Too short' }, 'message'],
    [{ message: 'x'.repeat(limits.consultationMessageMax + 1) }, 'message'],
    [{ message: 'nul \u0000 inside the message' }, 'message'],
    [{ tourId: 'not-a-uuid' }, 'tourId'],
  ])('refuses %j with 400 naming the field', async (overrides, field) => {
    const response = await schedule(request(overrides));
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
    expect(response.json().fieldErrors).toHaveProperty(field);
  });

  it('names the topics to choose from when the topic is unknown', async () => {
    const response = await schedule(request({ topic: 'Weather' }));
    expect(response.json().fieldErrors.topic).toContain('Private or group tour');
  });

  it("refuses a date before today in the operator's zone, even when it is still today in UTC", async () => {
    const past = await schedule(request({ preferredDate: utcToday }));
    expect(past.statusCode, past.body).toBe(400);
    expect(past.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      fieldErrors: { preferredDate: 'Choose today or a later date' },
    });
    expect((await schedule(request({ preferredDate: '2001-01-01' }))).statusCode).toBe(400);
    const today = await schedule(request({ preferredDate: tokyoToday }));
    expect(today.statusCode, today.body).toBe(201);
  });

  it('refuses an unknown tour with 400 on tourId', async () => {
    const response = await schedule(request({ tourId: '00000000-0000-4000-8000-000000000000' }));
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors).toEqual({ tourId: 'Choose a tour from the list' });
  });

  it("mails a signed-in requester, at their account's confirmed address, what they asked and how to reach us", async () => {
    const tour = await insertTour(t.db, { title: 'Arashiyama bamboo walk' });
    const account = await registerConfirmed(t.app, t.db, { name: 'Ann & Bo' });
    const typed = uniqueEmail('typed');
    const response = await schedule(
      request({
        email: typed,
        name: 'URGENT: your card was charged',
        phone: '+44 20 7946 0958',
        tourId: tour.id,
        topic: 'Accessibility',
        message: 'My father uses a wheelchair.\nIs the walk step-free?',
      }),
      account.token,
    );
    expect(response.statusCode).toBe(201);
    const mail = await smtp.take({
      to: account.user.email,
      subject: 'We received your consultation request',
    });
    expect(mail.to).toEqual([account.user.email]);
    expect(mail.subject).toContain(company.name);
    for (const expected of [
      'Hello Ann & Bo,',
      'Topic: Accessibility',
      'Preferred time: Thursday, 18 June 2099 at 10:30 JST',
      'Tour: Arashiyama bamboo walk',
      'Phone: +44 20 7946 0958',
      '> My father uses a wheelchair.',
      '> Is the walk step-free?',
      company.email,
      company.phone,
      formattedAddress,
    ]) {
      expect(mail.text).toContain(expected);
    }
    expect(mail.text).not.toContain('URGENT');
    expect(mail.html).toContain('Hello Ann &#38; Bo,');
    expect(mail.html).toContain('Thursday, 18 June 2099 at 10:30 JST');
    expect(mail.html).toContain(company.phone);
    expect(smtp.received.some((m) => m.to.includes(typed))).toBe(false);
  });

  it("never writes to the address a visitor typed; an unconfirmed account's acknowledgment waits for it", async () => {
    const typed = uniqueEmail('victim');
    expect((await schedule(request({ email: typed, name: 'Hello URGENT call +1 555' }))).statusCode).toBe(
      201,
    );

    const { token, user } = await register(t.app);
    const verification = await smtp.take({ to: user.email, subject: 'Confirm your e-mail address' });
    expect((await schedule(request(), token)).statusCode).toBe(201);
    await expect
      .poll(async () =>
        (await t.db.select().from(heldMail).where(eq(heldMail.userId, user._id))).map((m) => m.subject),
      )
      .toEqual([expect.stringContaining('We received your consultation request')]);

    await followConfirmationLink(t.app, verification.text);
    const released = await smtp.take({ to: user.email, subject: 'We received your consultation request' });
    expect(released.text).toContain('Hello Aiko Tanaka,');
    await expect.poll(() => t.db.select().from(heldMail).where(eq(heldMail.userId, user._id))).toEqual([]);
    expect(smtp.received.some((m) => m.to.includes(typed))).toBe(false);
  });

  it('answers at once when the mail server is unreachable (the failure is only logged)', async () => {
    const offline = await createTestApp({ SMTP_URL: 'smtp://127.0.0.1:9?ignoreTLS=true' });
    try {
      const response = await offline.app.inject({
        method: 'POST',
        url: '/api/consultations/schedule',
        payload: request(),
      });
      expect(response.statusCode, response.body).toBe(201);
    } finally {
      await offline.close();
    }
  });
});

describe('notifying the admins', () => {
  it('leaves every admin a notification that links to the consultations list', async () => {
    const name = `Notified ${Date.now().toString(36)}`;
    expect((await schedule(request({ name }))).statusCode).toBe(201);
    const adminNotices = async () =>
      (
        await t.app.inject({ method: 'GET', url: '/api/notifications?limit=100', headers: bearer(admin) })
      ).json().data as { type: string; title: string; body: string; link: string }[];
    await expect
      .poll(async () => (await adminNotices()).find((n) => n.body.startsWith(name)))
      .toMatchObject({
        type: 'consultation_received',
        title: 'New consultation: Planning a trip',
        body: `${name} would like to talk on Thursday, 18 June 2099 at 10:30 JST.`,
        link: '/admin/consultations',
      });
  });
});

describe('rate limit', () => {
  it('answers 429 after RATE_LIMIT_CONSULTATION requests from one address', async () => {
    const limited = await createTestApp({ RATE_LIMIT_CONSULTATION: '2' });
    try {
      const send = (remoteAddress = '203.0.113.7') =>
        limited.app.inject({
          method: 'POST',
          url: '/api/consultations/schedule',
          payload: request(),
          remoteAddress,
        });
      expect((await send()).statusCode).toBe(201);
      expect((await send()).statusCode).toBe(201);
      const refused = await send();
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toMatchObject({ success: false, code: 'RATE_LIMITED' });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect((await send('203.0.113.8')).statusCode).toBe(201);
    } finally {
      await limited.close();
    }
  });
});

describe('GET /api/admin/consultations', () => {
  const tag = `tag${Date.now().toString(36)}`;
  const ids: string[] = [];

  beforeAll(async () => {
    for (const name of ['First Guest', 'Second Guest', 'Third Guest']) {
      const response = await schedule(request({ name: `${name} ${tag}` }));
      ids.push(response.json().data._id);
    }
    // Found by e-mail alone: the name does not carry the tag.
    const byEmail = await schedule(request({ name: 'Fourth Guest', email: `${tag}@example.com` }));
    ids.push(byEmail.json().data._id);
  });

  it('lists the newest first, searching name and e-mail', async () => {
    const response = await list(`q=${tag.toUpperCase()}`);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ success: true, count: 4, total: 4, page: 1, pages: 1 });
    expect(body.data.map((c: { _id: string }) => c._id)).toEqual([...ids].reverse());
  });

  it('pages through the results', async () => {
    const first = (await list(`q=${tag}&limit=3`)).json();
    expect(first).toMatchObject({ count: 3, total: 4, page: 1, pages: 2 });
    const second = (await list(`q=${tag}&limit=3&page=2`)).json();
    expect(second).toMatchObject({ count: 1, total: 4, page: 2, pages: 2 });
    expect(second.data[0]._id).toBe(ids[0]);
  });

  it('filters by status', async () => {
    expect((await change(ids[1]!, { status: 'handled' })).statusCode).toBe(200);
    const handled = (await list(`q=${tag}&status=handled`)).json();
    expect(handled.data.map((c: { _id: string }) => c._id)).toEqual([ids[1]]);
    const fresh = (await list(`q=${tag}&status=new`)).json();
    expect(fresh.total).toBe(3);
    expect(fresh.data.every((c: { status: string }) => c.status === 'new')).toBe(true);
  });

  it('takes % and _ in a search literally', async () => {
    expect((await list('q=%25')).json().total).toBe(0);
    expect((await list('q=_')).json().total).toBe(0);
  });

  it('refuses a bad status or page size with 400', async () => {
    expect((await list('status=closed')).json().fieldErrors).toHaveProperty('status');
    expect((await list('limit=500')).json().fieldErrors).toHaveProperty('limit');
  });
});

describe('PUT /api/admin/consultations/:id', () => {
  it('marks a consultation handled with a note, keeps the first handling time, and reopens it', async () => {
    const id = (await schedule(request())).json().data._id;
    const handledAt = clock.now().toISOString();
    const handled = await change(id, { status: 'handled', adminNote: '  Called back, sent an itinerary. ' });
    expect(handled.statusCode, handled.body).toBe(200);
    expect(handled.json()).toMatchObject({
      success: true,
      data: { _id: id, status: 'handled', adminNote: 'Called back, sent an itinerary.', handledAt },
    });
    const [adminUser] = await t.db.select().from(users).where(eq(users.email, adminEnv.ADMIN_EMAIL));
    expect((await storedRow(id)).handledBy).toBe(adminUser!.id);

    // A later note changes the note, not when (or by whom) it was handled.
    clock.advance(minutes(30));
    const noted = (await change(id, { status: 'handled', adminNote: 'Booked for May.' })).json().data;
    expect(noted).toMatchObject({ adminNote: 'Booked for May.', handledAt });

    const reopened = (await change(id, { status: 'new' })).json().data;
    expect(reopened).toMatchObject({ status: 'new', handledAt: null, adminNote: 'Booked for May.' });
    expect((await storedRow(id)).handledBy).toBeNull();
    expect((await change(id, { status: 'new', adminNote: '' })).json().data.adminNote).toBeNull();
  });

  it('answers 404 for an unknown consultation', async () => {
    const missing = await change('00000000-0000-4000-8000-000000000000', { status: 'handled' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ code: 'NOT_FOUND', message: 'Consultation not found' });
    expect((await change('nope', { status: 'handled' })).statusCode).toBe(404);
  });

  it('refuses a bad status or a note over the limit with 400', async () => {
    const id = (await schedule(request())).json().data._id;
    expect((await change(id, { status: 'closed' })).json().fieldErrors).toHaveProperty('status');
    expect((await change(id, {})).json().fieldErrors).toHaveProperty('status');
    const long = await change(id, {
      status: 'handled',
      adminNote: 'x'.repeat(limits.consultationNoteMax + 1),
    });
    expect(long.statusCode).toBe(400);
    expect(long.json().fieldErrors).toHaveProperty('adminNote');
    expect((await storedRow(id)).status).toBe('new');
  });
});

describe('admin routes refuse everyone else', () => {
  it('answers a user 403 and a visitor 401, changing nothing', async () => {
    const id = (await schedule(request())).json().data._id;
    const { token } = await register(t.app);
    expect((await list('', token)).statusCode).toBe(403);
    const put = await change(id, { status: 'handled' }, token);
    expect(put.statusCode).toBe(403);
    expect(put.json()).toMatchObject({ success: false, code: 'FORBIDDEN' });

    expect((await t.app.inject({ method: 'GET', url: '/api/admin/consultations' })).statusCode).toBe(401);
    const visitor = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/consultations/${id}`,
      payload: { status: 'handled' },
    });
    expect(visitor.statusCode).toBe(401);
    expect((await storedRow(id)).status).toBe('new');
  });
});
