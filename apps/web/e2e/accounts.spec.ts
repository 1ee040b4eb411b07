import { deflateSync } from 'node:zlib';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

async function expectNoSeriousViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.help} (${v.nodes.length})`)).toEqual([]);
}

/** A small, real PNG (a blue-to-vermilion gradient), built in memory for the avatar upload. */
function gradientPng(size = 64): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc32 = (bytes: Buffer) => {
    let c = 0xffffffff;
    for (const byte of bytes) c = (crcTable[(c ^ byte) & 0xff] ?? 0) ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, no interlace
  const rows: number[] = [];
  for (let y = 0; y < size; y++) {
    rows.push(0); // filter: none
    for (let x = 0; x < size; x++) {
      const t = (x + y) / (2 * size);
      rows.push(Math.round(31 + t * 197), Math.round(79 - t * 4), Math.round(135 - t * 89));
    }
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.from(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

test('register, sign out, sign in, edit the profile, change the avatar, then sign in as admin', async ({
  page,
}) => {
  // A whole account's life: several password hashes on the server, so more than the default time.
  test.setTimeout(90_000);
  const email = `e2e.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;
  const password = 'e2e-password-123';

  await test.step('register', async () => {
    await page.goto('/register');
    await expect(page).toHaveTitle('Create your account · Tabi Tours');
    await page.getByLabel('Full name').fill('Hana Sato');
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByText('Account Created!', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Account menu for Hana Sato' })).toBeVisible();
  });

  await test.step('sign out', async () => {
    await page.getByRole('button', { name: 'Account menu for Hana Sato' }).click();
    await expect(page.getByRole('menu')).toContainText(email);
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await expect(page.getByText('Logged Out', { exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
    expect(await page.evaluate(() => [localStorage.getItem('token'), localStorage.getItem('user')])).toEqual([
      null,
      null,
    ]);
  });

  await test.step('sign in and come back to the profile', async () => {
    await page.goto('/profile');
    await expect(page).toHaveURL(/\/login\?redirect=%2Fprofile$/);
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL(/\/profile$/);
    await expect(page.getByText('Welcome back, Hana Sato')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Your profile' })).toBeVisible();
  });

  await test.step('edit the profile', async () => {
    await page.getByLabel('Full name').fill('Hana Sato-Lind');
    await page.getByLabel(/Phone/).fill('+81 90 5555 0142');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Profile updated', { exact: true })).toBeVisible();
    await page.reload();
    await expect(page.getByLabel('Full name')).toHaveValue('Hana Sato-Lind');
    await expect(page.getByLabel(/Phone/)).toHaveValue('+81 90 5555 0142');
    await expect(page.getByRole('button', { name: 'Account menu for Hana Sato-Lind' })).toBeVisible();
  });

  await test.step('change the avatar', async () => {
    await page.locator('input[type="file"]').setInputFiles({
      name: 'me.png',
      mimeType: 'image/png',
      buffer: gradientPng(),
    });
    await expect(page.getByAltText('Preview of your new photo')).toBeVisible();
    await page.getByRole('button', { name: 'Save photo' }).click();
    await expect(page.getByText('Photo updated', { exact: true })).toBeVisible();
    const photo = page.getByAltText('Your profile photo');
    await expect(photo).toHaveAttribute('src', /\/uploads\/[^?]+\?t=\d+$/);
    await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    // The header's avatar shows the picture instead of the initial.
    await expect(
      page.getByRole('button', { name: 'Account menu for Hana Sato-Lind' }).locator('img'),
    ).toHaveAttribute('src', /\/uploads\//);
  });

  await test.step('admin login with the key shows the Admin link', async () => {
    await page.goto('/admin-login');
    await page.getByLabel('Admin key').fill('e2e-admin-key-0123456789');
    await page.getByRole('button', { name: 'Sign in as admin' }).click();
    await expect(page).toHaveURL(/\/admin$/);
    await expect(
      page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Admin', exact: true }),
    ).toHaveAttribute('href', '/admin');
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  });
});

test('sign-in pages: one h1 each, labelled fields, and a same-site redirect only', async ({ page }) => {
  for (const [path, heading] of [
    ['/login', 'Welcome back'],
    ['/register', 'Create your account'],
    ['/forgot-password', 'Forgot your password?'],
    ['/admin-login', 'Admin login'],
    ['/reset-password/some-token', 'Choose a new password'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  }

  await page.goto(`/login?redirect=${encodeURIComponent('//evil.example/steal')}`);
  await page.getByLabel('E-mail').fill('emma.lindqvist@example.com');
  await page.getByLabel('Password', { exact: true }).fill('tabi-demo-2025');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByText('Welcome back!', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/$/);
});

test('the sign-in pages and the profile have no serious or critical accessibility violation', async ({
  page,
}) => {
  test.setTimeout(60_000); // seven axe runs
  for (const path of [
    '/login',
    '/register',
    '/forgot-password',
    '/admin-login',
    '/reset-password/some-token',
  ]) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoSeriousViolations(page);
  }
  await page.goto('/login?redirect=%2Fprofile');
  await page.getByLabel('E-mail').fill('emma.lindqvist@example.com');
  await page.getByLabel('Password', { exact: true }).fill('tabi-demo-2025');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your profile' })).toBeVisible();
  await expectNoSeriousViolations(page);
  await page.getByRole('button', { name: 'Sign out everywhere' }).click();
  await expect(page.getByRole('alertdialog')).toBeVisible();
  await expectNoSeriousViolations(page);
});
