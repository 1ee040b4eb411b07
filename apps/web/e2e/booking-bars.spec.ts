import { expect, expectNoSeriousViolations, test } from './fixtures.ts';

/** Whether the whole of an element is inside the viewport now, without scrolling. */
async function inView(page: import('@playwright/test').Page, name: string) {
  const box = await page.getByRole('region', { name }).boundingBox();
  const height = page.viewportSize()!.height;
  return box !== null && box.y >= 0 && box.y + box.height <= height + 1;
}

test('on a phone the tour page and the booking page keep their action at the bottom; the help button steps aside', async ({
  page,
}) => {
  test.slow(); // a sign-in and two pages at two widths, each waiting until the app is live
  const { data: tours } = await (await page.request.get('/api/posts?limit=1')).json();
  const tour = `/tours/${tours[0]._id}`;
  let chosen = '';

  await test.step('360 px: the tour page', async () => {
    await page.setViewportSize({ width: 360, height: 780 });
    await page.goto('/');
    // Elsewhere the help button is a round icon on a phone, still named for screen readers.
    const help = page.getByRole('button', { name: 'Need Help?' });
    await expect(help).toBeVisible();
    expect((await help.boundingBox())!.width).toBeLessThanOrEqual(48);

    await page.goto(tour);
    const bar = page.getByRole('region', { name: 'Book this tour' });
    await expect(bar).toContainText(/from \$[\d,.]+ \/ person/);
    await page.mouse.wheel(0, 2000);
    await expect.poll(() => inView(page, 'Book this tour')).toBe(true);
    await expect(page.getByRole('button', { name: 'Need Help?' })).toBeHidden();
    // Check availability leads to the check in the card; a date from the strip turns the bar into Book now.
    await bar.getByRole('link', { name: 'Check availability' }).click();
    const dates = page.getByRole('list', { name: 'Next available dates' });
    await expect(dates).toBeInViewport();
    const first = dates.getByRole('button').first();
    chosen = (await first.getAttribute('aria-label'))!.split(',')[0]!;
    await first.click();
    await expect(bar).toContainText(/\$[\d,.]+/);
    await expectNoSeriousViolations(page);
    await bar.getByRole('link', { name: 'Book now' }).click();
  });

  await test.step('360 px: signed in, the booking page keeps the total and Book now in view', async () => {
    await expect(page).toHaveURL(/\/login\?redirect=/);
    await expect(page.getByRole('region', { name: 'Your booking' })).toContainText(chosen.split(' ')[1]!);
    await expectNoSeriousViolations(page);
    await page.getByLabel('E-mail').fill('sofia.marino@example.com');
    await page.getByLabel('Password', { exact: true }).fill('tabi-demo-2025');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Book your tour' })).toBeVisible();
    // The date chosen on the tour page came along.
    await expect(page.getByRole('button', { name: new RegExp(`^${chosen}, `), pressed: true })).toBeVisible();
    const bar = page.getByRole('region', { name: 'Book this tour' });
    await expect(bar).toContainText(/Total\s*\$[\d,.]+/);
    await expect(bar.getByRole('button', { name: 'Book now' })).toBeVisible();
    expect(await inView(page, 'Book this tour')).toBe(true);
    await expect(page.getByRole('button', { name: 'Need Help?' })).toHaveCount(0);
  });

  await test.step('1280 px: no bar; the card has the button, and the help pill is back on the tour page', async () => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await expect(page.getByRole('region', { name: 'Book this tour' }).getByText('Total')).toBeHidden();
    await expect(page.getByRole('button', { name: 'Book now' })).toHaveCount(1);
    await page.goto(tour);
    await expect(page.getByRole('region', { name: 'Book this tour' })).toBeHidden();
    await expect(
      page.getByRole('complementary', { name: 'Booking' }).getByRole('link', { name: 'Book now' }),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Need Help?' })).toBeVisible();
  });
});
