import type { Tour } from '@tabi/contracts';
import { afterEach, expect, it, vi } from 'vitest';
import { transport } from './api/client.ts';
import { createQueryClient } from './api/query-client.ts';
import { hydrateQueryState } from './api/query-state.ts';
import { type ApiFetch, renderPage } from './entry-server.tsx';
import { createRouter } from './router.tsx';
import { configAnswer, pageOf } from './test/fake-api.ts';
import { tourOf } from './test/fixtures.ts';
import { hydrateApp } from './test/hydrate-app.tsx';

/*
 * A prerendered page can be older than the stale time of the answers it was written from: it is kept for
 * its minute, and later still sent while it renders again (decision 81). The browser must hydrate it from
 * those answers, not from newer ones its route loaders fetched meanwhile, and refresh it once live. (Its own
 * file: whether the app is live is the module's state, and another test's hydration would set it.)
 */

const kyoto = tourOf({ _id: '00000000-0000-4000-8000-000000000001', title: 'Fushimi Inari at dawn' });

/** The API as it answers with `tour` in the catalog; the dates cannot be read (the card loads them itself). */
const apiWith =
  (tour: Tour): ApiFetch =>
  async (input) => {
    const { pathname } = new URL(input, 'http://x');
    if (pathname === `/api/posts/${tour._id}`) return Response.json({ success: true, data: tour });
    if (pathname.endsWith('/reviews')) return Response.json(pageOf([]));
    if (pathname === '/api/config') return configAnswer();
    return Response.json({ success: false, code: 'NOT_FOUND', message: 'Not found' }, { status: 404 });
  };

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});

it('hydrates a tour page written minutes ago from its own answers, then shows the newer ones', async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-06-10T03:00:00Z'));
  vi.stubEnv('SSR', true);
  const page = await renderPage(`/tours/${kyoto._id}`, { fetch: apiWith(kyoto) });
  expect(page.html).toContain('Fushimi Inari at dawn');
  vi.unstubAllEnvs();

  // Five minutes later a browser opens the page, and the tour has been renamed since.
  vi.setSystemTime(new Date('2026-06-10T03:05:00Z'));
  window.history.replaceState(null, '', `/tours/${kyoto._id}`);
  const root = document.createElement('div');
  root.innerHTML = page.html!;
  document.body.append(root);
  const state = document.implementation.createHTMLDocument();
  state.body.innerHTML = page.state!;
  const client = createQueryClient();
  hydrateQueryState(client, state);
  vi.spyOn(transport, 'fetch').mockImplementation(
    apiWith({ ...kyoto, title: 'Fushimi Inari at first light' }),
  );
  const router = createRouter(client);
  await vi.waitFor(() => expect(router.state.initialized).toBe(true));
  const mismatch = await hydrateApp(root, client, router);

  expect(mismatch).not.toHaveBeenCalled();
  await vi.waitFor(() => expect(root.querySelector('h1')?.textContent).toBe('Fushimi Inari at first light'));
  router.dispose();
  root.remove();
});
