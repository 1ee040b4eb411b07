import { adminKey } from './admin.ts';
import { expect, expectNoSeriousViolations, instantConfirmationTour, signIn, test } from './fixtures.ts';
import { mailTo } from './mailbox.ts';

/**
 * The whole online-payment path in the browser, against the product started with Stripe keys that point
 * at the fake Stripe (payments-stack.ts, the config's second web server): book, pay on the fake's hosted
 * page, come back to 'Payment received' (said only once the signed webhook made the booking paid), see
 * the receipt in My bookings and the e-mail, then the admin's payments view, a refund and reconcile.
 */
test.use({ baseURL: `http://127.0.0.1:${process.env.E2E_PAYMENTS_PORT ?? 5291}` });

async function travellerWithTour(request: import('@playwright/test').APIRequestContext) {
  const email = `payer.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;
  const password = 'e2e-password-123';
  expect(
    (await request.post('/api/auth/register', { data: { name: 'Mei Arai', email, password } })).status(),
  ).toBe(201);
  // Paying by card holds seats, which only a confirmed address may: follow the mailed link.
  const confirmation = await mailTo(email, 'Confirm your e-mail address');
  const token = /\/verify-email\/([\w-]+)/.exec(confirmation)?.[1];
  expect(token, confirmation).toBeDefined();
  expect((await request.post('/api/auth/verify-email', { data: { token } })).status()).toBe(200);
  return { email, password, tourId: (await instantConfirmationTour(request))._id };
}

async function bookAndGoToStripe(page: import('@playwright/test').Page, tourId: string) {
  await page.goto(`/tours/${tourId}`);
  await page.getByRole('link', { name: 'Book now' }).click();
  await expect(page).toHaveURL(new RegExp(`/booking/${tourId}\\?adults=1$`));
  await expect(page.getByText(/Pay now by card/)).toBeVisible();
  await page.locator('[role=grid] button:not([aria-disabled=true])').first().click();
  await page.getByLabel(/Phone/).fill('+81 90 5555 0199');
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  // Stripe's hosted page (the fake's), on its own origin.
  await expect(page).toHaveURL(/\/pay\/cs_test_/);
  await expect(page.getByRole('heading', { name: /^Pay / })).toBeVisible();
}

test('pay a booking by card, see the receipt; the admin sees the takings, refunds it and reconciles', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const { email, password, tourId } = await travellerWithTour(request);
  await signIn(page, email, password);

  let reference = '';
  await test.step('book, pay on the hosted page, and come back to what the server knows', async () => {
    await bookAndGoToStripe(page, tourId);
    await page.getByRole('button', { name: 'Pay', exact: true }).click();
    await expect(page).toHaveURL(/\/bookings\/[0-9a-f-]+\/payment\?session_id=cs_test_/);
    await expect(page.getByRole('heading', { level: 1, name: 'Payment received' })).toBeVisible();
    await expect(page.getByRole('main')).toContainText('Visa •••• 4242');
    await expect(page.getByRole('link', { name: /View receipt/ })).toHaveAttribute('href', /\/receipts\/ch_/);
    reference = (await page.getByRole('main').textContent())!.match(/TB-[A-Z2-9]{6}/)![0];
    await expectNoSeriousViolations(page);
  });

  await test.step('My bookings and the confirmation e-mail show the payment', async () => {
    await page.getByRole('link', { name: 'My bookings' }).first().click();
    await expect(page).toHaveURL(/\/bookings$/);
    const main = page.getByRole('main');
    await expect(main.getByText(reference)).toBeVisible();
    await expect(main).toContainText('Visa •••• 4242');
    const mail = await mailTo(email, 'Your booking');
    expect(mail).toContain(reference);
    expect(mail).toMatch(/Visa|visa/);
    expect(mail).toContain('4242');
  });

  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await test.step("the admin's payments view counts the day's takings", async () => {
    await admin.goto('/admin-login');
    await admin.getByLabel('Admin key').fill(adminKey);
    await admin.getByRole('button', { name: 'Sign in as admin' }).click();
    await expect(admin).toHaveURL(/\/admin$/);
    await admin.getByRole('link', { name: 'Payments' }).first().click();
    await expect(admin).toHaveURL(/\/admin\/payments/);
    await expect(admin.getByRole('main')).toContainText(reference);
    await expectNoSeriousViolations(admin);
  });

  await test.step('the traveller cancels; the admin refunds it and reconciles with Stripe', async () => {
    await page.getByRole('button', { name: 'Cancel booking' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Cancel this booking?' });
    await dialog.getByText('Weather or travel disruption', { exact: true }).click();
    await expect(dialog.getByRole('radio', { name: 'Weather or travel disruption' })).toBeChecked();
    await dialog.getByLabel('Anything to add? (optional)').fill('Our flight was moved to the next day');
    await dialog.getByRole('button', { name: 'Cancel for free' }).click();
    await expect(page.getByRole('article').filter({ hasText: reference })).toContainText(
      'State: Cancelled · refund requested',
    );

    await admin.goto(`/admin/bookings?q=${reference}`);
    await admin.getByRole('button', { name: `Actions for booking ${reference}` }).click();
    await admin.getByRole('menuitem', { name: 'Approve refund' }).click();
    const approve = admin.getByRole('dialog', { name: 'Approve this refund?' });
    await approve.getByRole('button', { name: 'Approve refund' }).click();
    const row = admin.getByRole('row').filter({ hasText: reference });
    await expect(row).toContainText('Refund approved');
    // Stripe returned the money; reconcile asks it, and the payment becomes refunded.
    await admin.getByRole('button', { name: `Actions for booking ${reference}` }).click();
    await admin.getByRole('menuitem', { name: 'Reconcile with Stripe' }).click();
    await expect(row).toContainText('Refunded');
  });
  await adminContext.close();
});

test('leave the hosted page without paying: the seats stay held with Pay now', async ({ page, request }) => {
  test.setTimeout(90_000);
  const { email, password, tourId } = await travellerWithTour(request);
  await signIn(page, email, password);
  await bookAndGoToStripe(page, tourId);
  await page.getByRole('link', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/bookings\/[0-9a-f-]+\/payment\?cancelled=1/);
  await expect(page.getByRole('heading', { level: 1, name: 'Payment not completed' })).toBeVisible();
  await expect(page.getByRole('main')).toContainText(/held until/);
  const payNow = page.getByRole('link', { name: 'Pay now' });
  await expect(payNow).toHaveAttribute('href', /\/pay\/cs_test_/);
  await payNow.click();
  await expect(page.getByRole('heading', { name: /^Pay / })).toBeVisible();
});
