import { expect, expectNoSeriousViolations, test } from './fixtures.ts';

for (const path of ['/', '/tours', '/featured', '/no-such-page']) {
  test(`${path} has no serious or critical accessibility violation`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoSeriousViolations(page);
  });
}

test('a tour detail page has no serious or critical accessibility violation', async ({ page }) => {
  await page.goto('/tours');
  await page.locator('main a[href^="/tours/"]').first().click();
  await expect(page.getByText('About this tour')).toBeVisible();
  await expectNoSeriousViolations(page);
});

test('keyboard users can reach the search box and the tours with visible focus', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('main a[href^="/tours/"]').first()).toBeVisible();
  let reachedSearch = false;
  for (let i = 0; i < 25 && !reachedSearch; i++) {
    await page.keyboard.press('Tab');
    reachedSearch = await page.evaluate(() => document.activeElement?.getAttribute('type') === 'search');
  }
  expect(reachedSearch).toBe(true);
  await page.keyboard.type('Osaka');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/search=Osaka/);
});
