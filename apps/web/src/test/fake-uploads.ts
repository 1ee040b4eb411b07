import { vi } from 'vitest';

/** One upload sent through the fake XMLHttpRequest: the test plays its progress and answer. */
export type FakeUpload = {
  url: string;
  body: FormData;
  progress: (loaded: number, total: number) => void;
  respond: (status: number, body: unknown) => void;
};
/**
 * Stands XMLHttpRequest in for the rest of the test (api/upload.ts sends files with it) and gives
 * object URLs for previews ("blob:preview"). Returns the uploads sent, in order.
 */
export function fakeUploads() {
  const uploads: FakeUpload[] = [];
  class FakeXhr {
    status = 0;
    responseText = '';
    url = '';
    upload: { onprogress: ((event: Partial<ProgressEvent>) => void) | null } = { onprogress: null };
    onload: (() => void) | null = null;
    onloadend: (() => void) | null = null;
    onabort: (() => void) | null = null;
    open(_method: string, url: string) {
      this.url = url;
    }
    setRequestHeader() {}
    abort() {
      this.onabort?.();
    }
    send(body: FormData) {
      uploads.push({
        url: this.url,
        body,
        progress: (loaded, total) => this.upload.onprogress?.({ lengthComputable: true, loaded, total }),
        respond: (status, answer) => {
          this.status = status;
          this.responseText = typeof answer === 'string' ? answer : JSON.stringify(answer);
          this.onload?.();
          this.onloadend?.();
        },
      });
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  vi.stubGlobal(
    'URL',
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:preview'), revokeObjectURL: vi.fn() }),
  );
  return uploads;
}
