import type { APIRequestContext } from '@playwright/test';
import { expect, expectNoSeriousViolations, signIn, test } from './fixtures.ts';

/** The first `count` dates a tour can be booked on, from what the server offers. */
async function bookableDates(request: APIRequestContext, tourId: string, count: number) {
  const from = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
  const to = new Date(Date.now() + 60 * 86_400_000).toISOString().slice(0, 10);
  const answer = await request.get(`/api/posts/${tourId}/availability?from=${from}&to=${to}`);
  const { data } = (await answer.json()) as {
    data: { dates: { date: string; bookable: boolean; seatsLeft: number }[] };
  };
  return data.dates
    .filter((day) => day.bookable && day.seatsLeft >= 2)
    .slice(0, count)
    .map((day) => day.date);
}

test('My bookings keeps upcoming and cancelled trips in their own lists, at 360 and 1280 px', async ({
  page,
  request,
}) => {
  test.slow(); // a sign-in and two widths, each waiting until the app is live
  const email = `tabs.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;
  const password = 'e2e-password-123';
  const registered = await request.post('/api/auth/register', {
    data: { name: 'Kaito Mori', email, password },
  });
  expect(registered.status()).toBe(201);
  const { token } = (await registered.json()) as { token: string };
  const { data: tours } = await (await request.get('/api/posts?limit=1')).json();
  const tourId: string = tours[0]._id;
  const [first, second] = await bookableDates(request, tourId, 2);
  const references: string[] = [];
  for (const date of [first!, second!]) {
    const booking = await request.post('/api/bookings', {
      headers: { authorization: `Bearer ${token}` },
      data: {
        tourId,
        date,
        participants: { adults: 1, children: 0 },
        contact: { name: 'Kaito Mori', email, phone: '+81 90 5555 0123' },
      },
    });
    expect(booking.status(), await booking.text()).toBe(201);
    references.push((await booking.json()).data.reference);
  }
  const [kept, cancelled] = references;
  const { data: bookings } = await (
    await request.get('/api/bookings/my-bookings', { headers: { authorization: `Bearer ${token}` } })
  ).json();
  const toCancel = (bookings as { _id: string; reference: string }[]).find((b) => b.reference === cancelled)!;
  expect(
    (
      await request.put(`/api/bookings/${toCancel._id}/cancel`, {
        headers: { authorization: `Bearer ${token}` },
        data: { reason: 'Change of plans' },
      })
    ).status(),
  ).toBe(200);

  await signIn(page, email, password);
  for (const width of [360, 1280]) {
    await test.step(`${width} px`, async () => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/bookings');
      const lists = page.getByRole('navigation', { name: /bookings/i });
      await expect(lists.getByRole('link', { name: /Upcoming\s*1/ })).toHaveAttribute('aria-current', 'page');
      await expect(page.getByRole('article').filter({ hasText: kept! })).toBeVisible();
      await expect(page.getByRole('article').filter({ hasText: cancelled! })).toHaveCount(0);
      // The cancel dialog: one tap on a reason, free inside the window.
      await page
        .getByRole('article')
        .filter({ hasText: kept! })
        .getByRole('button', { name: 'Cancel booking' })
        .click();
      const dialog = page.getByRole('dialog', { name: 'Cancel this booking?' });
      await expect(dialog.getByRole('group', { name: 'Why are you cancelling?' })).toBeVisible();
      await expect(dialog.getByRole('button', { name: 'Cancel for free' })).toBeVisible();
      await expectNoSeriousViolations(page);
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();

      await lists.getByRole('link', { name: /Cancelled\s*1/ }).click();
      await expect(page).toHaveURL(/\/bookings\?list=cancelled$/);
      const card = page.getByRole('article').filter({ hasText: cancelled! });
      await expect(card).toContainText('State: Cancelled');
      await expect(card).toContainText('Change of plans');
      await expect(page.getByRole('article').filter({ hasText: kept! })).toHaveCount(0);
      await expectNoSeriousViolations(page);
    });
  }
});
