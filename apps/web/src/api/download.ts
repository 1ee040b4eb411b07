import { networkError, toApiError } from './api-error.ts';
import { buildUrl, endSessionAfter401, readToken, transport } from './client.ts';

/** A file the API answered: its content and the name the server gave it, if any. */
export type DownloadedFile = { blob: Blob; filename: string | null };

/** The name in `Content-Disposition: attachment; filename="…"` (or `filename*=UTF-8''…`), if any. */
export function attachmentName(disposition: string | null): string | null {
  if (!disposition) return null;
  const encoded = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(disposition)?.[1];
  if (encoded) {
    try {
      return decodeURIComponent(encoded.trim());
    } catch {
      // Fall through to the plain name.
    }
  }
  const plain = /filename\s*=\s*"?([^";]+)"?/.exec(disposition)?.[1];
  return plain?.trim() || null;
}

/**
 * A file from the API (an export), fetched with the bearer token a plain link could not send. Errors are
 * as `apiRequest` throws them (ApiError; a 401 with a stored token ends the session).
 */
export async function downloadFile(path: string, options: { signal?: AbortSignal } = {}) {
  const token = readToken();
  const headers: Record<string, string> = {};
  if (token) headers.Authorization = `Bearer ${token}`;

  let response: Response;
  try {
    response = await transport.fetch(buildUrl(path), { method: 'GET', headers, signal: options.signal });
  } catch (error) {
    if (options.signal?.aborted) throw error;
    throw networkError();
  }

  if (!response.ok) {
    const text = await response.text();
    let data: unknown = text;
    try {
      data = JSON.parse(text);
    } catch {
      // Not JSON: the status alone says what went wrong.
    }
    endSessionAfter401(response.status, token);
    throw toApiError(response.status, data);
  }
  const file: DownloadedFile = {
    blob: await response.blob(),
    filename: attachmentName(response.headers.get('Content-Disposition')),
  };
  return file;
}
