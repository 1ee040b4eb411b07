import { expect, test } from './fixtures.ts';

/*
 * The public pages arrive prerendered (apps/web/src/entry-server.tsx): readable before any script runs,
 * by crawlers and link previews too, and the app takes them over without anything moving.
 */

const tourCards = (page: import('@playwright/test').Page) => page.locator('main a[href^="/tours/"]');

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the home page, the tours list, a tour and the FAQ are there in the HTML', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Journeys through Japan/);
    await expect(tourCards(page).first()).toBeVisible();

    await page.goto('/tours');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tours in Japan');
    await expect(page.getByText(/\d+ tours/).first()).toBeVisible();
    const first = tourCards(page).first();
    const title = (await first.locator('h3, h2').first().textContent())?.trim() ?? '';
    expect(title.length).toBeGreaterThan(0);

    // A plain link, followed without the app: the tour's page is prerendered too.
    await page.goto((await first.getAttribute('href')) ?? '');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(page.getByText('About this tour')).toBeVisible();

    await page.goto('/faq');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Frequently asked questions');
    await expect(page.getByRole('button', { name: /cancel/i }).first()).toBeVisible();
  });

  test('a page for signed-in users is left to the app', async ({ page }) => {
    await page.goto('/profile');
    await expect(page.locator('#root')).toBeEmpty();
  });
});

test('the app takes over a prerendered page without moving it', async ({ page }) => {
  await page.goto('/tours');
  await expect(tourCards(page).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  const shift = await page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        new PerformanceObserver((list) => {
          const entries = list.getEntries() as (PerformanceEntry & { value: number })[];
          resolve(entries.reduce((sum, entry) => sum + entry.value, 0));
        }).observe({ type: 'layout-shift', buffered: true });
        // No shift at all means no callback: give the buffered entries a moment, then report none.
        setTimeout(() => resolve(0), 500);
      }),
  );
  expect(shift).toBeLessThan(0.01);
  // The app is live: the filters work in place.
  await page.locator('#tours-sort').selectOption('price-asc');
  await expect(page).toHaveURL(/sort=price-asc/);
});
