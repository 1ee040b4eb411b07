/** Pages a visitor is sent back from, never to: returning to them after signing in would loop. */
const signInPages = ['/login', '/register', '/forgot-password', '/admin-login', '/reset-password'];

const probeOrigin = 'http://tabi.invalid';

/**
 * Where to go after signing in, from the `?redirect=` parameter. Only a path on this site is accepted:
 * it starts with a single '/', and resolves to this origin. Protocol-relative addresses (`//evil.com`),
 * backslash tricks (`/\evil.com`, which browsers read as `//`), absolute URLs (`https://evil.com`),
 * `javascript:` and control characters all fall back to `fallback`.
 */
export function safeRedirect(value: string | null | undefined, fallback = '/'): string {
  if (!value || value.length > 2048) return fallback;
  if (!value.startsWith('/') || value.startsWith('//')) return fallback;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point
  if (/[\\\u0000-\u001f\u007f]/.test(value)) return fallback;
  let url: URL;
  try {
    url = new URL(value, probeOrigin);
  } catch {
    return fallback;
  }
  if (url.origin !== probeOrigin) return fallback;
  if (signInPages.some((page) => url.pathname === page || url.pathname.startsWith(`${page}/`)))
    return fallback;
  return `${url.pathname}${url.search}${url.hash}`;
}
