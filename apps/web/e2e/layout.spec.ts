import { company } from '@tabi/contracts';
import { expect, test } from './fixtures.ts';

test('the header links lead to their pages, each with its own heading and title', async ({ page }) => {
  test.slow(); // six pages in a row: more than one test's time on a busy 2-core CI
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'Main' });
  for (const [name, path] of [
    ['Tours', '/tours'],
    ['About', '/about'],
    ['Vehicles', '/vehicle'],
    ['Contact', '/contact'],
    ['Home', '/'],
  ] as const) {
    await nav.getByRole('link', { name, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${path === '/' ? '/$' : `${path}$`}`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expect(page).toHaveTitle(/· Tabi Tours$|^Tabi Tours/);
  }
  await expect(page.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
  await expect(page.getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/register');
  await expect(nav.getByRole('link', { name: 'Admin' })).toHaveCount(0);
});

test('the footer carries the company facts and the support links', async ({ page }) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  await expect(footer).toContainText(company.email);
  await expect(footer).toContainText(company.phone);
  await expect(footer).toContainText('Kyoto');
  await expect(footer).toContainText('2025');
  for (const name of ['Privacy Policy', 'Terms of Service', 'Cancellation Policy', 'Refund Policy', 'FAQ']) {
    await expect(footer.getByRole('link', { name })).toBeVisible();
  }
});

test('the page scrolls to the top on every path change', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('main a[href^="/tours/"]').first()).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, 3000));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
  await page.getByRole('contentinfo').getByRole('link', { name: 'FAQ' }).click();
  await expect(page).toHaveURL(/\/faq$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test('the Need Help? button opens the assistant panel, which closes with its X', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: /Need Help/ }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: /close/i }).click();
  await expect(dialog).toBeHidden();
});

test('unknown pages show the not-found page; unknown API paths answer JSON 404', async ({
  page,
  request,
}) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
  await expect(page).toHaveTitle(/Page not found/);
  const api = await request.get('/api/no-such-endpoint');
  expect(api.status()).toBe(404);
  expect(await api.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
});

test('signed-out visitors who open /profile are sent to sign in', async ({ page }) => {
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/login/);
});
