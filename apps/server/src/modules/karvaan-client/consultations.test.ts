import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminEnv, adminSession, bearer, register, uniqueEmail } from '../../../test/accounts.ts';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { tokyoDate } from '../../../test/bookings.ts';

/**
 * The Karvaan Tours client's consultation calls, written from its source: the home page's "Schedule a
 * Call" form (src/components/home/ConsultationSection.tsx, through `bookingsAPI.scheduleConsultation` in
 * src/lib/api.ts) and the admin console's consultations dashboard
 * (src/components/admin/AdminConsultationsDashboard.tsx). It calls under its VITE_API_BASE_URL, here
 * http://localhost:5200/karvaan/api.
 */
let t: TestApp;
let admin: string;
let customer: string;

type Item = Record<string, unknown>;

beforeAll(async () => {
  t = await createTestApp({ ...adminEnv, TIMEZONE: 'Asia/Tokyo' });
  admin = await adminSession(t.app, t.config, t.database);
  customer = (await register(t.app)).token;
});

afterAll(() => t?.close());

/** The form's body as ConsultationSection sends it: `time` from its 12-hour select, `travelPlans` optional. */
const scheduleForm = (overrides: Item = {}) => ({
  fullName: 'Priya Raman',
  email: uniqueEmail('karvaan'),
  phone: '919876543210',
  date: tokyoDate(3),
  time: '04:00 PM',
  travelPlans: '',
  ...overrides,
});

function schedule(payload: object) {
  return t.app.inject({ method: 'POST', url: '/karvaan/api/consultations/schedule', payload });
}

/** The dashboard's `api.get(endpoint)` with the admin's token (the axios interceptor adds it). */
function get(url: string, token: string | null = admin) {
  return t.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });
}

async function scheduled(overrides: Item = {}): Promise<Item> {
  const response = await schedule(scheduleForm(overrides));
  expect(response.statusCode, response.body).toBe(201);
  // ConsultationSection reads only `success` (then "Consultation Scheduled!").
  expect(response.json().success).toBe(true);
  return response.json().data;
}

/** Our own view of it, on /api. */
async function ours(id: string): Promise<Item | undefined> {
  const response = await get('/api/admin/consultations?limit=100');
  return (response.json().data as Item[]).find((item) => item._id === id);
}

describe('the "Schedule a Call" form', () => {
  it('is saved in our names: 12-hour time on our clock, the trip-planning topic, no words made up', async () => {
    const saved = await scheduled({ travelPlans: '' });
    expect(await ours(saved._id as string)).toMatchObject({
      name: 'Priya Raman',
      phone: '919876543210',
      preferredDate: tokyoDate(3),
      preferredTime: '16:00',
      topic: 'Planning a trip',
      message: '(no details given)',
      status: 'new',
    });
  });

  it('keeps travel plans as typed, and marks short ones as all there is', async () => {
    const long = 'Two families, Kyoto and Nara in April, one grandmother who walks slowly.';
    expect(await ours((await scheduled({ travelPlans: long }))._id as string)).toMatchObject({
      message: long,
    });
    const short = await scheduled({ travelPlans: ' Kyoto ', time: '12:00 PM' });
    expect(await ours(short._id as string)).toMatchObject({
      message: 'Kyoto (no more details given)',
      preferredTime: '12:00',
    });
    const morning = await scheduled({ time: '09:00 AM' });
    expect(await ours(morning._id as string)).toMatchObject({ preferredTime: '09:00' });
  });

  it('still refuses what our rules refuse, with our message (a past date)', async () => {
    const response = await schedule(scheduleForm({ date: '2001-01-01' }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, message: expect.any(String) });
  });

  it('is not read in the old names on /api', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/consultations/schedule',
      payload: scheduleForm(),
    });
    expect(response.statusCode).toBe(400);
  });
});

describe("the admin console's consultations", () => {
  let today: Item;
  let tomorrow: Item;
  let later: Item;

  beforeAll(async () => {
    later = await scheduled({ date: tokyoDate(9), time: '10:00 AM', fullName: 'Later Guest' });
    tomorrow = await scheduled({ date: tokyoDate(1), time: '02:00 PM', fullName: 'Tomorrow Guest' });
    today = await scheduled({ date: tokyoDate(0), time: '06:00 PM', fullName: 'Today Guest' });
    // More than our default page of 12: the console reads one page and counts it.
    for (let i = 0; i < 12; i++) await scheduled({ fullName: `Guest ${i}` });
  });

  it('lists every consultation with the names, statuses and clock the dashboard reads', async () => {
    const response = await get('/karvaan/api/consultations');
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body.success).toBe(true);
    // Line 41: `data.data || []`, then `consultations.filter` on every render: an array.
    expect(Array.isArray(body.data)).toBe(true);
    expect(body.data.length).toBeGreaterThan(12);
    for (const item of body.data as Item[]) {
      // Line 326: `consultation._id.slice(-6)`; the rendered cells must be text.
      expect(typeof item._id).toBe('string');
      for (const field of ['fullName', 'email', 'preferredDate', 'preferredTime', 'travelPlans', 'status'])
        expect(typeof item[field], field).toBe('string');
      expect(item.createdAt).toEqual(expect.any(String));
      expect(item.updatedAt).toEqual(expect.any(String));
    }
    const mine = (body.data as Item[]).find((item) => item._id === today._id);
    expect(mine).toMatchObject({
      fullName: 'Today Guest',
      travelPlans: '(no details given)',
      status: 'pending',
      preferredDate: tokyoDate(0),
      preferredTime: '06:00 PM',
    });
  });

  it("lists the pending ones, today's calls, and the calls from tomorrow on", async () => {
    const ids = async (url: string) => {
      const response = await get(url);
      expect(response.statusCode, response.body).toBe(200);
      expect(Array.isArray(response.json().data)).toBe(true);
      return (response.json().data as Item[]).map((item) => item._id);
    };
    const pending = await ids('/karvaan/api/consultations/pending/list');
    expect(pending).toEqual(expect.arrayContaining([today._id, tomorrow._id, later._id]));

    expect(await ids('/karvaan/api/consultations/today/list')).toEqual([today._id]);
    const upcoming = await ids('/karvaan/api/consultations/upcoming/list');
    expect(upcoming).toContain(tomorrow._id);
    expect(upcoming).not.toContain(today._id);
    // In the order of the calls: tomorrow's before the one in nine days.
    expect(upcoming.indexOf(tomorrow._id)).toBeLessThan(upcoming.indexOf(later._id));
  });

  it('confirms a pending one (line 371): it is handled, and leaves the pending tab', async () => {
    const response = await t.app.inject({
      method: 'PATCH',
      url: `/karvaan/api/consultations/${tomorrow._id}/status`,
      headers: bearer(admin),
      payload: { status: 'confirmed' },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      success: true,
      data: { _id: tomorrow._id, status: 'completed', fullName: 'Tomorrow Guest' },
    });
    expect(await ours(tomorrow._id as string)).toMatchObject({ status: 'handled' });
    const pending = (await get('/karvaan/api/consultations/pending/list')).json().data as Item[];
    expect(pending.map((item) => item._id)).not.toContain(tomorrow._id);
  });

  it('refuses a status we do not have, and an unknown consultation, with our errors', async () => {
    const cancel = await t.app.inject({
      method: 'PATCH',
      url: `/karvaan/api/consultations/${later._id}/status`,
      headers: bearer(admin),
      payload: { status: 'cancelled' },
    });
    expect(cancel.statusCode).toBe(400);
    expect(cancel.json()).toMatchObject({ success: false, message: expect.any(String) });
    const missing = await t.app.inject({
      method: 'PATCH',
      url: '/karvaan/api/consultations/00000000-0000-4000-8000-000000000000/status',
      headers: bearer(admin),
      payload: { status: 'completed' },
    });
    expect(missing.statusCode).toBe(404);
  });

  it('leaves our own list exactly as it was', async () => {
    const response = await get('/api/admin/consultations');
    const body = response.json();
    expect(body.data).toHaveLength(12);
    for (const item of body.data as Item[]) {
      expect(['new', 'handled']).toContain(item.status);
      expect(item).not.toHaveProperty('fullName');
      expect(item).not.toHaveProperty('travelPlans');
      expect(item.preferredTime).toMatch(/^\d{2}:\d{2}$/);
    }
  });
});

describe('the calls only the old console makes', () => {
  const calls = [
    { method: 'GET', url: '/api/consultations' },
    { method: 'GET', url: '/api/consultations/pending/list' },
    { method: 'GET', url: '/api/consultations/today/list' },
    { method: 'GET', url: '/api/consultations/upcoming/list' },
    { method: 'PATCH', url: '/api/consultations/00000000-0000-4000-8000-000000000000/status' },
  ] as const;

  for (const { method, url } of calls) {
    it(`${method} ${url}: admins only under /karvaan, and no such endpoint on /api`, async () => {
      const as = (token: string | null, path = `/karvaan${url}`) =>
        t.app.inject({
          method,
          url: path,
          headers: token ? bearer(token) : {},
          ...(method === 'PATCH' ? { payload: { status: 'completed' } } : {}),
        });
      expect((await as(null)).statusCode).toBe(401);
      expect((await as(customer)).statusCode).toBe(403);
      // The PATCH names no consultation of ours: past the guard, our route answers 404.
      expect((await as(admin)).statusCode).toBe(method === 'PATCH' ? 404 : 200);
      expect((await as(admin, url)).statusCode).toBe(404);
    });
  }

  it('are not in the OpenAPI document; the routes they translate to say how', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(document.paths['/api/consultations']).toBeUndefined();
    expect(document.paths['/api/admin/consultations'].get['x-karvaan-client']).toContain('/today/list');
    expect(document.paths['/api/consultations/schedule'].post['x-karvaan-client']).toContain('fullName');
  });
});
