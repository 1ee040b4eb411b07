import { adminKey } from './admin.ts';
import { expect, signIn, test } from './fixtures.ts';

test('a traveller and support chat live; replies while the chat is closed, or the traveller away, are not missed', async ({
  page,
  browser,
  context,
  request,
}) => {
  test.setTimeout(120_000);
  const name = 'Aiko Tanaka';
  const email = `chatter.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;
  const password = 'e2e-password-123';
  expect((await request.post('/api/auth/register', { data: { name, email, password } })).status()).toBe(201);

  const chat = page.getByRole('dialog', { name: 'Live Chat Support' });
  await test.step('the traveller opens the live chat and writes to support', async () => {
    await signIn(page, email, password);
    await page.getByRole('button', { name: /^Account menu for Aiko/ }).click();
    await page.getByRole('menuitem', { name: 'Live Chat Support' }).click();
    await expect(chat).toContainText("Online - We're here to help!");
    await expect(chat).toContainText('Start a Conversation');
    await chat.getByLabel('Message').fill('Hello! Can my six-year-old join the Nara walk?');
    await chat.getByLabel('Message').press('Enter');
    await expect(chat.getByText('Hello! Can my six-year-old join the Nara walk?')).toBeVisible();
  });

  // Support works in a browser of their own.
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  const conversation = admin.getByTestId('conversation').filter({ hasText: email });
  await test.step('support finds it in the inbox and answers; the traveller sees it live', async () => {
    await admin.goto('/admin-login');
    await admin.getByLabel('Admin key').fill(adminKey);
    await admin.getByRole('button', { name: 'Sign in as admin' }).click();
    await expect(admin).toHaveURL(/\/admin$/);
    await admin.goto('/admin/chat');
    // The travellers' floating help button stays out of the console, where it would cover the reply box.
    await expect(admin.getByRole('button', { name: /Need Help/ })).toHaveCount(0);
    await expect(conversation).toContainText('Can my six-year-old join the Nara walk?');
    await expect(conversation).toContainText('Online');
    await conversation.click();
    await expect(admin.getByRole('region', { name: `Conversation with ${name}` })).toContainText(
      'Can my six-year-old join the Nara walk?',
    );
    await admin
      .getByRole('textbox', { name: 'Reply' })
      .fill('Yes, children from six are welcome, at the child price.');
    await admin.getByRole('textbox', { name: 'Reply' }).press('Enter');
    await expect(chat.getByText('Yes, children from six are welcome, at the child price.')).toBeVisible();
  });

  await test.step('with the chat closed, a reply shows on the account menu', async () => {
    await page.keyboard.press('Escape');
    await expect(chat).toBeHidden();
    await admin.getByRole('textbox', { name: 'Reply' }).fill('Shall I hold two seats for Saturday?');
    await admin.getByRole('textbox', { name: 'Reply' }).press('Enter');
    await expect(
      page.getByRole('button', { name: 'Account menu for Aiko Tanaka, 1 unread support message' }),
    ).toBeVisible();
  });

  await test.step('with the traveller away, a reply rings the bell, which opens the chat', async () => {
    await page.close();
    await expect(conversation).not.toContainText('Online');
    await admin.getByRole('textbox', { name: 'Reply' }).fill('Your seats are held until Friday.');
    await admin.getByRole('textbox', { name: 'Reply' }).press('Enter');

    const back = await context.newPage();
    await back.goto('/');
    await back.getByRole('button', { name: /^Notifications, \d+ unread$/ }).click();
    await back
      .getByRole('list', { name: 'Recent notifications' })
      .getByText('New message from support')
      .click();
    const reopened = back.getByRole('dialog', { name: 'Live Chat Support' });
    await expect(reopened.getByText('Your seats are held until Friday.')).toBeVisible();
    await expect(reopened.getByText('Hello! Can my six-year-old join the Nara walk?')).toBeVisible();
  });
  await adminContext.close();
});
