import { expect, test } from './fixtures.ts';

test('on a phone the navigation lives in a side sheet', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
  await page.getByRole('button', { name: 'Open menu' }).click();
  const sheet = page.getByRole('dialog');
  await expect(sheet).toBeVisible();
  for (const name of ['Home', 'Tours', 'About', 'Vehicles', 'Contact']) {
    await expect(sheet.getByRole('link', { name, exact: true })).toBeVisible();
  }
  await expect(sheet.getByRole('link', { name: 'Login' })).toBeVisible();
  await expect(sheet.getByRole('link', { name: 'Get Started' })).toBeVisible();
  await sheet.getByRole('link', { name: 'Tours', exact: true }).click();
  await expect(page).toHaveURL(/\/tours$/);
  await expect(sheet).toBeHidden();
});

test('on a phone the tour filters open in a sheet and apply to the list', async ({ page }) => {
  await page.goto('/tours');
  await page.getByRole('button', { name: /Filters/ }).click();
  const sheet = page.getByRole('dialog');
  await sheet.getByRole('radio', { name: /Cultural/ }).click();
  await expect(page).toHaveURL(/category=Cultural/);
  await expect(sheet.getByRole('radio', { name: /Cultural/ })).toBeChecked();
  await sheet.getByRole('button', { name: /^Show .*tours$/ }).click();
  await expect(sheet).toBeHidden();
  await expect(page.locator('main a[href^="/tours/"]').first()).toContainText('Cultural');
});

test('pages fit a 360 px screen without sideways scrolling', async ({ page }) => {
  test.slow(); // four pages, each waiting until the app is live: more than one test's time on a busy 2-core CI
  await page.setViewportSize({ width: 360, height: 780 });
  for (const path of ['/', '/tours', '/featured', '/no-such-page']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, path).toBeLessThanOrEqual(0);
  }
});

test('signed in, the header (bell, avatar, menu) and the account pages fit a 360 px screen', async ({
  page,
}) => {
  // A sign-in and every account page, each waiting until the app is live: more than one test's time on a
  // busy 2-core CI.
  test.slow();
  await page.setViewportSize({ width: 360, height: 780 });
  await page.goto('/login');
  await page.getByLabel('E-mail').fill('emma.lindqvist@example.com');
  await page.getByLabel('Password', { exact: true }).fill('tabi-demo-2025');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('button', { name: /^Notifications/ })).toBeVisible();
  const { data: tours } = await (await page.request.get('/api/posts?limit=1')).json();
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const { data: upcoming } = await (
    await page.request.get('/api/bookings/my-bookings?scope=upcoming&limit=50', {
      headers: { authorization: `Bearer ${token}` },
    })
  ).json();
  // The ticket, as a traveller shows it at the meeting point.
  const confirmed = (upcoming as { _id: string; status: string }[]).find((b) => b.status === 'confirmed');
  expect(confirmed, 'the demo traveller has a confirmed booking to come').toBeDefined();
  for (const path of [
    '/',
    '/bookings',
    '/notifications',
    `/booking/${tours[0]._id}`,
    `/tours/${tours[0]._id}`,
    `/bookings/${confirmed!._id}/ticket`,
  ]) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, path).toBeLessThanOrEqual(0);
  }
});
