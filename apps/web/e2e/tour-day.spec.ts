import { readFileSync } from 'node:fs';
import { parse } from 'csv-parse/sync';
import ical, { type VEvent } from 'node-ical';
import { adminKey } from './admin.ts';
import { expect, expectNoSeriousViolations, instantConfirmationTour, signIn, test } from './fixtures.ts';
import { mailTo } from './mailbox.ts';

/**
 * The day of the tour in the browser, against the product on a clock the test moves
 * (apps/server/test/clocked-server.ts, the config's fourth web server): a traveller books, opens the ticket
 * and downloads its calendar file; the reminder arrives the day before and the review request after the
 * tour, each when the clock reaches its moment; staff open the day's departures, check the party in by a
 * photo of the ticket's QR, see a second scan refused as already done, and export the manifest.
 */
test.use({ baseURL: `http://127.0.0.1:${process.env.E2E_TOUR_DAY_PORT ?? 5292}` });
const clock = `http://127.0.0.1:${process.env.E2E_CLOCK_PORT ?? 5295}/clock`;

/** Moves the server's clock to `at` and runs its round of reminders, completions and review requests. */
async function moveClock(at: number) {
  const response = await fetch(`${clock}?to=${new Date(at).toISOString()}`, { method: 'POST' });
  expect(response.status, await response.clone().text()).toBe(200);
}

const minute = 60_000;
const hour = 60 * minute;

test('a traveller’s ticket, calendar, reminder and review request; staff check the party in', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const email = `tourday.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;
  const password = 'e2e-password-123';
  expect(
    (await request.post('/api/auth/register', { data: { name: 'Yui Mori', email, password } })).status(),
  ).toBe(201);
  // Reminders go to a confirmed address: follow the mailed link.
  const confirmation = await mailTo(email, 'Confirm your e-mail address');
  const token = /\/verify-email\/([\w-]+)/.exec(confirmation)?.[1];
  expect((await request.post('/api/auth/verify-email', { data: { token } })).status()).toBe(200);
  const tour = await instantConfirmationTour(request);

  let reference = '';
  await test.step('book the first open date', async () => {
    await signIn(page, email, password);
    await page.goto(`/tours/${tour._id}`);
    await page.getByRole('link', { name: 'Book now' }).click();
    await page.locator('[role=grid] button:not([aria-disabled=true])').first().click();
    await page.getByLabel(/Phone/).fill('+81 90 5555 0199');
    await page.getByRole('button', { name: 'Book now' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Your tour is booked' })).toBeVisible();
    const copy = page.getByRole('button', { name: /^Copy booking reference TB-/ });
    reference = (await copy.getAttribute('aria-label'))!.replace('Copy booking reference ', '');
  });
  const { data: mine } = await (
    await request.get('/api/bookings/my-bookings', {
      headers: { authorization: `Bearer ${await page.evaluate(() => localStorage.getItem('token'))}` },
    })
  ).json();
  const booking = (mine as { _id: string; reference: string; startsAt: string }[]).find(
    (b) => b.reference === reference,
  )!;
  const startsAt = Date.parse(booking.startsAt);

  let qrPng: Buffer = Buffer.alloc(0);
  await test.step('open the ticket from My bookings and from the confirmation mail', async () => {
    const mail = await mailTo(email, 'Your booking is confirmed');
    expect(mail).toContain(`/bookings/${booking._id}/ticket`);
    await page.getByRole('link', { name: 'My bookings' }).click();
    await page.getByRole('link', { name: `Ticket for ${reference}` }).click();
    await expect(page).toHaveURL(new RegExp(`/bookings/${booking._id}/ticket$`));
    await expect(page.getByRole('heading', { level: 1, name: tour.title })).toBeVisible();
    const localStart = new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Asia/Tokyo',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }).format(startsAt);
    await expect(page.getByRole('main')).toContainText(`${localStart} JST`);
    const qr = page.getByRole('img', { name: `Check-in code for ${reference}` });
    await expect(qr).toBeVisible();
    qrPng = await qr.screenshot();
    await expectNoSeriousViolations(page);
  });

  await test.step('download the calendar file: one event at the Tokyo start’s UTC instant', async () => {
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: `Add to calendar (${reference})` }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(`tabi-${reference}.ics`);
    const events = Object.values(ical.sync.parseICS(readFileSync((await download.path())!, 'utf8'))).filter(
      (c) => c?.type === 'VEVENT',
    ) as VEvent[];
    expect(events).toHaveLength(1);
    expect(events[0]!.start.toISOString()).toBe(new Date(startsAt).toISOString());
    expect(events[0]!.end?.getTime()).toBe(startsAt + tour.durationMinutes * minute);
    expect(events[0]!.uid).toBe(`${booking._id}@127.0.0.1`);
  });

  await test.step('the reminder arrives 24 hours before, not earlier', async () => {
    await moveClock(startsAt - 24 * hour - 5 * minute);
    await expect(mailTo(email, `Reminder: ${tour.title}`, 1500)).rejects.toThrow();
    await moveClock(startsAt - 24 * hour + minute);
    const reminder = await mailTo(email, `Reminder: ${tour.title}`);
    expect(reminder).toContain(`Reference: ${reference}`);
    expect(reminder).toContain('What to bring');
    expect(reminder).toContain(`/bookings/${booking._id}/ticket`);
  });

  // Staff, on the morning of the tour, in a browser of their own.
  await moveClock(startsAt - 30 * minute);
  const staffContext = await browser.newContext();
  const staff = await staffContext.newPage();
  await staff.clock.setFixedTime(new Date(startsAt - 30 * minute));
  await test.step('staff find the departure among today’s and check the party in from a photo of the QR', async () => {
    await staff.goto('/admin-login');
    await staff.getByLabel('Admin key').fill(adminKey);
    await staff.getByRole('button', { name: 'Sign in as admin' }).click();
    await expect(staff).toHaveURL(/\/admin$/);
    await expect(staff.getByRole('heading', { name: "Today's departures" })).toBeVisible();
    await staff
      .getByRole('link', { name: new RegExp(`^Manifest & check-in: ${literal(tour.title)}`) })
      .click();
    await expect(staff.getByRole('heading', { level: 1, name: tour.title })).toBeVisible();
    await expect(staff.getByRole('main')).toContainText(reference);

    await staff.locator('input[type=file][name=ticket-photo]').setInputFiles({
      name: 'ticket.png',
      mimeType: 'image/png',
      buffer: qrPng,
    });
    await expect(staff.getByText(/^Checked in: /)).toBeVisible();
    await expect(staff.getByRole('main')).toContainText(`(${reference})`);

    await staff.getByLabel('or type the reference').fill(reference.toLowerCase());
    await staff.getByRole('button', { name: 'Check in', exact: true }).click();
    await expect(staff.getByText(/^Already checked in at \d{2}:\d{2} JST$/)).toBeVisible();
    await expectNoSeriousViolations(staff);
  });

  await test.step('export the manifest and read it as a spreadsheet would', async () => {
    const downloading = staff.waitForEvent('download');
    await staff.getByRole('button', { name: 'Export CSV' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^manifest-\d{4}-\d{2}-\d{2}-\d{4}-[0-9a-f]{8}\.csv$/);
    const rows: Record<string, string>[] = parse(readFileSync((await download.path())!, 'utf8'), {
      columns: true,
      bom: true,
    });
    const row = rows.find((r) => r.Reference === reference);
    expect(row).toMatchObject({ Tour: tour.title, 'Check-in': 'checked in', Adults: '1' });
  });
  await staffContext.close();

  await test.step('after the tour, the review request arrives', async () => {
    await moveClock(startsAt + tour.durationMinutes * minute + minute);
    const ask = await mailTo(email, `How was ${tour.title}?`);
    expect(ask).toContain(`/tours/${tour._id}#reviews`);
    const { data } = await (
      await request.get(`/api/bookings/${booking._id}`, {
        headers: { authorization: `Bearer ${await page.evaluate(() => localStorage.getItem('token'))}` },
      })
    ).json();
    expect(data).toMatchObject({ status: 'completed', attendance: { state: 'checked_in' } });
  });
});

/** A tour title as a literal inside a regular expression. */
function literal(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
