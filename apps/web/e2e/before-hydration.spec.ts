import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

/*
 * Decision 22: the public pages arrive prerendered and the app takes them over a moment later. In that
 * moment a form either works as a plain HTML form (the tours list's search and price: GET /tours?...,
 * which the server prerenders) or is visibly disabled until the app is live. Here the app's scripts are
 * held back, as on a slow phone.
 */

test.use({ waitForApp: false });

/** The page without its app: /hydrate.js (which loads the app after the first paint) answers nothing. */
async function withoutApp(page: Page) {
  await page.route('**/hydrate.js', (route) =>
    route.fulfill({ contentType: 'text/javascript', body: '// held back by the test' }),
  );
}

/** Loads `url` with the app, as a user who waits for it. */
async function withApp(page: Page, url: string) {
  await page.goto(url);
  await page.locator('html[data-app="ready"]').waitFor({ state: 'attached' });
}

const searchBox = (page: Page) => page.getByRole('searchbox', { name: 'Search tours' });
const cardTitles = (page: Page) => page.locator('main a[href^="/tours/"]').locator('h3');

async function titlesFor(page: Page, query: string) {
  const answer = await page.request.get(`/api/posts?${query}&page=1&limit=12`);
  const { data } = (await answer.json()) as { data: { title: string }[] };
  return data.map((tour) => tour.title);
}

test('a search typed and sent before the app has loaded gets its results', async ({ page }) => {
  // Three prerendered pages, each waiting for its images: more than one page's time.
  test.slow();
  await withoutApp(page);
  await page.goto('/tours');
  await searchBox(page).fill('kyoto');
  await searchBox(page).press('Enter');

  // A plain GET form: the server answers the address with the filtered list, prerendered.
  await expect(page).toHaveURL(/\/tours\?search=kyoto$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tours matching “kyoto”');
  const kyoto = await titlesFor(page, 'search=kyoto');
  expect(kyoto.length).toBeGreaterThan(0);
  await expect(cardTitles(page)).toHaveText(kyoto);
  await expect(searchBox(page)).toHaveValue('kyoto');
  expect(await page.evaluate(() => document.documentElement.dataset.app)).toBeUndefined();

  // The price form keeps the search (and the search form would keep the price).
  await page.getByRole('spinbutton', { name: 'Max' }).fill('100');
  await page.getByRole('button', { name: 'Apply price' }).click();
  await expect(page).toHaveURL(/search=kyoto/);
  await expect(page).toHaveURL(/maxPrice=100/);
  await expect(cardTitles(page)).toHaveText(await titlesFor(page, 'search=kyoto&maxPrice=100'));
});

test('the app takes over the address such a form sent without losing or doubling it', async ({ page }) => {
  // The same list, the term once, and no hydration error (the fixture fails on any console error).
  const kyoto = await titlesFor(page, 'search=kyoto');
  await withApp(page, '/tours?search=kyoto');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tours matching “kyoto”');
  await expect(cardTitles(page)).toHaveText(kyoto);
  await expect(searchBox(page)).toHaveValue('kyoto');
  await expect(page.getByRole('list', { name: 'Active filters' }).getByRole('button')).toHaveText([
    /“kyoto”/,
    'Clear all',
  ]);
});

test('a search typed before the app has loaded and sent after it has is not lost', async ({ page }) => {
  // The app loads while the test waits: more than one page's time on a busy machine.
  test.slow();
  let release = () => {};
  const typed = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/hydrate.js', async (route) => {
    await typed;
    await route.continue();
  });
  // The page's module script is still on its way: the load event waits for it.
  await page.goto('/tours', { waitUntil: 'commit' });
  await searchBox(page).fill('kyoto');
  release();
  await page.locator('html[data-app="ready"]').waitFor({ state: 'attached' });
  await searchBox(page).press('Enter');

  await expect(page).toHaveURL(/\/tours\?search=kyoto$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tours matching “kyoto”');
  await expect(cardTitles(page)).toHaveText(await titlesFor(page, 'search=kyoto'));
});

test('the forms only the app can work are disabled until it is live, and say why', async ({ page }) => {
  // Eight page loads.
  test.slow();
  const answer = await page.request.get('/api/posts?limit=1&sort=newest');
  const [tour] = ((await answer.json()) as { data: { _id: string }[] }).data;
  const reason = /once the page has finished loading/;
  // Per page: a control of each such form, and the element that carries the reason (a group's is the group).
  type Check = { control: (page: Page) => Locator; described?: (page: Page) => Locator };
  const pages: [string, Check[]][] = [
    [
      '/tours?search=kyoto',
      [
        { control: (p) => p.getByRole('combobox', { name: 'Sort by' }) },
        {
          control: (p) => p.getByRole('radio', { name: 'All categories' }),
          described: (p) => p.getByRole('group', { name: 'Category' }),
        },
        { control: (p) => p.getByRole('button', { name: 'Clear all' }) },
      ],
    ],
    [`/tours/${tour!._id}`, [{ control: (p) => p.getByRole('combobox', { name: 'Sort by' }) }]],
    ['/faq', [{ control: (p) => p.getByRole('searchbox', { name: 'Search the questions' }) }]],
    [
      '/contact',
      [
        {
          control: (p) => p.getByRole('textbox', { name: 'Name' }),
          described: (p) => p.locator('form fieldset'),
        },
        {
          control: (p) => p.getByRole('button', { name: 'Request consultation' }),
          described: (p) => p.locator('form fieldset'),
        },
      ],
    ],
  ];

  await withoutApp(page);
  for (const [url, checks] of pages) {
    await page.goto(url);
    for (const { control, described = control } of checks) {
      await expect(control(page), url).toBeDisabled();
      await expect(described(page), url).toHaveAccessibleDescription(reason);
    }
  }

  await page.unrouteAll();
  for (const [url, checks] of pages) {
    await withApp(page, url);
    for (const { control, described = control } of checks) {
      await expect(control(page), url).toBeEnabled();
      await expect(described(page), url).not.toHaveAccessibleDescription(reason);
    }
  }
});
