import type { APIRequestContext } from '@playwright/test';
import { expect, expectNoSeriousViolations, signIn, test } from './fixtures.ts';

const savedIds = async (request: APIRequestContext, token: string) => {
  const answer = await request.get('/api/wishlist/ids', { headers: { authorization: `Bearer ${token}` } });
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { data: { tourIds: string[] } }).data.tourIds;
};

test('a visitor saves two tours, signs in, finds them on the account and removes one for good', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const titles: string[] = [];

  await test.step('save two tours from the list with their hearts', async () => {
    await page.goto('/tours');
    const hearts = page.getByRole('button', { name: /^Save .+ to your wishlist$/ });
    // The first heart not pressed yet, twice: the first two cards.
    for (let saved = 0; saved < 2; saved++) {
      const heart = hearts.first();
      const label = (await heart.getAttribute('aria-label'))!;
      const title = label.replace(/^Save /, '').replace(/ to your wishlist$/, '');
      titles.push(title);
      await heart.click();
      await expect(page.getByRole('button', { name: `Remove ${title} from your wishlist` })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
    }
  });

  await test.step('see them on /wishlist, kept in the browser', async () => {
    await page.goto('/wishlist');
    await expect(page.getByRole('heading', { level: 1, name: 'Your wishlist' })).toBeVisible();
    for (const title of titles) {
      await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
    }
    await expect(
      page.getByRole('link', { name: 'Sign in to keep your wishlist on every device' }),
    ).toBeVisible();
  });

  const email = `wisher.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;
  const password = 'e2e-password-123';
  const registered = await request.post('/api/auth/register', {
    data: { name: 'Aiko Mori', email, password },
  });
  expect(registered.status()).toBe(201);
  const { token } = (await registered.json()) as { token: string };

  await test.step('sign in: the two tours join the account', async () => {
    await signIn(page, email, password);
    await expect.poll(async () => (await savedIds(request, token)).length).toBe(2);
    await page.goto('/wishlist');
    for (const title of titles) {
      await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
    }
    await expect(page.getByText('2 saved tours')).toBeVisible();
    await expect(
      page.getByRole('link', { name: 'Sign in to keep your wishlist on every device' }),
    ).toHaveCount(0);
    await expect(page.getByText(/^Next free dates:|^No free dates/).first()).toBeVisible();
    await expectNoSeriousViolations(page);
  });

  await test.step('remove one; after a reload it stays removed', async () => {
    const [removed, kept] = titles as [string, string];
    await page.getByRole('button', { name: `Remove ${removed} from your wishlist` }).click();
    await expect(page.getByRole('heading', { level: 2, name: removed })).toHaveCount(0);
    await expect.poll(async () => (await savedIds(request, token)).length).toBe(1);
    await page.reload();
    await expect(page.getByRole('heading', { level: 2, name: kept })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: removed })).toHaveCount(0);
    await expect(page.getByText('1 saved tour')).toBeVisible();
  });
});
