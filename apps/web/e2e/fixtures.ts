import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, test as base, expect, type Page } from '@playwright/test';

/**
 * Every browser test fails when the page logged a console error or threw, or broke the
 * Content-Security-Policy (which the browser reports even when the script caught the refusal): a page
 * that works but complains is not done.
 */
export const test = base.extend<{ consoleErrors: string[]; waitForApp: boolean }>({
  // A test of the page before the app has taken it over (its scripts held back) says so with
  // `test.use({ waitForApp: false })`.
  waitForApp: [true, { option: true }],
  // A prerendered page is on screen before the app has taken it over; a user's click in between does
  // nothing. Like a user who waits a moment, every page load waits until the app is live.
  page: async ({ page, javaScriptEnabled, waitForApp }, use) => {
    if (javaScriptEnabled !== false && waitForApp) {
      const live = () => page.locator('html[data-app="ready"]').waitFor({ state: 'attached' });
      const goto = page.goto.bind(page);
      const reload = page.reload.bind(page);
      page.goto = async (...args) => {
        const response = await goto(...args);
        await live();
        return response;
      };
      page.reload = async (...args) => {
        const response = await reload(...args);
        await live();
        return response;
      };
    }
    await use(page);
  },
  // A test that provokes failing requests on purpose removes the browser's reports of them itself.
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      await page.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          console.error(
            `CSP violation: ${event.violatedDirective} ${event.blockedURI} in ${event.sourceFile}`,
          );
        });
      });
      page.on('console', (message) => {
        // The listener above is injected into every frame, sandboxed ones too (the outbox shows mail in an
        // iframe without scripts), where the browser refuses it: that refusal is the sandbox working.
        if (message.text().startsWith("Blocked script execution in 'about:srcdoc'")) return;
        if (message.type() === 'error') errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(error.message));
      await use(errors);
      expect(errors, 'console errors').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** Drops the browser's own "Failed to load resource ... status of <status>" reports from the list. */
export function ignoreFailedRequests(errors: string[], status: number) {
  const kept = errors.filter((e) => !(e.startsWith('Failed to load resource') && e.includes(String(status))));
  errors.splice(0, errors.length, ...kept);
}

/** axe-core on the page as it is now: no serious or critical violation may remain. */
export async function expectNoSeriousViolations(page: Page) {
  await page.waitForLoadState('networkidle');
  // A toast closes by itself after a few seconds, and one that began to fade while axe read it was measured
  // half transparent. Like a reader who rests the pointer on it, the pointer holds the toasts open (sonner
  // pauses their timers while hovered) until axe is done.
  const toast = await page.evaluate(() => {
    const rect = document
      .querySelector('[data-sonner-toast]:not([data-removed="true"])')
      ?.getBoundingClientRect();
    return rect && { x: rect.x + rect.width / 2, y: rect.y + rect.height / 2 };
  });
  if (toast) await page.mouse.move(toast.x, toast.y);
  // A page that re-renders (a calendar taking another test's booking live, a list refreshed) is judged once
  // its DOM has been still for half a second, or after 5 s for a page that keeps ticking (a countdown).
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const done = () => {
          observer.disconnect();
          clearTimeout(quiet);
          clearTimeout(cap);
          resolve();
        };
        let quiet = setTimeout(done, 500);
        const cap = setTimeout(done, 5_000);
        const observer = new MutationObserver(() => {
          clearTimeout(quiet);
          quiet = setTimeout(done, 500);
        });
        observer.observe(document.body, {
          subtree: true,
          childList: true,
          attributes: true,
          characterData: true,
        });
      }),
  );
  // A colour caught halfway through a fade (a banner, a row turning green) is not what anyone reads; an
  // endless animation (a spinner) is left to run.
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity,
      ),
  );
  const { violations } = await new AxeBuilder({ page }).analyze();
  if (toast) await page.mouse.move(0, 0);
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  // Each with the elements it names, so a failure says where to look.
  expect(
    serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((node) => node.target.join(' ')).join(', ')})`),
  ).toEqual([]);
}

/** Signs a traveller in through the sign-in page, as a user would; ends on the home page. */
export async function signIn(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/$/);
}

/** The cheapest demo tour that confirms at once, so a booking of it is confirmed as soon as it is made. */
export async function instantConfirmationTour(request: APIRequestContext) {
  const { data: tours } = await (await request.get('/api/posts?limit=50&sort=price-asc')).json();
  for (const { _id } of tours as { _id: string }[]) {
    const { data } = await (await request.get(`/api/posts/${_id}`)).json();
    if (data.instantConfirmation) return data as { _id: string; title: string; durationMinutes: number };
  }
  throw new Error('the demo catalog has no tour with instant confirmation');
}
