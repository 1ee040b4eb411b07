import { networkError, toApiError } from './api-error.ts';
import { buildUrl, endSessionAfter401, readToken } from './client.ts';

export type UploadProgress = { loaded: number; total: number; percent: number };

type UploadOptions = {
  method?: 'POST' | 'PUT';
  /** Called as the body goes out; `percent` is 0-100. */
  onProgress?: (progress: UploadProgress) => void;
  signal?: AbortSignal;
};

/**
 * A multipart upload that reports its progress. fetch cannot tell how much of a request body has been
 * sent, XMLHttpRequest can; everything else (bearer token, 401 handling, ApiError) is as `apiRequest`.
 */
export function uploadWithProgress<T>(path: string, form: FormData, options: UploadOptions = {}): Promise<T> {
  const { method = 'POST', onProgress, signal } = options;
  const token = readToken();

  return new Promise<T>((resolve, reject) => {
    if (signal?.aborted) {
      reject(signal.reason);
      return;
    }
    const xhr = new XMLHttpRequest();
    xhr.open(method, buildUrl(path));
    xhr.setRequestHeader('Accept', 'application/json');
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);

    xhr.upload.onprogress = (event) => {
      if (!event.lengthComputable || !onProgress) return;
      onProgress({
        loaded: event.loaded,
        total: event.total,
        percent: Math.min(100, Math.round((event.loaded / event.total) * 100)),
      });
    };

    xhr.onload = () => {
      let data: unknown = null;
      if (xhr.responseText) {
        try {
          data = JSON.parse(xhr.responseText);
        } catch {
          data = xhr.responseText;
        }
      }
      if (xhr.status >= 200 && xhr.status < 300) {
        resolve(data as T);
        return;
      }
      endSessionAfter401(xhr.status, token);
      reject(toApiError(xhr.status, data));
    };
    xhr.onerror = () => reject(networkError());
    xhr.ontimeout = () => reject(networkError());

    const abort = () => xhr.abort();
    signal?.addEventListener('abort', abort, { once: true });
    xhr.onabort = () => reject(signal?.reason ?? new DOMException('The upload was cancelled', 'AbortError'));
    xhr.onloadend = () => signal?.removeEventListener('abort', abort);

    xhr.send(form);
  });
}
