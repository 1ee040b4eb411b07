import { expect, expectNoSeriousViolations, test } from './fixtures.ts';

test('a visitor asks the travel assistant for tours in Kyoto, follows a tour link, finds the conversation again and clears it', async ({
  page,
}) => {
  // Two accessibility scans and three trips to the assistant: on a loaded two-core machine more than
  // the default 30 s (seen in CI at 34 s).
  test.setTimeout(60_000);
  await page.goto('/');
  const help = page.getByRole('button', { name: 'Need Help?' });
  await help.click();
  const dialog = page.getByRole('dialog', { name: 'Travel assistant' });
  const conversation = dialog.getByRole('region', { name: 'Conversation with the travel assistant' });
  const question = dialog.getByRole('textbox', { name: 'Your question' });
  await expect(conversation).toContainText("Hello! I'm the Tabi Tours travel assistant.");
  await expect(question).toBeFocused();
  await expect(dialog.getByRole('button', { name: 'What is your cancellation policy?' })).toBeVisible();
  await expectNoSeriousViolations(page);

  await question.fill('Tours in Kyoto under $150');
  await question.press('Enter');
  await expect(conversation.getByText('Tours in Kyoto under $150', { exact: true })).toBeVisible();
  // The tours named come as cards: each title a link inside the app to a real tour page, with Book.
  const tours = conversation.getByRole('list', { name: 'Suggested tours' });
  const links = tours.locator('a[href^="/tours/"]');
  await expect(links.first()).toBeVisible();
  for (const href of await links.evaluateAll((all) => all.map((a) => a.getAttribute('href')))) {
    expect(href).toMatch(/^\/tours\/[0-9a-f-]{36}$/);
  }
  await expect(tours.getByRole('link', { name: /^Book / }).first()).toHaveAttribute(
    'href',
    /^\/booking\/[0-9a-f-]{36}$/,
  );
  await expect(page.locator('[aria-live="polite"]', { hasText: 'Kyoto' })).toHaveCount(1);
  await expectNoSeriousViolations(page);

  const first = links.first();
  const title = (await first.textContent()) ?? '';
  const href = (await first.getAttribute('href')) ?? '';
  await first.click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(href);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(page.getByText('Kyoto').first()).toBeVisible();

  // The same conversation, loaded again from the server, as the panel opens on the tour's page.
  await help.click();
  await expect(conversation.getByText('Tours in Kyoto under $150', { exact: true })).toBeVisible();
  await expect(conversation.getByRole('link', { name: title, exact: true })).toBeVisible();

  await dialog.getByRole('button', { name: 'Clear conversation' }).click();
  await expect(conversation).toContainText('Conversation cleared! How can I help you today?');
  await expect(conversation.getByText('You:')).toHaveCount(0);
  await expect(conversation.getByRole('link')).toHaveCount(0);

  // Closed with Escape and opened again: a new, empty conversation greets.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await help.click();
  await expect(conversation).toContainText("Hello! I'm the Tabi Tours travel assistant.");
  await expect(conversation.getByText('You:')).toHaveCount(0);
});

test('a question a page suggests is answered in the page’s words, and its link lands on that section', async ({
  page,
}) => {
  await page.goto('/features/customer-support');
  // The support page suggests this question; the answer quotes the expert guides page and links its section.
  await expect(page.getByText('"Are your guides licensed?"')).toBeVisible();
  await page.getByRole('button', { name: 'Need Help?' }).click();
  const dialog = page.getByRole('dialog', { name: 'Travel assistant' });
  const question = dialog.getByRole('textbox', { name: 'Your question' });
  await question.fill('Are your guides licensed?');
  await question.press('Enter');
  const source = dialog.getByRole('link', { name: 'Licensed by the Japanese government' });
  await expect(source).toHaveAttribute('href', '/features/expert-guides#licensed');
  await expect(dialog).toContainText('National Government Licensed Guide Interpreters');

  await source.click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL('/features/expert-guides#licensed');
  const section = page.getByRole('heading', { name: 'Licensed by the Japanese government' });
  await expect(section).toBeInViewport();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
});
