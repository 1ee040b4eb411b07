import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, toApiError } from './api-error.ts';
import { api, buildUrl, sessionEnd } from './client.ts';

function answer(status: number, body: unknown) {
  return new Response(body === undefined ? null : typeof body === 'string' ? body : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': typeof body === 'string' ? 'text/html' : 'application/json' },
  });
}

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  vi.spyOn(sessionEnd, 'redirectToLogin').mockImplementation(() => {});
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  fetchMock.mockReset();
});

describe('api client: 401 handling', () => {
  it('with a stored token, a 401 deletes token and user, goes to /login and still throws', async () => {
    localStorage.setItem('token', 'abc');
    localStorage.setItem('user', JSON.stringify({ id: '1', name: 'Aiko' }));
    fetchMock.mockResolvedValueOnce(
      answer(401, { success: false, message: 'Session expired', code: 'UNAUTHENTICATED' }),
    );

    const error = await api.get('/auth/me').catch((e: unknown) => e);

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 401, code: 'UNAUTHENTICATED', message: 'Session expired' });
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
    expect(sessionEnd.redirectToLogin).toHaveBeenCalledTimes(1);
  });

  it('without a stored token, a 401 changes nothing', async () => {
    localStorage.setItem('user', JSON.stringify({ id: '1', name: 'Aiko' }));
    fetchMock.mockResolvedValueOnce(
      answer(401, { success: false, message: 'Sign in first', code: 'UNAUTHENTICATED' }),
    );

    await expect(api.post('/bookings', { tourId: 'x' })).rejects.toMatchObject({ status: 401 });

    expect(localStorage.getItem('user')).not.toBeNull();
    expect(sessionEnd.redirectToLogin).not.toHaveBeenCalled();
  });

  it('a sign-in call that answers 401 (wrong credentials) keeps the stored session', async () => {
    localStorage.setItem('token', 'abc');
    fetchMock.mockResolvedValueOnce(
      answer(401, { success: false, message: 'Invalid e-mail or password', code: 'UNAUTHENTICATED' }),
    );

    await expect(
      api.post('/auth/login', { email: 'a@x.jp', password: 'x' }, { endSessionOn401: false }),
    ).rejects.toMatchObject({ status: 401, message: 'Invalid e-mail or password', fromServer: true });

    expect(localStorage.getItem('token')).toBe('abc');
    expect(sessionEnd.redirectToLogin).not.toHaveBeenCalled();
  });

  it('other errors with a stored token keep the session', async () => {
    localStorage.setItem('token', 'abc');
    fetchMock.mockResolvedValueOnce(
      answer(403, { success: false, message: 'Admins only', code: 'FORBIDDEN' }),
    );

    await expect(api.get('/admin/stats')).rejects.toMatchObject({ status: 403, code: 'FORBIDDEN' });

    expect(localStorage.getItem('token')).toBe('abc');
    expect(sessionEnd.redirectToLogin).not.toHaveBeenCalled();
  });
});

describe('api client: requests', () => {
  it('sends the bearer token when one is stored, and JSON bodies', async () => {
    localStorage.setItem('token', 'tok-1');
    fetchMock.mockResolvedValueOnce(answer(200, { success: true }));

    await api.post('/bookings', { participants: 2 });

    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/bookings');
    const headers = init?.headers as Record<string, string>;
    expect(headers.Authorization).toBe('Bearer tok-1');
    expect(headers['Content-Type']).toBe('application/json');
    expect(init?.body).toBe('{"participants":2}');
  });

  it('sends no Authorization header without a token', async () => {
    fetchMock.mockResolvedValueOnce(answer(200, { success: true, data: [] }));
    await api.get('/categories');
    const headers = fetchMock.mock.calls[0]?.[1]?.headers as Record<string, string>;
    expect(headers.Authorization).toBeUndefined();
  });

  it('builds query strings without empty values', () => {
    expect(
      buildUrl('/posts', {
        page: 2,
        search: 'kyoto temples',
        category: '',
        minPrice: undefined,
        featured: true,
      }),
    ).toBe('/api/posts?page=2&search=kyoto+temples&featured=true');
    expect(buildUrl('/posts')).toBe('/api/posts');
  });

  it('a failed network call becomes an ApiError with status 0', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(api.get('/posts')).rejects.toMatchObject({ status: 0, code: 'SERVICE_UNAVAILABLE' });
  });

  it('a non-JSON error page (a proxy 502) still becomes an ApiError', async () => {
    fetchMock.mockResolvedValueOnce(answer(502, '<html>Bad gateway</html>'));
    await expect(api.get('/posts')).rejects.toMatchObject({ status: 502, code: 'SERVICE_UNAVAILABLE' });
  });
});

describe('toApiError: the error shape', () => {
  it('keeps message, code, field errors and details of an error answer', () => {
    const error = toApiError(400, {
      success: false,
      message: 'Please correct the form',
      code: 'VALIDATION_FAILED',
      fieldErrors: { 'contact.email': 'must be an e-mail' },
      details: { seatsLeft: 2 },
    });
    expect(error).toBeInstanceOf(ApiError);
    expect(error.message).toBe('Please correct the form');
    expect(error.status).toBe(400);
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(error.fieldErrors).toEqual({ 'contact.email': 'must be an e-mail' });
    expect(error.details).toEqual({ seatsLeft: 2 });
  });

  it('falls back to a code and message from the status when the body has none', () => {
    expect(toApiError(404, null)).toMatchObject({ code: 'NOT_FOUND', fieldErrors: {}, details: {} });
    expect(toApiError(429, '')).toMatchObject({ code: 'RATE_LIMITED' });
    expect(toApiError(500, { success: false })).toMatchObject({ code: 'INTERNAL' });
    expect(toApiError(409, { message: '' }).message).not.toBe('');
    expect(toApiError(401, null).fromServer).toBe(false);
  });
});
