import { storageKeys } from '@tabi/contracts';
import { networkError, toApiError } from './api-error.ts';

export const apiBase = '/api';

export type RequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Query parameters: strings, numbers and booleans; empty, null and undefined values are left out. */
  query?: object;
  /** A plain object is sent as JSON; FormData is sent as multipart. */
  body?: unknown;
  signal?: AbortSignal;
  headers?: Record<string, string>;
  /**
   * A 401 normally means the stored session has ended (see `endSessionAfter401`). Sign-in calls, where a 401
   * means wrong credentials, and logout, whose session may already be gone, turn that off.
   */
  endSessionOn401?: boolean;
};

/** Where the browser goes when the session has ended. Replaceable in tests. */
export const sessionEnd = {
  redirectToLogin() {
    const { pathname, search } = window.location;
    if (pathname === '/login') return;
    // Come back to the page after signing in again (the login page accepts same-site paths only).
    const back = `${pathname}${search}`;
    window.location.assign(back === '/' ? '/login' : `/login?redirect=${encodeURIComponent(back)}`);
  },
};

/**
 * How requests leave the app: the browser's `fetch`. The server-side renderer (entry-server.tsx) sends
 * them to the server's own API in-process instead, to the page being rendered.
 */
export const transport = {
  fetch: (input: string, init: RequestInit): Promise<Response> => fetch(input, init),
};

export function buildUrl(path: string, query?: object) {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (
      typeof value === 'string'
        ? value.trim() === ''
        : typeof value !== 'number' && typeof value !== 'boolean'
    ) {
      continue;
    }
    params.set(key, String(value));
  }
  const search = params.toString();
  return `${apiBase}${path}${search ? `?${search}` : ''}`;
}

export function readToken() {
  try {
    return localStorage.getItem(storageKeys.token);
  } catch {
    return null;
  }
}

/**
 * A 401 answered to a request that carried a token: the session has ended. The token and user record
 * are deleted and the browser goes to /login. A 401 without a token (a visitor) changes nothing.
 */
export function endSessionAfter401(status: number, token: string | null) {
  if (status !== 401 || !token) return;
  localStorage.removeItem(storageKeys.token);
  localStorage.removeItem(storageKeys.user);
  sessionEnd.redirectToLogin();
}

/**
 * The one way the web app talks to the API: JSON in and out, the bearer token when one is stored,
 * errors thrown as ApiError. A 401 while a token is stored means the session ended: the token and
 * user are deleted and the browser goes to /login (the error still reaches the caller).
 */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const { method = 'GET', query, body, signal, endSessionOn401 = true } = options;
  const token = readToken();
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  if (token) headers.Authorization = `Bearer ${token}`;

  let payload: BodyInit | undefined;
  if (body instanceof FormData) {
    payload = body;
  } else if (body !== undefined) {
    headers['Content-Type'] = 'application/json';
    payload = JSON.stringify(body);
  }

  let response: Response;
  try {
    response = await transport.fetch(buildUrl(path, query), { method, headers, body: payload, signal });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw networkError();
  }

  const text = await response.text();
  let data: unknown = null;
  if (text) {
    try {
      data = JSON.parse(text);
    } catch {
      data = text;
    }
  }

  if (!response.ok) {
    if (endSessionOn401) endSessionAfter401(response.status, token);
    throw toApiError(response.status, data);
  }
  return data as T;
}

export const api = {
  get: <T>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'GET' }),
  post: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'POST', body }),
  put: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'PUT', body }),
  delete: <T>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'DELETE' }),
};
