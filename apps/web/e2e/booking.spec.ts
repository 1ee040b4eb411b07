import { adminKey } from './admin.ts';
import { expect, instantConfirmationTour, signIn, test } from './fixtures.ts';

test('book a tour, see it in My bookings, cancel it; an admin refunds it and the traveller sees it live', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const email = `booker.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;
  const password = 'e2e-password-123';
  expect(
    (await request.post('/api/auth/register', { data: { name: 'Ren Okada', email, password } })).status(),
  ).toBe(201);
  const tour = await instantConfirmationTour(request);

  // A tour that confirms at once, so the booking is confirmed and can be paid.
  let reference = '';
  await test.step('book two adults on the first open date', async () => {
    await signIn(page, email, password);
    await page.goto(`/tours/${tour._id}`);
    await page.getByRole('link', { name: 'Book now' }).click();
    await expect(page).toHaveURL(new RegExp(`/booking/${tour._id}\\?adults=1$`));
    await page.locator('[role=grid] button:not([aria-disabled=true])').first().click();
    await page.getByRole('button', { name: 'Add an adult' }).click();
    await page.getByLabel(/Phone/).fill('+81 90 5555 0142');
    await page.getByRole('button', { name: 'Book now' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Your tour is booked' })).toBeVisible();
    const copy = page.getByRole('button', { name: /^Copy booking reference TB-/ });
    reference = (await copy.getAttribute('aria-label'))!.replace('Copy booking reference ', '');
    expect(reference).toMatch(/^TB-[A-Z2-9]{6}$/);
  });

  await test.step('see it in My bookings', async () => {
    await page.getByRole('link', { name: 'My bookings' }).click();
    await expect(page).toHaveURL(/\/bookings$/);
    await expect(page.getByRole('main').getByText(reference)).toBeVisible();
    await expect(page.getByRole('article').filter({ hasText: reference })).toContainText(
      'State: Confirmed · pay at the meeting point',
    );
  });

  // The admin works in a browser of their own.
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await test.step('an admin marks the booking paid', async () => {
    await admin.goto('/admin-login');
    await admin.getByLabel('Admin key').fill(adminKey);
    await admin.getByRole('button', { name: 'Sign in as admin' }).click();
    await expect(admin).toHaveURL(/\/admin$/);
    await admin.goto(`/admin/bookings?q=${reference}`);
    await admin.getByRole('button', { name: `Actions for booking ${reference}` }).click();
    await admin.getByRole('menuitem', { name: 'Mark paid' }).click();
    await expect(admin.getByRole('row').filter({ hasText: reference })).toContainText('Paid');
  });

  await test.step('the traveller cancels with a reason and is told about it', async () => {
    await page.reload();
    await page.getByRole('button', { name: 'Cancel booking' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Cancel this booking?' });
    await expect(dialog).toContainText('Free cancellation');
    await dialog.getByRole('button', { name: 'Cancel for free' }).click();
    await expect(dialog.getByText('Choose a reason')).toBeVisible();
    await dialog.getByText('Weather or travel disruption', { exact: true }).click();
    await expect(dialog.getByRole('radio', { name: 'Weather or travel disruption' })).toBeChecked();
    await dialog.getByLabel('Anything to add? (optional)').fill('Our flight was moved to the next day');
    await dialog.getByRole('button', { name: 'Cancel for free' }).click();
    await expect(page.getByText('Booking cancelled', { exact: true }).first()).toBeVisible();
    await expect(page.getByRole('article').filter({ hasText: reference })).toContainText(
      'State: Cancelled · refund requested',
    );
    // The bell counts the notification (booking confirmed, then cancelled).
    await expect(page.getByRole('button', { name: /^Notifications, \d+ unread$/ })).toBeVisible();
  });

  await test.step('the admin approves the refund; the traveller sees it without reloading', async () => {
    const before = await page
      .getByRole('button', { name: /^Notifications, \d+ unread$/ })
      .getAttribute('aria-label');
    await admin.reload();
    await admin.getByRole('button', { name: `Actions for booking ${reference}` }).click();
    await admin.getByRole('menuitem', { name: 'Approve refund' }).click();
    const approve = admin.getByRole('dialog', { name: 'Approve this refund?' });
    await approve.getByLabel('Note for the traveller (optional)').fill('Returned to your card');
    await approve.getByRole('button', { name: 'Approve refund' }).click();
    await expect(admin.getByRole('row').filter({ hasText: reference })).toContainText('Refunded');

    // Pushed over the socket: the badge moves and a toast says so, with no reload.
    await expect(page.getByRole('button', { name: /^Notifications, \d+ unread$/ })).not.toHaveAttribute(
      'aria-label',
      before!,
    );
    await page.getByRole('button', { name: /^Notifications, \d+ unread$/ }).click();
    await expect(page.getByRole('list', { name: 'Recent notifications' })).toContainText('Refund approved');
  });
  await adminContext.close();
});

test('an admin closes a departure date; travellers see it closed in the booking calendar', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const { data: tours } = await (await request.get('/api/posts?limit=1&sort=newest')).json();
  const tourId: string = tours[0]._id;

  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await admin.goto('/admin-login');
  await admin.getByLabel('Admin key').fill(adminKey);
  await admin.getByRole('button', { name: 'Sign in as admin' }).click();
  await expect(admin).toHaveURL(/\/admin$/);
  await admin.goto(`/admin/departures?tourId=${tourId}`);
  const open = admin.getByRole('row').filter({ hasText: 'Open' }).first();
  await open.getByRole('button', { name: /^Close / }).click();
  await admin.getByRole('button', { name: 'Close date' }).click();
  await expect(admin.getByRole('row').filter({ hasText: 'Closed' }).first()).toBeVisible();
  await adminContext.close();

  const today = new Date().toISOString().slice(0, 10);
  const later = new Date(Date.now() + 80 * 86_400_000).toISOString().slice(0, 10);
  const { data } = await (
    await request.get(`/api/posts/${tourId}/availability?from=${today}&to=${later}`)
  ).json();
  const closed: string = data.dates.find((d: { reason?: string }) => d.reason === 'closed').date;

  const email = `closed.${Date.now()}@example.com`;
  expect(
    (
      await request.post('/api/auth/register', {
        data: { name: 'Kai Mori', email, password: 'e2e-password-123' },
      })
    ).status(),
  ).toBe(201);
  await signIn(page, email, 'e2e-password-123');
  await page.goto(`/booking/${tourId}`);
  // The calendar opens on the month of the first bookable date; the closed date may be in another one.
  const grid = page.getByRole('grid');
  await expect(grid.locator('button[data-date]').first()).toBeVisible();
  for (let pages = 0; pages < 3; pages++) {
    const shownMonth = (await grid.locator('button[data-date]').first().getAttribute('data-date'))!.slice(
      0,
      7,
    );
    if (shownMonth === closed.slice(0, 7)) break;
    await page.getByRole('button', { name: shownMonth < closed ? 'Next month' : 'Previous month' }).click();
    await expect(grid.locator('button[data-date]').first()).not.toHaveAttribute(
      'data-date',
      new RegExp(`^${shownMonth}`),
    );
  }
  const day = page.locator(`[role=grid] button[data-date="${closed}"]`);
  await expect(day).toHaveAttribute('aria-label', /Closed/);
  await expect(day).toHaveAttribute('aria-disabled', 'true');
});
