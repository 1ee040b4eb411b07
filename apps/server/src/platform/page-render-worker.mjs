// The page renderer's own thread (decision 87). React's render of a page holds its thread for tens of
// milliseconds; on the server's thread every request waited behind it. Here the web app's SSR build
// renders, and each API request it makes goes back to the server's thread, which answers it in-process
// (page-prerender.ts). Plain JavaScript: a worker thread loads its file without the TypeScript loader
// that runs the sources in development and tests.
import { parentPort } from 'node:worker_threads';

/** @type {Map<number, { resolve: (response: Response) => void, reject: (error: Error) => void }>} */
const waiting = new Map();
let lastFetch = 0;

/** The `fetch` one render is given: its requests are answered by the server's thread. */
const fetchFor =
  (render) =>
  (input, init = {}) =>
    new Promise((resolve, reject) => {
      const id = ++lastFetch;
      waiting.set(id, { resolve, reject });
      parentPort.postMessage({
        kind: 'fetch',
        id,
        render,
        input: String(input),
        method: init.method ?? 'GET',
      });
    });

const failure = (error) =>
  error instanceof Error ? { message: error.message, stack: error.stack } : { message: String(error) };

async function render({ id, entry, url }) {
  let renderPage;
  try {
    ({ renderPage } = await import(entry));
  } catch (error) {
    parentPort.postMessage({ kind: 'failed', id, stage: 'load', error: failure(error) });
    return;
  }
  if (typeof renderPage !== 'function') {
    parentPort.postMessage({ kind: 'rendered', id, page: undefined });
    return;
  }
  try {
    const page = await renderPage(url, { fetch: fetchFor(id) });
    parentPort.postMessage({ kind: 'rendered', id, page });
  } catch (error) {
    parentPort.postMessage({ kind: 'failed', id, stage: 'render', error: failure(error) });
  }
}

function answer({ id, status, contentType, body, error }) {
  const fetch = waiting.get(id);
  waiting.delete(id);
  if (!fetch) return;
  if (error !== undefined) fetch.reject(new TypeError(error));
  else fetch.resolve(new Response(body, { status, headers: { 'content-type': contentType } }));
}

parentPort.on('message', (message) => {
  if (message.kind === 'render') void render(message);
  else if (message.kind === 'answer') answer(message);
});
