import { expect, ignoreFailedRequests, test } from './fixtures.ts';

const tourCards = (page: import('@playwright/test').Page) => page.locator('main a[href^="/tours/"]');

test('home -> search -> filter by category -> tour detail -> Book now', async ({ page }) => {
  test.slow(); // four pages, each waiting until the app is live: more than one test's time on a busy 2-core CI
  await page.goto('/');
  await expect(page).toHaveTitle(/Tabi Tours/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  await page.getByLabel('Where do you want to go?').fill('Kyoto');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(/\/tours\?.*search=Kyoto/);
  await expect(tourCards(page).first()).toBeVisible();
  const found = await tourCards(page).count();
  expect(found).toBeGreaterThan(0);

  await page.goto('/tours');
  await page.getByRole('radio', { name: /Food & Drink/ }).click();
  await expect(page).toHaveURL(/category=Food/);
  await expect(page.getByRole('radio', { name: /Food & Drink/ })).toBeChecked();
  // The unfiltered tours stay on screen while the filtered ones load: wait until only those are listed.
  await expect
    .poll(async () => {
      const cards = await tourCards(page).allTextContents();
      return cards.length > 0 && cards.every((card) => card.includes('Food & Drink'));
    })
    .toBe(true);

  const first = tourCards(page).first();
  const title = (await first.locator('h3, h2').first().textContent())?.trim() ?? '';
  await first.click();
  await expect(page).toHaveURL(/\/tours\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(page).toHaveTitle(`${title} · Tabi Tours`);
  await expect(page.getByText('About this tour')).toBeVisible();
  const book = page.getByRole('link', { name: 'Book now' });
  await expect(book).toHaveAttribute('href', /^\/booking\/[0-9a-f-]{36}\?adults=1$/);
});

test('the tours list keeps its state in the URL, so a reload shows the same view', async ({ page }) => {
  await page.goto('/tours?sort=price-asc&minPrice=50&maxPrice=150');
  await expect(page.locator('#tours-sort')).toHaveValue('price-asc');
  await expect(tourCards(page).first()).toBeVisible();
  const prices = await tourCards(page).evaluateAll((cards) =>
    cards.map((card) => Number(/\$([\d,]+)/.exec(card.textContent ?? '')?.[1]?.replace(',', ''))),
  );
  expect(prices.length).toBeGreaterThan(0);
  expect(prices).toEqual([...prices].sort((a, b) => a - b));
  for (const price of prices) expect(price).toBeGreaterThanOrEqual(50);

  await page.reload();
  await expect(page.locator('#tours-sort')).toHaveValue('price-asc');
});

test('a search that matches nothing shows the empty state with a way out', async ({ page }) => {
  await page.goto('/tours?search=submarine');
  await expect(page.getByRole('button', { name: 'Clear filters' }).last()).toBeVisible();
  await expect(tourCards(page)).toHaveCount(0);
});

test('an API failure shows an error with Retry, never an empty catalog', async ({ page, consoleErrors }) => {
  let fail = true;
  await page.route('**/api/posts?**', (route) =>
    fail
      ? route.fulfill({ status: 503, json: { success: false, code: 'SERVICE_UNAVAILABLE', message: 'Down' } })
      : route.continue(),
  );
  // The first list arrives with the page (prerendered, its answer inlined by the server): the refused
  // request is the next one, which the browser makes when the sort changes.
  await page.goto('/tours');
  await page.locator('#tours-sort').selectOption('rating');
  const retry = page.getByRole('button', { name: 'Retry' });
  await expect(retry).toBeVisible();
  await expect(tourCards(page)).toHaveCount(0);
  fail = false;
  await retry.click();
  await expect(tourCards(page).first()).toBeVisible();
  // The browser itself reports the refused requests: those are the point of this test.
  ignoreFailedRequests(consoleErrors, 503);
});

test('an unknown tour shows a not-found state', async ({ page, consoleErrors }) => {
  await page.goto('/tours/00000000-0000-4000-8000-000000000000');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/not found/i);
  await expect(page.getByRole('link', { name: /tours/i }).first()).toBeVisible();
  // The browser reports the API's 404 for the unknown tour: that answer is the point of this test.
  ignoreFailedRequests(consoleErrors, 404);
});

test('/featured lists featured tours', async ({ page }) => {
  await page.goto('/featured');
  await expect(tourCards(page).first()).toBeVisible();
  await expect(tourCards(page).first()).toContainText('Featured');
});
