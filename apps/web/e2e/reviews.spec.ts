import sharp from 'sharp';
import { expect, expectNoSeriousViolations, test } from './fixtures.ts';

/** A photo-like JPEG (a gradient with a sun) for the review, made here so the test needs no file. */
const photo = () =>
  sharp({
    create: { width: 1200, height: 800, channels: 3, background: '#8fb8de' },
  })
    .composite([
      {
        input: Buffer.from(
          '<svg width="1200" height="800"><rect y="500" width="1200" height="300" fill="#3a7d44"/><circle cx="900" cy="220" r="110" fill="#f2c14e"/></svg>',
        ),
      },
    ])
    .jpeg({ quality: 85 })
    .toBuffer();

test('sign in from a tour, rate it, review it with a photo, edit the review, delete it', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const email = `reviewer.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;
  const password = 'e2e-password-123';
  const registered = await request.post('/api/auth/register', {
    data: { name: 'Mei Ishikawa', email, password },
  });
  expect(registered.status()).toBe(201);
  const { data: tours } = await (await request.get('/api/posts?limit=1&sort=newest')).json();
  const tour = tours[0];
  const reviewText = 'Quiet lanes at dawn, a guide who answered every question, and matcha to finish.';

  await test.step('a visitor is asked to sign in, and comes back to the reviews', async () => {
    await page.goto(`/tours/${tour._id}`);
    await page.getByRole('link', { name: 'Sign in to review' }).click();
    await expect(page).toHaveURL(/\/login\?redirect=/);
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL(new RegExp(`/tours/${tour._id}#reviews$`));
  });

  const ratingCard = page.getByRole('region', { name: 'Rate this tour' });
  await test.step('rate the tour', async () => {
    // The stars are radio buttons drawn as stars: a user clicks the fourth star.
    await ratingCard
      .locator('label')
      .filter({ has: page.getByRole('radio', { name: '4 stars' }) })
      .click();
    await expect(ratingCard.getByRole('radio', { name: '4 stars' })).toBeChecked();
    await ratingCard.getByLabel(/Comment/).fill('Lovely pace.');
    await ratingCard.getByRole('button', { name: 'Submit rating' }).click();
    await expect(page.getByText('Thanks for rating this tour')).toBeVisible();
    const yours = page.getByRole('region', { name: 'Your rating', exact: true });
    await expect(yours).toContainText('Lovely pace.');
  });

  await test.step('write a review with a photo', async () => {
    await page.getByRole('button', { name: 'Write a review' }).click();
    const form = page.getByRole('region', { name: 'Write a review' });
    await form.getByLabel(/Title/).fill('Kyoto before the crowds');
    await form.getByLabel('Your review').fill(reviewText);
    await form.locator('input[type="file"]').setInputFiles({
      name: 'dawn.jpg',
      mimeType: 'image/jpeg',
      buffer: await photo(),
    });
    await expect(form.getByAltText('Preview of your photo')).toBeVisible();
    await expect(form.getByRole('button', { name: 'Post review' })).toBeEnabled();
    await form.getByRole('button', { name: 'Post review' }).click();
    await expect(page.getByText('Thanks for your review')).toBeVisible();
  });

  await test.step('see it on the page, photo included', async () => {
    const yours = page.getByRole('region', { name: 'Your review', exact: true });
    await expect(yours).toContainText('Kyoto before the crowds');
    await expect(yours).toContainText(reviewText);
    // The author sees it once, in their own card, not again in the list; its photo is a thumbnail that
    // opens full size. Others see it in the list.
    await page.reload();
    await expect(yours).toContainText(reviewText);
    await expect(page.getByRole('listitem').filter({ hasText: reviewText })).toHaveCount(0);
    const visitor = await page.context().browser()!.newPage();
    await visitor.goto(page.url());
    await expect(visitor.getByRole('listitem').filter({ hasText: reviewText })).toBeVisible();
    await visitor.close();
    const thumbnail = yours.getByRole('button', { name: /Open the photo by Mei Ishikawa/ });
    await expect
      .poll(() => thumbnail.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);
    await thumbnail.click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.locator('img')).toHaveAttribute('src', /\/uploads\/[0-9a-f-]{36}\.webp$/);
    await page.keyboard.press('Escape');
    await expectNoSeriousViolations(page);
  });

  await test.step('edit the review', async () => {
    const yours = page.getByRole('region', { name: 'Your review', exact: true });
    await yours.getByRole('button', { name: 'Edit review' }).click();
    const form = page.getByRole('region', { name: 'Edit your review' });
    await form.getByLabel(/Title/).fill('Kyoto before the crowds, again');
    await form.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Review updated')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Your review', exact: true })).toContainText(
      'Kyoto before the crowds, again',
    );
  });

  await test.step('delete it', async () => {
    await page
      .getByRole('region', { name: 'Your review', exact: true })
      .getByRole('button', { name: 'Actions for your review' })
      .click();
    await page.getByRole('menuitem', { name: 'Delete review' }).click();
    await page
      .getByRole('alertdialog')
      .getByRole('button', { name: /Delete/ })
      .click();
    await expect(page.getByText('Review deleted')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Write a review' })).toBeVisible();
    await expect(page.getByRole('listitem').filter({ hasText: reviewText })).toHaveCount(0);
    // The stars stay: deleting a review is not taking back the rating.
    await expect(page.getByRole('region', { name: 'Your rating', exact: true })).toBeVisible();
  });
});
