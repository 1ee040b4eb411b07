import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionEnd } from './client.ts';
import { uploadWithProgress } from './upload.ts';

/** A stand-in for XMLHttpRequest that lets a test play the upload's events. */
class FakeXhr {
  static last: FakeXhr;
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: unknown;
  status = 0;
  responseText = '';
  upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  onabort: (() => void) | null = null;
  onloadend: (() => void) | null = null;

  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: unknown) {
    this.body = body;
  }
  abort() {
    this.onabort?.();
  }
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total } as ProgressEvent);
  }
  respond(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
    this.onloadend?.();
  }
}

beforeEach(() => {
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  vi.spyOn(sessionEnd, 'redirectToLogin').mockImplementation(() => {});
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('uploadWithProgress', () => {
  it('posts the form with the bearer token and reports progress in percent', async () => {
    localStorage.setItem('token', 'tok-1');
    const form = new FormData();
    form.append('avatar', new Blob(['x'], { type: 'image/png' }), 'a.png');
    const seen: number[] = [];

    const done = uploadWithProgress<{ success: boolean }>('/avatar/upload', form, {
      onProgress: ({ percent }) => seen.push(percent),
    });
    const xhr = FakeXhr.last;
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('/api/avatar/upload');
    expect(xhr.headers.Authorization).toBe('Bearer tok-1');
    expect(xhr.body).toBe(form);

    xhr.progress(25, 100);
    xhr.progress(100, 100);
    xhr.respond(200, { success: true });
    await expect(done).resolves.toEqual({ success: true });
    expect(seen).toEqual([25, 100]);
  });

  it('turns an error answer into an ApiError with the field errors', async () => {
    const done = uploadWithProgress('/avatar/upload', new FormData());
    FakeXhr.last.respond(415, {
      success: false,
      message: 'That file is not an image',
      code: 'UNSUPPORTED_MEDIA_TYPE',
      fieldErrors: { avatar: 'Use JPEG, PNG, WebP or GIF' },
    });
    await expect(done).rejects.toMatchObject({
      status: 415,
      message: 'That file is not an image',
      fieldErrors: { avatar: 'Use JPEG, PNG, WebP or GIF' },
    });
  });

  it('a 401 with a stored token ends the session like any other call', async () => {
    localStorage.setItem('token', 'tok-1');
    localStorage.setItem('user', '{"id":"u1"}');
    const done = uploadWithProgress('/avatar/upload', new FormData());
    FakeXhr.last.respond(401, { success: false, message: 'Session ended', code: 'UNAUTHENTICATED' });
    await expect(done).rejects.toMatchObject({ status: 401 });
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
    expect(sessionEnd.redirectToLogin).toHaveBeenCalledTimes(1);
  });

  it('a network failure is an ApiError with status 0', async () => {
    const done = uploadWithProgress('/avatar/upload', new FormData());
    FakeXhr.last.onerror?.();
    await expect(done).rejects.toMatchObject({ status: 0, code: 'SERVICE_UNAVAILABLE' });
  });
});
