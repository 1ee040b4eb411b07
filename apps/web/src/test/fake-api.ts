import type { PublicConfig } from '@tabi/contracts';
import { afterEach, beforeEach, vi } from 'vitest';
import { sessionEnd } from '../api/client.ts';

/** One fake answer: the request's init and its URL (resolved against http://localhost). */
export type Handler = (init: RequestInit | undefined, url: URL) => Response | Promise<Response>;

export const json = (status: number, body: unknown) => Response.json(body, { status });

const notFound = () => json(404, { success: false, message: 'Not found', code: 'NOT_FOUND' });

/** `payments` of GET /api/config when a Stripe key is set: travellers pay by card when they book. */
export const onlinePayments: PublicConfig['payments'] = { mode: 'online', publishableKey: 'pk_test_tabi' };

/**
 * GET /api/config as the server answers it, with the given fields changed. Payment is at the meeting
 * point unless a test passes `{ payments: onlinePayments }`.
 */
export const configAnswer = (patch: Partial<PublicConfig> = {}) =>
  Response.json({
    success: true,
    data: {
      googleClientId: null,
      currency: 'USD',
      timezone: 'Asia/Tokyo',
      payments: { mode: 'at-meeting-point', publishableKey: null },
      ...patch,
    } satisfies PublicConfig,
  });

/** A page of a paginated list, as the list endpoints answer: one page unless said otherwise. */
export const pageOf = <T>(
  data: T[],
  {
    page = 1,
    pages = data.length ? 1 : 0,
    total = data.length,
  }: { page?: number; pages?: number; total?: number } = {},
) => ({ success: true, data, count: data.length, total, page, pages });

const urlOf = (input: unknown) => new URL(String(input), 'http://localhost');

/**
 * The network for a test file: `fetch` answers from `handlers` (keyed "METHOD /path", set by a test
 * and emptied before each), then from `routes` (keyed by path, any method: the file's standing
 * answers), else with a 404. A 401 never navigates the document away (`redirectToLogin` is stubbed).
 * Call it once at the top of a test file: before each test it clears every mock's recorded calls
 * and installs itself; after it, it undoes the stubs and spies.
 */
export function fakeApi(routes: Record<string, Handler> = {}) {
  const fetchMock = vi.fn<typeof fetch>();
  const handlers: Record<string, Handler> = {};

  beforeEach(() => {
    // Calls recorded while the last test was torn down (unmounting) must not count for this one.
    vi.clearAllMocks();
    for (const key of Object.keys(handlers)) delete handlers[key];
    fetchMock.mockImplementation(async (input, init) => {
      const url = urlOf(input);
      const handler = handlers[`${init?.method ?? 'GET'} ${url.pathname}`] ?? routes[url.pathname];
      return handler ? handler(init, url) : notFound();
    });
    vi.stubGlobal('fetch', fetchMock);
    vi.spyOn(sessionEnd, 'redirectToLogin').mockImplementation(() => {});
  });

  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    fetchMock.mockReset();
  });

  /** The requests sent to `path` with `method`, in order, as `[input, init]`. */
  const calls = (method: string, path: string) =>
    fetchMock.mock.calls.filter(
      ([input, init]) => (init?.method ?? 'GET') === method && urlOf(input).pathname === path,
    );
  /** The JSON body of the last such request, or undefined when none was sent. */
  const bodyOf = (method: string, path: string) => {
    const call = calls(method, path).at(-1);
    return call ? JSON.parse(String(call[1]?.body)) : undefined;
  };
  /** The query of the last GET to `path`, as an object, or undefined when none was sent. */
  const lastQuery = (path: string) => {
    const call = calls('GET', path).at(-1);
    return call ? Object.fromEntries(urlOf(call[0]).searchParams) : undefined;
  };

  return { fetchMock, handlers, calls, bodyOf, lastQuery };
}
