import type { Page } from '@playwright/test';
import { publicPagePaths } from '@tabi/contracts';
import { expect, test } from './fixtures.ts';

/*
 * Issue 24: on a prerendered page, every control either works before the app is live (a link, a GET
 * form the server answers) or is disabled with its reason until it works. Every public page (the sitemap's, and a tour's) is loaded
 * with the app's script held back, at a phone's width and a desktop's, each of its controls is found and
 * clicked, then the script is released and the controls that waited must work.
 */

test.use({ waitForApp: false });

const reason = 'once the page has finished loading';

type Control = { label: string; state: 'works' | 'waits' | 'dead' };

/** Every visible control of the page that is not a link, and what it does before the app is live. */
function controlsOf(page: Page) {
  return page.evaluate((reasonText) => {
    const selector =
      'button, input, select, textarea, summary, [role=button], [role=tab], [role=switch], [role=checkbox], [role=radio], [role=combobox]';
    const describedByReason = (el: Element | null) =>
      !!el &&
      (el.getAttribute('aria-describedby') ?? '')
        .split(/\s+/)
        .some((id) => id && document.getElementById(id)?.textContent?.includes(reasonText));
    const controls: Control[] = [];
    for (const el of document.querySelectorAll<HTMLElement>(selector)) {
      const box = el.getBoundingClientRect();
      if (box.width === 0 || box.height === 0 || getComputedStyle(el).visibility === 'hidden') continue;
      if (el.closest('[hidden], [aria-hidden="true"]')) continue;
      const label = (el.getAttribute('aria-label') ?? el.textContent ?? el.getAttribute('name') ?? '')
        .trim()
        .slice(0, 60);
      const fieldset = el.closest('fieldset');
      const disabled =
        (el as HTMLButtonElement).disabled ||
        el.getAttribute('aria-disabled') === 'true' ||
        !!fieldset?.disabled;
      const form = el.closest('form');
      const nativeForm =
        !!form &&
        (form.getAttribute('method') ?? 'get').toLowerCase() === 'get' &&
        form.hasAttribute('action');
      const state =
        el.tagName === 'SUMMARY' || (nativeForm && !disabled)
          ? 'works'
          : disabled && (describedByReason(el) || describedByReason(fieldset))
            ? 'waits'
            : 'dead';
      controls.push({ label: `${el.tagName.toLowerCase()} "${label}"`, state });
    }
    return controls;
  }, reason);
}

/** The prerendered pages: every public page with a fixed address, and a tour's (`tour`: the newest). */
const publicPages = [...publicPagePaths, 'tour'];

async function addressOf(page: Page, name: string) {
  if (name !== 'tour') return name;
  const answer = await page.request.get('/api/posts?limit=1&sort=newest');
  const [tour] = ((await answer.json()) as { data: { _id: string }[] }).data;
  return `/tours/${tour!._id}`;
}

for (const width of [360, 1280]) {
  for (const name of publicPages) {
    test(`${name} at ${width} px: no control is dead before the app is live`, async ({ page }) => {
      // Every waiting control is clicked one by one, while the page is still loading: the FAQ's 43 questions
      // take longer than the default 30 s, and a click on a loaded two-core machine more than 2 s (a CI run
      // beside other work took over 90 s for them).
      test.setTimeout(180_000);
      await page.setViewportSize({ width, height: 800 });
      const url = await addressOf(page, name);
      let release = () => {};
      const released = new Promise<void>((resolve) => {
        release = resolve;
      });
      await page.route('**/hydrate.js', async (route) => {
        await released;
        await route.continue();
      });
      // The page's deferred script is held, so the document never finishes loading: its HTML is all there
      // once the footer is.
      await page.goto(url, { waitUntil: 'commit' });
      await page.locator('footer').waitFor();
      await expect(page.locator('html[data-app="ready"]')).toHaveCount(0);

      const before = await controlsOf(page);
      expect(before.filter((c) => c.state === 'dead').map((c) => c.label)).toEqual([]);

      // A click on each control that waits does nothing, and breaks nothing.
      const waiting = page.locator(':is(button, input, select, textarea)[aria-describedby]:disabled:visible');
      const waitingCount = await waiting.count();
      for (let i = 0; i < waitingCount; i++) await waiting.nth(i).click({ force: true, timeout: 10_000 });
      await expect(page.getByRole('dialog')).toHaveCount(0);

      release();
      await page.locator('html[data-app="ready"]').waitFor({ state: 'attached' });
      const after = await controlsOf(page);
      expect(after.filter((c) => c.state === 'waits').map((c) => c.label)).toEqual([]);

      // What waited works now: the help button opens the assistant, the FAQ's questions open.
      const help = page.getByRole('button', { name: 'Need Help?' });
      if (await help.isVisible()) {
        await help.click();
        await expect(page.getByRole('dialog', { name: 'Travel assistant' })).toBeVisible();
        await page.keyboard.press('Escape');
        await expect(page.getByRole('dialog')).toHaveCount(0);
      }
      if (name === '/faq') {
        const question = page.getByRole('button', { name: 'Can I cancel for free?' });
        await question.click();
        await expect(question).toHaveAttribute('aria-expanded', 'true');
      }
    });
  }
}
