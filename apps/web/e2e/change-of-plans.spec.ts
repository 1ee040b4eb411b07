import type { APIRequestContext, Page } from '@playwright/test';
import { expect, instantConfirmationTour, signIn, test } from './fixtures.ts';
import { mailTo } from './mailbox.ts';

/**
 * Change of plans in the browser (issue 28): a traveller moves a booking to another date with one more
 * person, from My bookings, and the mail and the booking say the new date; another joins the waitlist of a
 * full date, is offered the seats when they free up, and books them.
 */

const password = 'e2e-password-123';

/** A traveller registered through the API only, with a session's bearer header. */
async function registered(request: APIRequestContext, name: string) {
  const email = `plans.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;
  const response = await request.post('/api/auth/register', { data: { name, email, password } });
  expect(response.status()).toBe(201);
  const { token } = await response.json();
  return { email, headers: { authorization: `Bearer ${token}` } };
}

/**
 * A new traveller with a confirmed address (mail to an unconfirmed one waits), signed in through the page;
 * answers the address and the session's bearer header.
 */
async function newTraveller(page: Page, request: APIRequestContext, name: string) {
  const email = `plans.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;
  expect((await request.post('/api/auth/register', { data: { name, email, password } })).status()).toBe(201);
  const confirmation = await mailTo(email, 'Confirm your e-mail address');
  const link = /\/verify-email\/([\w-]+)/.exec(confirmation)?.[1];
  expect((await request.post('/api/auth/verify-email', { data: { token: link } })).status()).toBe(200);
  await signIn(page, email, password);
  const token = await page.evaluate(() => localStorage.getItem('token'));
  return { email, headers: { authorization: `Bearer ${token}` } };
}

test('a traveller moves a booking to another date with one more person', async ({ page, request }) => {
  test.setTimeout(120_000);
  const { email, headers } = await newTraveller(page, request, 'Kenji Sato');
  const tour = await instantConfirmationTour(request);
  const { data: calendar } = await (
    await request.get(`/api/posts/${tour._id}/availability?from=${today()}&to=${inDays(60)}`)
  ).json();
  const [first, second] = (calendar.dates as { date: string; bookable: boolean; seatsLeft: number }[]).filter(
    (day) => day.bookable && day.seatsLeft >= 2,
  );
  const booking = await request.post('/api/bookings', {
    headers,
    data: {
      tourId: tour._id,
      date: first!.date,
      participants: { adults: 1, children: 0 },
      contact: { name: 'Kenji Sato', email, phone: '+81 90 5555 0123' },
    },
  });
  expect(booking.status()).toBe(201);
  const { data: booked } = await booking.json();

  await page.goto('/bookings');
  const card = page.getByRole('article').filter({ hasText: booked.reference });
  await card.getByRole('link', { name: 'Change date' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Change the date' })).toBeVisible();
  await page.locator('[role=grid]').waitFor();
  await chooseDate(page, second!.date);
  await page.getByRole('button', { name: 'Add an adult' }).click();
  await expect(page.getByText(/Pay the difference at the meeting point/)).toBeVisible();
  await page.getByRole('button', { name: 'Move my booking' }).click();

  await expect(page).toHaveURL(/\/bookings(\?|$)/);
  const moved = page.getByRole('article').filter({ hasText: booked.reference });
  await expect(moved).toContainText('2 adults');
  const { data: after } = await (await request.get(`/api/bookings/${booked._id}`, { headers })).json();
  expect(after).toMatchObject({ date: second!.date, participants: { adults: 2, children: 0 } });
  const mail = await mailTo(email, 'Your booking has a new date');
  expect(mail).toContain('Your ticket has a new code');
});

test('a traveller joins the waitlist of a full date and books the seats offered', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const { email, headers } = await newTraveller(page, request, 'Mei Lin');
  const tour = await instantConfirmationTour(request);
  // A date nobody has booked yet, far enough ahead that no other test books it: filled by one party.
  const { data: calendar } = await (
    await request.get(`/api/posts/${tour._id}/availability?from=${inDays(30)}&to=${inDays(60)}`)
  ).json();
  const day = (calendar.dates as { date: string; bookable: boolean; seatsLeft: number; capacity: number }[])
    .filter((d) => d.bookable && d.seatsLeft === d.capacity)
    .at(-1)!;
  const filler = await registered(request, 'Tom Weller');
  const full = await request.post('/api/bookings', {
    headers: filler.headers,
    data: {
      tourId: tour._id,
      date: day.date,
      participants: { adults: day.seatsLeft, children: 0 },
      contact: { name: 'Tom Weller', email: filler.email, phone: '+81 90 5555 0456' },
    },
  });
  expect(full.status(), await full.text()).toBe(201);

  await page.goto(`/booking/${tour._id}?date=${day.date}&adults=1`);
  await page.getByRole('button', { name: 'Join the waitlist' }).click();
  await expect(page.getByText(/number 1 in line/i)).toBeVisible();

  // The party that filled it cancels: the seats go to the first in line at once.
  const { data: booked } = await full.json();
  const cancelled = await request.put(`/api/bookings/${booked._id}/cancel`, {
    headers: filler.headers,
    data: { reason: 'Plans changed' },
  });
  expect(cancelled.status()).toBe(200);
  const offer = await mailTo(email, 'Seats are free for you');
  const offerPath = /\/waitlist\/[\w-]+/.exec(offer)![0];

  await page.goto(offerPath);
  await page.getByLabel('Phone').fill('+81 90 5555 0789');
  await page.getByRole('button', { name: 'Book these seats' }).click();
  await expect(page).not.toHaveURL(/\/waitlist\//);
  const { data: mine } = await (await request.get('/api/bookings/my-bookings', { headers })).json();
  expect(mine).toEqual(
    expect.arrayContaining([
      expect.objectContaining({
        date: day.date,
        status: 'confirmed',
        tour: expect.objectContaining({ _id: tour._id }),
      }),
    ]),
  );
});

/** Picks `date` in the calendar, moving month by month until it shows. */
async function chooseDate(page: Page, date: string) {
  const day = page.locator(`[role=grid] [data-date="${date}"]`);
  for (let i = 0; i < 3 && !(await day.count()); i++)
    await page.getByRole('button', { name: /Next month/ }).click();
  await day.click();
}

const tokyo = (offsetDays: number) =>
  new Date(Date.now() + 9 * 3_600_000 + offsetDays * 86_400_000).toISOString().slice(0, 10);
const today = () => tokyo(0);
const inDays = (n: number) => tokyo(n);
