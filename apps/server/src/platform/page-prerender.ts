import { statSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { RenderedPage } from '@tabi/contracts';
import type { FastifyBaseLogger } from 'fastify';

/** How the page renderer reaches the API during one render: the server answers in-process (web-app.ts). */
export type ApiFetch = (input: string, init: RequestInit) => Promise<Response>;

/** `apps/web/dist-ssr/entry-server.js`, beside the web build `apps/web/dist`. */
export const prerenderEntry = (webDistDir: string) =>
  path.join(webDistDir, '..', 'dist-ssr', 'entry-server.js');

/**
 * Beside the sources in `src/platform`, and copied beside `dist/main.js` by build.mjs: the same relative
 * address from both.
 */
const workerFile = new URL('./page-render-worker.mjs', import.meta.url);

/** What the render thread says (page-render-worker.mjs). */
type FromWorker =
  | { kind: 'fetch'; id: number; render: number; input: string; method: string }
  | { kind: 'rendered'; id: number; page: RenderedPage | undefined }
  | { kind: 'failed'; id: number; stage: 'load' | 'render'; error: { message: string; stack?: string } };

type Render = {
  url: string;
  build: number;
  fetch: ApiFetch;
  done: (page: RenderedPage | undefined) => void;
};

/**
 * Renders waiting at most, the one under way included: ~35 ms each, so the last waits about a second.
 * Past it a page is sent for the browser to render, so a burst of pages nobody asked for yet (a crawler
 * walking 100,000 tours) costs its visitors no more than that.
 */
export const maxWaitingRenders = 32;

const asError = ({ message, stack }: { message: string; stack?: string }) =>
  Object.assign(new Error(message), { stack });

/**
 * Renders the web app's pages in a thread of their own (decision 87), loading the SSR build again
 * whenever a new one replaces it (the query string makes it a new module for the thread's import
 * cache). The render's API requests come back here and are answered by `fetch`, in-process. Without an
 * SSR build, when it fails to load, or when a render fails, a page is sent without prerendered HTML and
 * the browser renders it alone, as before. So is a page asked while `maxWaitingRenders` wait. A thread
 * that dies is started again by the next render.
 */
export function createPagePrerenderer(webDistDir: string, log: FastifyBaseLogger) {
  const entry = prerenderEntry(webDistDir);
  const renders = new Map<number, Render>();
  let lastRender = 0;
  let thread: Worker | undefined;
  /** The build (by its time) that failed to load: not tried again until another replaces it. */
  let unloadable = 0;

  function answerFetch(
    worker: Worker,
    { id, render, input, method }: Extract<FromWorker, { kind: 'fetch' }>,
  ) {
    const asking = renders.get(render);
    const answered = asking
      ? asking.fetch(input, { method }).then(async (response) => {
          const body = response.body === null ? null : new Uint8Array(await response.arrayBuffer());
          const contentType = response.headers.get('content-type') ?? '';
          worker.postMessage(
            { kind: 'answer', id, status: response.status, contentType, body },
            body ? [body.buffer] : [],
          );
        })
      : Promise.reject(new TypeError(`the render is over: ${input}`));
    answered.catch((error: unknown) =>
      worker.postMessage({
        kind: 'answer',
        id,
        error: error instanceof Error ? error.message : String(error),
      }),
    );
  }

  function settle(message: Exclude<FromWorker, { kind: 'fetch' }>) {
    const render = renders.get(message.id);
    if (!render) return;
    renders.delete(message.id);
    if (message.kind === 'rendered') return render.done(message.page);
    if (message.stage === 'render') {
      log.warn(
        { err: asError(message.error), url: render.url },
        'prerendering failed; the page renders in the browser',
      );
    } else if (unloadable !== render.build) {
      unloadable = render.build;
      log.warn(
        { err: asError(message.error) },
        'the prerendering build could not be loaded; pages render in the browser',
      );
    }
    render.done(undefined);
  }

  function started(): Worker {
    if (thread) return thread;
    const worker = new Worker(workerFile);
    // The server's shutdown closes it (`close`); it never keeps a process alive on its own.
    worker.unref();
    worker.on('message', (message: FromWorker) =>
      message.kind === 'fetch' ? answerFetch(worker, message) : settle(message),
    );
    worker.on('error', (error) => log.warn({ err: error }, 'the page render thread failed; it starts again'));
    worker.on('exit', () => {
      if (thread === worker) thread = undefined;
      for (const render of renders.values()) render.done(undefined);
      renders.clear();
    });
    thread = worker;
    return worker;
  }

  return {
    /** The page at `url`, or undefined (no build, it failed, or too many wait): the browser renders it. */
    render(url: string, fetch: ApiFetch): Promise<RenderedPage | undefined> {
      const build = statSync(entry, { throwIfNoEntry: false })?.mtimeMs ?? 0;
      if (build === 0 || build === unloadable || renders.size >= maxWaitingRenders) {
        return Promise.resolve(undefined);
      }
      const id = ++lastRender;
      const worker = started();
      return new Promise((done) => {
        renders.set(id, { url, build, fetch, done });
        worker.postMessage({ kind: 'render', id, url, entry: `${pathToFileURL(entry).href}?build=${build}` });
      });
    },

    async close(): Promise<void> {
      await thread?.terminate();
    },
  };
}
