import { expect, expectNoSeriousViolations, signIn, test } from './fixtures.ts';

test('on a desktop, a date from two months and the party are chosen on the tour page and carried into the booking', async ({
  page,
  request,
}) => {
  test.slow(); // two pages, a sign-in and a booking, each waiting until the app is live
  const email = `checker.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;
  const password = 'e2e-password-123';
  expect(
    (await request.post('/api/auth/register', { data: { name: 'Aiko Mori', email, password } })).status(),
  ).toBe(201);
  const { data: tours } = await (await request.get('/api/posts?limit=1')).json();
  const tourId: string = tours[0]._id;
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page, email, password);
  await page.goto(`/tours/${tourId}`);

  const card = page.getByRole('complementary', { name: 'Booking' });
  let chosen = '';
  await test.step('the party, then a date of the second month shown in the calendar', async () => {
    await card.getByRole('button', { name: 'Travellers: 1 adult' }).click();
    await page
      .getByRole('dialog', { name: 'Travellers' })
      .getByRole('button', { name: 'Add an adult' })
      .click();
    await page.keyboard.press('Escape');
    await expect(card.getByRole('button', { name: 'Travellers: 2 adults' })).toBeVisible();

    await card.getByRole('button', { name: 'All dates' }).click();
    const calendar = page.getByRole('dialog', { name: 'All dates' });
    const grids = calendar.getByRole('grid');
    await expect(grids).toHaveCount(2);
    await expectNoSeriousViolations(page);
    const second = grids.nth(1);
    const day = second.locator('button:not([aria-disabled=true])').last();
    await expect(day).toBeVisible();
    chosen = (await day.getAttribute('aria-label'))!.split(',')[0]!;
    await day.click();
    await expect(calendar).toBeHidden();
    const check = card.getByRole('region', { name: 'Check availability' });
    await expect(check).toContainText(chosen);
    await expect(check).toContainText(/\d\d:\d\d JST/);
    await expect(check).toContainText(/seats? left/);
    await expect(check).toContainText(/2 adults\s*\$[\d,.]+/);
    await expectNoSeriousViolations(page);
  });

  await test.step('Book now opens the checkout with that date and party, and books them', async () => {
    await card.getByRole('link', { name: 'Book now' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Book your tour' })).toBeVisible();
    await expect(page.getByRole('button', { name: new RegExp(`^${chosen}, `), pressed: true })).toBeVisible();
    await expect(page.getByRole('group', { name: 'Adults' }).getByRole('status')).toHaveText('2');
    await expectNoSeriousViolations(page);
    await page.getByLabel(/Phone/).fill('+81 90 5555 0188');
    await page.getByRole('button', { name: 'Book now' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Your tour is booked' })).toBeVisible();
    await expect(page.getByRole('main')).toContainText(chosen);
  });
});
