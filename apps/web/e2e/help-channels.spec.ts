import { expect, expectNoSeriousViolations, signIn, test } from './fixtures.ts';

for (const width of [360, 1280]) {
  test(`at ${width} px, the help button opens the assistant with tours as cards, and a person is one tap away`, async ({
    page,
    request,
  }) => {
    test.slow(); // a sign-in, the assistant's answer and the live chat's connection on a busy machine
    const email = `helped.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;
    const password = 'e2e-password-123';
    expect(
      (await request.post('/api/auth/register', { data: { name: 'Yui Tanaka', email, password } })).status(),
    ).toBe(201);
    await page.setViewportSize({ width, height: 780 });
    await signIn(page, email, password);

    await test.step('the assistant (the whole screen on a phone) shows the tours it suggests as cards', async () => {
      await page.getByRole('button', { name: 'Need Help?' }).click();
      const assistant = page.getByRole('dialog', { name: 'Travel assistant' });
      const box = assistant.getByRole('textbox', { name: 'Your question' });
      await box.fill('food tours');
      await box.press('Enter');
      const tours = assistant.getByRole('list', { name: 'Suggested tours' });
      await expect(tours.getByRole('listitem').first()).toBeVisible();
      await expect(tours.getByRole('link', { name: /^Book / }).first()).toBeVisible();
      const panel = (await assistant.boundingBox())!;
      if (width === 360) {
        expect(panel.width).toBeGreaterThanOrEqual(359);
        expect(panel.height).toBeGreaterThanOrEqual(779);
      } else {
        // Beside the page on a desktop, which stays in view.
        expect(panel.width).toBeLessThan(500);
      }
      await expectNoSeriousViolations(page);
    });

    await test.step('Talk to a person opens the live chat, which acknowledges a message and marks it delivered', async () => {
      await page
        .getByRole('dialog', { name: 'Travel assistant' })
        .getByRole('button', { name: 'Talk to a person' })
        .click();
      const chat = page.getByRole('dialog', { name: 'Live Chat Support' });
      await expect(chat.getByText("Online - We're here to help!")).toBeVisible();
      await expect(chat.getByText(/a person from our team in Kyoto answers here/)).toBeVisible();
      const message = chat.getByRole('textbox', { name: 'Message' });
      await message.fill('Can I bring a stroller on the walk?');
      await message.press('Enter');
      const log = chat.getByRole('log', { name: 'Conversation with support' });
      await expect(log.getByText('Delivered')).toBeVisible();
      await expect(log).toContainText('Thanks, your message reached our team.');
      await expectNoSeriousViolations(page);
    });
  });
}
