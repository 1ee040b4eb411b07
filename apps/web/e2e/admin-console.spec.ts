import sharp from 'sharp';
import { adminAuthorization, adminKey } from './admin.ts';
import { expect, test } from './fixtures.ts';
import { mailTo } from './mailbox.ts';

/** A landscape photo of one colour, as a camera would send it. */
const photo = (name: string, background: string) =>
  sharp({ create: { width: 1200, height: 800, channels: 3, background } })
    .jpeg()
    .toBuffer()
    .then((buffer) => ({ name, mimeType: 'image/jpeg', buffer }));

const unique = () => `${Date.now()}${Math.floor(Math.random() * 1e6)}`;

test('an admin creates a tour with two photos, features it, disables a user and reads a booking mail', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(150_000);
  const title = `Lantern Walk of Kanazawa ${unique()}`;

  await test.step('sign in with the admin key and open the console', async () => {
    await page.goto('/admin-login');
    await page.getByLabel('Admin key').fill(adminKey);
    await page.getByRole('button', { name: 'Sign in as admin' }).click();
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page
      .getByRole('navigation', { name: 'Admin console' })
      .getByRole('link', { name: 'Tours' })
      .click();
    await expect(page).toHaveURL(/\/admin\/tours$/);
  });

  let tourId = '';
  await test.step('create a tour with two photos', async () => {
    await page.getByRole('link', { name: 'New tour' }).click();
    await expect(page).toHaveURL(/\/admin\/tours\/new$/);
    // The form starts empty, the spec's defaults as placeholders; Create waits for what has no default.
    await expect(page.getByLabel('Title')).toHaveValue('');
    await expect(page.getByLabel('Title')).toHaveAttribute('placeholder', 'Untitled Tour');
    await expect(page.getByLabel('Category')).toHaveAttribute('placeholder', 'Tour');
    await expect(page.getByRole('button', { name: 'Create tour' })).toBeDisabled();

    await page.getByLabel('Title').fill(title);
    await page.getByLabel('Category').fill('Night Walks');
    await page
      .getByLabel('Description')
      .fill('An evening among the tea houses and lantern-lit lanes of Higashi Chaya, with a local guide.');
    await page.getByLabel('Price per adult').fill('85');
    await page.getByLabel('City').fill('Kanazawa');
    await page.getByLabel('Region (prefecture)').fill('Ishikawa');
    await page.getByLabel('Meeting point').fill('Kanazawa Station, Tsuzumi Gate');
    await page.locator('#tour-duration-hours').fill('2');
    await page.getByLabel('Maximum group size').fill('10');
    await page
      .locator('input[type=file]')
      .setInputFiles([await photo('gate.jpg', '#264b8c'), await photo('lanes.jpg', '#c8401f')]);
    await expect(page.getByRole('button', { name: 'Remove photo 2' })).toBeVisible({ timeout: 30_000 });

    await page.getByRole('button', { name: 'Create tour' }).click();
    await expect(page).toHaveURL(/\/admin\/tours\/[0-9a-f-]{36}\/edit$/);
    tourId = /\/admin\/tours\/([0-9a-f-]{36})\/edit$/.exec(page.url())![1]!;
    const saved = await (await request.get(`/api/posts/${tourId}`)).json();
    expect(saved.data).toMatchObject({ title, city: 'Kanazawa', priceNumber: 85, maxGroupSize: 10 });
    expect(saved.data.images).toHaveLength(2);
  });

  await test.step('feature it from the table', async () => {
    await page.goto(`/admin/tours?search=${encodeURIComponent(title)}`);
    const featured = page.getByRole('switch', { name: `Feature ${title}` });
    await expect(featured).toHaveAttribute('aria-checked', 'false');
    await featured.click();
    await expect(featured).toHaveAttribute('aria-checked', 'true');
    await expect
      .poll(async () => (await (await request.get(`/api/posts/${tourId}`)).json()).data.featured)
      .toBe(true);
  });

  await test.step('a visitor sees it among the featured tours of the home page', async () => {
    const visitor = await browser.newPage();
    await visitor.goto('/');
    await expect(visitor.getByRole('link', { name: new RegExp(title) }).first()).toBeVisible();
    await visitor.close();
  });

  const traveller = { name: 'Mio Sato', email: `mio.${unique()}@example.com`, password: 'e2e-password-123' };
  const registered = await request.post('/api/auth/register', { data: traveller });
  expect(registered.status()).toBe(201);
  const { token } = (await registered.json()) as { token: string };
  // Booking mail goes only to a confirmed address: the traveller opens the link mailed to them.
  const confirmation = await mailTo(traveller.email, 'Confirm your e-mail address');
  const link = /\/verify-email\/([\w-]+)/.exec(confirmation)?.[1];
  expect(link, confirmation).toBeDefined();
  expect((await request.post('/api/auth/verify-email', { data: { token: link } })).status()).toBe(200);

  let reference = '';
  await test.step('the traveller books the new tour; the confirmation reaches them', async () => {
    const date = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);
    const booking = await request.post('/api/bookings', {
      headers: { authorization: `Bearer ${token}` },
      data: {
        tourId,
        date,
        participants: { adults: 2, children: 0 },
        contact: { name: traveller.name, email: traveller.email, phone: '+81 90 5555 0199' },
      },
    });
    expect(booking.status(), await booking.text()).toBe(201);
    reference = (await booking.json()).data.reference;
    const mail = await mailTo(traveller.email, 'Your booking');
    expect(mail).toContain(reference);
    expect(mail).toContain(title);
  });

  await test.step('disable the traveller: their session ends at once', async () => {
    await page
      .getByRole('navigation', { name: 'Admin console' })
      .getByRole('link', { name: 'Users' })
      .click();
    await page.getByLabel('Name or e-mail').fill(traveller.email);
    await page.getByLabel('Name or e-mail').press('Enter');
    const row = page.getByRole('row').filter({ hasText: traveller.email });
    await row.getByRole('button', { name: `Actions for user ${traveller.name}` }).click();
    await page.getByRole('menuitem', { name: 'Disable' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Disable account' }).click();
    await expect(row).toContainText('Disabled');
    const me = await request.get('/api/auth/me', { headers: { authorization: `Bearer ${token}` } });
    expect(me.status()).toBe(401);
  });
});

test("the spec's four-field tour is listed but not bookable until the admin completes it", async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  // Not 'Untitled Tour': the other test finds its form fields by label text, and this tour's name is in
  // the aria-labels of the tours table ('Feature …') it passes through.
  const title = `Kenroku-en Garden Walk ${unique()}`;
  // What the spec's client sends (decision 23): no place, duration or meeting point.
  const created = await request.post('/api/posts', {
    headers: { authorization: await adminAuthorization(request) },
    data: {
      title,
      category: 'Tour',
      description: 'This is a complete tour description with all details.',
      priceNumber: 100,
    },
  });
  expect(created.status()).toBe(201);
  const tourId: string = (await created.json()).data._id;

  await page.goto(`/tours/${tourId}`);
  const booking = page.getByRole('complementary', { name: 'Booking' });
  await expect(booking.getByText('Not bookable yet')).toBeVisible();
  await expect(booking.getByRole('link', { name: 'Book now' })).toHaveCount(0);

  await page.goto('/admin-login');
  await page.getByLabel('Admin key').fill(adminKey);
  await page.getByRole('button', { name: 'Sign in as admin' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await page.goto(`/admin/tours/${tourId}/edit`);
  const checklist = page.getByRole('list', { name: 'Needed before it can be booked' });
  await expect(checklist.getByRole('listitem')).toHaveCount(4);
  await page.getByLabel('City').fill('Kanazawa');
  await page.getByLabel('Region (prefecture)').fill('Ishikawa');
  await page.getByLabel('Meeting point').fill('Kanazawa Station, Tsuzumi Gate');
  await page.locator('#tour-duration-hours').fill('2');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByRole('heading', { name: 'Not bookable yet' })).toHaveCount(0);

  await page.goto(`/tours/${tourId}`);
  await expect(booking.getByRole('link', { name: 'Book now' })).toBeVisible();
});
