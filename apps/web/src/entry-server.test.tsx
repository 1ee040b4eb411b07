import type { Availability, PublicConfig } from '@tabi/contracts';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { transport } from './api/client.ts';
import { availabilityQueryOptions } from './api/get-availability.ts';
import { createQueryClient } from './api/query-client.ts';
import { hydrateQueryState, jsonForScript, queryStateId } from './api/query-state.ts';
import { monthOf } from './availability/calendar.ts';
import { monthsRange, nextDatesRange } from './availability/first-dates.ts';
import { type ApiFetch, renderPage } from './entry-server.tsx';
import { createRouter } from './router.tsx';
import { configAnswer, onlinePayments, pageOf } from './test/fake-api.ts';
import { fakeAvailability } from './test/fake-availability.ts';
import { tourOf } from './test/fixtures.ts';
import { hydrateApp } from './test/hydrate-app.tsx';
import { todayIn } from './ui/zoned-time.ts';

/*
 * The server's first paint of a page, asked of the web app's own routes: the route loaders run with a
 * query client of the render, their requests go to the `fetch` the server passes in, and the client's
 * state travels with the HTML to the browser's query client.
 */

const kyoto = tourOf({ _id: '00000000-0000-4000-8000-000000000001', title: 'Fushimi Inari at dawn' });
const osaka = tourOf({ _id: '00000000-0000-4000-8000-000000000002', title: 'Dotonbori after dark' });

/**
 * An API that answers the catalog with `tours` and the public config with the payment mode `payments`
 * (the meeting point unless given), and notes each request; anything else is a 404.
 */
function catalog(
  tours: (typeof kyoto)[],
  payments?: PublicConfig['payments'],
  { availability = true }: { availability?: boolean } = {},
) {
  const requests: string[] = [];
  const fetch: ApiFetch = async (input, init) => {
    requests.push(`${init.method ?? 'GET'} ${input}`);
    const url = new URL(input, 'http://x');
    const { pathname } = url;
    // A tick later, as the server's own answers come: two renders at once interleave.
    await new Promise((resolve) => setTimeout(resolve, 5));
    if (pathname === '/api/posts') return Response.json(pageOf(tours));
    if (pathname === '/api/categories') return Response.json({ success: true, data: [] });
    if (pathname === '/api/config') return configAnswer(payments ? { payments } : {});
    const tour = tours.find((t) => pathname === `/api/posts/${t._id}`);
    if (tour) return Response.json({ success: true, data: tour });
    if (pathname.endsWith('/reviews')) return Response.json(pageOf([]));
    const seats = pathname.match(/^\/api\/posts\/([^/]+)\/availability$/);
    if (availability && seats) return fakeAvailability(seats[1]!, () => ({}))(init, url);
    return Response.json({ success: false, code: 'NOT_FOUND', message: 'Not found' }, { status: 404 });
  };
  return { fetch, requests };
}

/** The state a page carries, hydrated into a fresh client as main.tsx does. */
function browserClient(state: string) {
  const doc = document.implementation.createHTMLDocument();
  doc.body.innerHTML = state;
  const client = createQueryClient();
  hydrateQueryState(client, doc);
  expect(doc.getElementById(queryStateId)).toBeNull();
  return client;
}

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('renderPage', () => {
  it("prerenders a filtered list from the answers its route's loader asked for", async () => {
    vi.stubEnv('SSR', true);
    const api = catalog([kyoto]);
    const page = await renderPage('/tours?search=kyoto&page=3', { fetch: api.fetch });

    expect(page.html).toContain('Fushimi Inari at dawn');
    expect(page.title).toMatch(/Tabi Tours$/);
    expect(page.description).toBeTruthy();
    expect(page.modules).toEqual(['src/features/tours/pages/tours-page.tsx']);
    // The loader's own reading of the address.
    expect(api.requests).toContain('GET /api/posts?page=3&limit=12&search=kyoto');
    // The category counts follow the search (everything but the page and category).
    expect(api.requests).toContain('GET /api/categories?search=kyoto');

    // The browser's query client gets exactly the answers the page was rendered from.
    const client = browserClient(page.state!);
    const lists = client.getQueryCache().findAll({ queryKey: ['tours', 'list'] });
    expect(lists.map((query) => query.state.data)).toEqual([pageOf([kyoto])]);
  });

  it('renders pages at the same time, each from its own answers and with its own title', async () => {
    vi.stubEnv('SSR', true);
    const [first, second] = await Promise.all([
      renderPage(`/tours/${kyoto._id}`, { fetch: catalog([kyoto]).fetch }),
      renderPage(`/tours/${osaka._id}`, { fetch: catalog([osaka]).fetch }),
    ]);
    expect(first.html).toContain('Fushimi Inari at dawn');
    expect(first.html).not.toContain('Dotonbori');
    expect(first.title).toContain('Fushimi Inari at dawn');
    expect(second.html).toContain('Dotonbori after dark');
    expect(second.title).toContain('Dotonbori after dark');
    expect(second.modules).toEqual(['src/features/tours/pages/tour-detail-page.tsx']);
  });

  it("writes a tour's Check availability with its fields and its first dates", async () => {
    vi.stubEnv('SSR', true);
    const page = await renderPage(`/tours/${kyoto._id}`, { fetch: catalog([kyoto]).fetch });
    // The party field and the next dates are there to hydrate, not the skeletons of a card still loading.
    expect(page.html).toContain('aria-label="Travellers: 1 adult"');
    expect(page.html).toContain('aria-label="Next available dates"');
    expect(page.html).not.toContain('aria-label="Loading dates"');
    // The browser finds the zone and those dates under the keys the card asks for.
    const client = browserClient(page.state!);
    const zone = client.getQueryData<PublicConfig>(['config'])!.timezone;
    const today = todayIn(zone);
    const current = client.getQueryData<Availability>(
      availabilityQueryOptions(kyoto._id, monthsRange(monthOf(today), 1, today)).queryKey,
    );
    expect(current?.firstBookable).toBeTruthy();
    const strip = client.getQueryData<Availability>(
      availabilityQueryOptions(kyoto._id, nextDatesRange(current!.firstBookable!)).queryKey,
    );
    expect(strip?.dates[0]?.date).toBe(current!.firstBookable);
  });

  it('still writes a tour whose dates cannot be read, leaving them to the browser', async () => {
    vi.stubEnv('SSR', true);
    const page = await renderPage(`/tours/${kyoto._id}`, {
      fetch: catalog([kyoto], undefined, { availability: false }).fetch,
    });
    expect(page.html).toContain('Fushimi Inari at dawn');
    expect(page.html).toContain('aria-label="Travellers: 1 adult"');
    expect(page.html).toContain('aria-label="Loading dates"');
    expect(
      browserClient(page.state!)
        .getQueryCache()
        .findAll({ queryKey: ['availability'] }),
    ).toEqual([]);
  });

  it('prerenders the content and feature pages, which ask the API only how travellers pay', async () => {
    const api = catalog([]);
    for (const [url, module] of [
      ['/faq', 'src/features/content/pages/faq-page.tsx'],
      ['/features/expert-guides', 'src/features/content/pages/feature-page.tsx'],
    ] as const) {
      const page = await renderPage(url, { fetch: api.fetch });
      expect(page.html, url).toContain('<h1');
      expect(page.modules, url).toEqual([module]);
    }
    expect(api.requests).toEqual(['GET /api/config', 'GET /api/config']);
  });

  it("writes the content pages in the server's payment mode, and sends the browser that mode", async () => {
    const atMeetingPoint = await renderPage('/terms', { fetch: catalog([]).fetch });
    expect(atMeetingPoint.html).toContain('you pay your guide at the meeting point on the day');
    expect(atMeetingPoint.html).not.toContain('Stripe');

    const online = await renderPage('/terms', { fetch: catalog([], onlinePayments).fetch });
    expect(online.html).toContain(
      'The price is charged by card when you book, through our payment provider Stripe.',
    );
    expect(online.html).not.toContain('at the meeting point on the day');
    const faq = await renderPage('/faq', { fetch: catalog([], onlinePayments).fetch });
    expect(faq.description).toMatch(/booking, paying by card, free cancellation/);
    expect(faq.html).toContain('My booking says &quot;Awaiting payment&quot;');

    // The browser's query client starts with the same mode, so its first render is the server's.
    const config = browserClient(online.state!).getQueryData<PublicConfig>(['config']);
    expect(config?.payments.mode).toBe('online');
  });

  it('is taken over by the browser as it was written, without asking for the config again', async () => {
    const page = await renderPage('/faq', { fetch: catalog([], onlinePayments).fetch });
    window.history.replaceState(null, '', '/faq');
    const root = document.createElement('div');
    root.innerHTML = page.html!;
    document.body.append(root);
    // The payment questions as a reader sees them: the header (the session) and the buttons' hints change
    // once the app is live, and the hidden reason the questions wait with (until live) goes.
    const paymentSection = () => {
      const section = root.querySelector('section[aria-labelledby="payment"]')?.cloneNode(true) as
        | HTMLElement
        | undefined;
      for (const hidden of section?.querySelectorAll('[hidden]') ?? []) hidden.remove();
      return section?.textContent;
    };
    const written = paymentSection();
    expect(written).toContain('My booking says "Awaiting payment"');

    // The browser's start (main.tsx): its query client from the page's state, then the router's loaders.
    const client = browserClient(page.state!);
    const requests = vi.spyOn(transport, 'fetch').mockRejectedValue(new TypeError('offline'));
    const router = createRouter(client);
    await vi.waitFor(() => expect(router.state.initialized).toBe(true));
    const mismatch = await hydrateApp(root, client, router);

    expect(mismatch).not.toHaveBeenCalled();
    expect(paymentSection()).toBe(written);
    expect(requests.mock.calls.map(([input]) => input)).not.toContainEqual(
      expect.stringContaining('/config'),
    );
    requests.mockRestore();
    router.dispose();
    root.remove();
  });

  it('leaves a content page to the browser when the config cannot be read', async () => {
    const failing: ApiFetch = async () => Response.json({ success: false }, { status: 500 });
    const page = await renderPage('/faq', { fetch: failing });
    expect(page.html).toBeUndefined();
    expect(page.modules).toEqual(['src/features/content/pages/faq-page.tsx']);
  });

  it('leaves to the browser a tour that does not exist, private pages and unknown addresses', async () => {
    const api = catalog([kyoto]);
    for (const [url, module] of [
      ['/tours/00000000-0000-4000-8000-000000000999', 'src/features/tours/pages/tour-detail-page.tsx'],
      ['/profile', 'src/features/profile/pages/profile-page.tsx'],
      ['/login', 'src/features/auth/pages/login-page.tsx'],
      ['/no/such/page', 'src/features/content/pages/not-found-page.tsx'],
    ] as const) {
      const page = await renderPage(url, { fetch: api.fetch });
      expect(page.html, url).toBeUndefined();
      expect(page.state, url).toBeUndefined();
      expect(page.modules, url).toEqual([module]);
    }
    // The browser turns '//test' into /featured before its router starts: the server does not guess.
    expect(await renderPage('//test', { fetch: api.fetch })).toEqual({ modules: [] });
    // Only the tour's own loader asked anything (the tour, its reviews and the operator's zone): private
    // and unknown pages read nothing on the server.
    expect(api.requests.filter((request) => !/\/api\/(posts\/|config$)/.test(request))).toEqual([]);
  });

  it("lets go of each render's queries once the page is written", async () => {
    const clear = vi.spyOn(QueryClient.prototype, 'clear');
    await renderPage(`/tours/${kyoto._id}`, { fetch: catalog([kyoto]).fetch });
    await renderPage('/profile', { fetch: catalog([kyoto]).fetch });
    expect(clear).toHaveBeenCalledTimes(2);
    clear.mockRestore();
  });

  it('writes state that cannot close its script element', () => {
    const value = { text: '</script><script>alert(1)</script><!-- & \u2028 \u2029' };
    const written = jsonForScript(value);
    expect(written).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(written)).toEqual(value);
  });
});
