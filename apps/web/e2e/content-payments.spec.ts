import { expect, test } from './fixtures.ts';

/*
 * The content pages say how travellers pay as the server that sends them is set up: at the meeting point
 * without a Stripe key (the main web server), by card when booking with one (payments-stack.ts). The
 * server writes the right words into the prerendered HTML, and the app takes the page over unchanged.
 */

const onlineStack = `http://127.0.0.1:${process.env.E2E_PAYMENTS_PORT ?? 5291}`;

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('without a Stripe key the pages say travellers pay at the meeting point', async ({ page }) => {
    await page.goto('/terms');
    await expect(page.getByText(/you pay your guide at the meeting point on the day/)).toBeVisible();
    await page.goto('/faq');
    await expect(
      page.getByRole('button', { name: 'My booking says "pay at the meeting point". Is something wrong?' }),
    ).toBeVisible();
  });

  test('with online payment the server writes the card wording into the page', async ({ page }) => {
    await page.goto(`${onlineStack}/terms`);
    await expect(
      page.getByText(/The price is charged by card when you book, through our payment provider Stripe\./),
    ).toBeVisible();
    await expect(page.getByText(/at the meeting point on the day/)).toHaveCount(0);
    await page.goto(`${onlineStack}/faq`);
    await expect(
      page.getByRole('button', { name: 'My booking says "Awaiting payment". Is something wrong?' }),
    ).toBeVisible();
  });
});

test('with online payment the app takes over the FAQ as written, without moving it or asking for the config', async ({
  page,
}) => {
  const configRequests: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/config') configRequests.push(request.url());
  });
  await page.goto(`${onlineStack}/faq`);
  await page.waitForLoadState('networkidle');
  const shift = await page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        new PerformanceObserver((list) => {
          const entries = list.getEntries() as (PerformanceEntry & { value: number })[];
          resolve(entries.reduce((sum, entry) => sum + entry.value, 0));
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(0), 500);
      }),
  );
  expect(shift).toBeLessThan(0.01);
  // The config came with the page: the app read it from there.
  expect(configRequests).toEqual([]);

  await page.getByRole('button', { name: 'When do I pay?' }).click();
  await expect(page.getByText(/you pay the total by card on Stripe's secure page/)).toBeVisible();
});
