import type { Page } from '@playwright/test';
import { adminKey } from './admin.ts';
import { expect, expectNoSeriousViolations, test } from './fixtures.ts';

/**
 * Every route of the spec's two route tables (with and without the shared layout), plus the pages we
 * added: each opens without a crash or a console error (the fixture checks that), shows its own single
 * h1, has its own document title, and has no serious or critical accessibility violation.
 */
const featureSlugs = [
  'expert-guides',
  'customized-tours',
  'free-cancellation',
  'reliable-transportation',
  'customer-support',
  'trusted-travelers',
];

type Who = 'visitor' | 'user' | 'admin';
const routes: [path: string, who: Who][] = [
  ['/login', 'visitor'],
  ['/register', 'visitor'],
  ['/forgot-password', 'visitor'],
  ['/admin-login', 'visitor'],
  ['/reset-password/not-a-real-token', 'visitor'],
  ['/', 'visitor'],
  ['/tours', 'visitor'],
  ['/tours/:id', 'visitor'],
  ['/featured', 'visitor'],
  ['/about', 'visitor'],
  ['/contact', 'visitor'],
  ['/vehicle', 'visitor'],
  ['/privacy', 'visitor'],
  ['/terms', 'visitor'],
  ['/cancellation-policy', 'visitor'],
  ['/refund-policy', 'visitor'],
  ['/faq', 'visitor'],
  ['/help', 'visitor'],
  ['/wishlist', 'visitor'],
  ...featureSlugs.map((slug): [string, Who] => [`/features/${slug}`, 'visitor']),
  ['/no-such-page', 'visitor'],
  ['/booking/:id', 'user'],
  ['/profile', 'user'],
  ['/bookings', 'user'],
  ['/bookings/:booking/reschedule', 'user'],
  ['/notifications', 'user'],
  ['/wishlist', 'user'],
  ['/admin', 'admin'],
  ['/admin/tours', 'admin'],
  ['/admin/bookings', 'admin'],
  ['/admin/consultations', 'admin'],
  ['/admin/departures', 'admin'],
  ['/admin/users', 'admin'],
];

/**
 * Signs the browser in as the app does: the session token and user record in local storage. Returns the
 * token (null for a visitor).
 */
async function signInAs(page: Page, who: Who) {
  if (who === 'visitor') return null;
  const response =
    who === 'admin'
      ? await page.request.post('/api/admin/login', { data: { adminKey } })
      : await page.request.post('/api/auth/login', {
          data: { email: 'emma.lindqvist@example.com', password: 'tabi-demo-2025' },
        });
  expect(response.status()).toBe(200);
  const { token, user } = await response.json();
  await page.addInitScript(
    ([t, u]) => {
      localStorage.setItem('token', t);
      localStorage.setItem('user', u);
    },
    [token, JSON.stringify(user)] as const,
  );
  return token as string;
}

for (const [route, who] of routes) {
  test(`${route} (${who}): its own heading and title, no serious accessibility violation`, async ({
    page,
  }) => {
    test.setTimeout(60_000);
    const token = await signInAs(page, who);
    let path = route;
    if (route.includes(':id')) {
      const { data } = await (await page.request.get('/api/posts?limit=1')).json();
      path = route.replace(':id', data[0]._id);
    }
    if (route.includes(':booking')) {
      // The signed-in traveller's next trip (the demo traveller has some).
      const mine = await page.request.get('/api/bookings/my-bookings?scope=upcoming&limit=1', {
        headers: { Authorization: `Bearer ${token}` },
      });
      const { data } = await mine.json();
      path = route.replace(':booking', data[0]._id);
    }
    await page.goto(path);
    await expect(page).toHaveURL(new RegExp(`${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
    const h1 = page.getByRole('heading', { level: 1 });
    await expect(h1).toHaveCount(1);
    await expect(h1).toBeVisible();
    await expect(page).toHaveTitle(/\S.* · Tabi Tours$|^Tabi Tours/);
    // A calendar still fetching a month shows pulsing placeholders: judge the days once they are known.
    await expect(page.locator('[role=grid][aria-busy=true]')).toHaveCount(0, { timeout: 15_000 });
    await expectNoSeriousViolations(page);
  });
}

test('the old doubled-slash path before "test" leads to the featured tours', async ({ page, baseURL }) => {
  await page.goto(`${baseURL}//test`);
  await expect(page).toHaveURL(/\/featured$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('content pages each have a title of their own', async ({ page }) => {
  // Fifteen page loads, each waiting until the app is live: more than one test's time on a busy 2-core CI.
  test.slow();
  const content = [
    '/about',
    '/contact',
    '/vehicle',
    '/privacy',
    '/terms',
    '/cancellation-policy',
    '/refund-policy',
    '/faq',
    '/help',
    ...featureSlugs.map((s) => `/features/${s}`),
  ];
  const seen = new Set<string>();
  for (const path of content) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const title = await page.title();
    expect(seen.has(title), `${path} repeats the title "${title}"`).toBe(false);
    seen.add(title);
    const description = await page.locator('meta[name="description"]').getAttribute('content');
    expect(description?.length ?? 0, `${path} meta description`).toBeGreaterThan(40);
  }
});
