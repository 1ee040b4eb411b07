/**
 * The server puts the API answers of the first page (public catalog pages only) into index.html, as
 * JSON in `<script type="application/json" id="tabi-preloaded">`, keyed by the API path with its query
 * parameters sorted (apps/server/src/platform/web-app.ts). `servePreloadedAnswers` lets the first
 * matching GET of each path be answered from there instead of the network, once: the page renders
 * without a round trip, and every later request (refetches, other pages) goes to the server.
 *
 * A signed-in traveller's first GET is served from there too: those public answers are the same for
 * every caller, and the server prerendered the page from them, so hydration must see exactly them
 * (an answer fetched afresh could arrive after hydration, or differ, and the HTML would not match).
 */
export const preloadedDataId = 'tabi-preloaded';

/** An API path with its query parameters sorted, as the server keys it. */
export function preloadKey(url: string, origin: string): string | undefined {
  const parsed = new URL(url, origin);
  if (parsed.origin !== origin) return undefined;
  parsed.searchParams.sort();
  return `${parsed.pathname}${parsed.search}`;
}

export function readPreloadedAnswers(doc: Document = document): Map<string, string> {
  const element = doc.getElementById(preloadedDataId);
  const answers = new Map<string, string>();
  if (!element?.textContent) return answers;
  element.remove();
  try {
    const parsed = JSON.parse(element.textContent) as Record<string, unknown>;
    for (const [key, value] of Object.entries(parsed)) answers.set(key, JSON.stringify(value));
  } catch {
    // A broken block only costs the shortcut.
  }
  return answers;
}

function requestParts(input: RequestInfo | URL, init?: RequestInit) {
  const request = input instanceof Request ? input : undefined;
  const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
  const method = (init?.method ?? request?.method ?? 'GET').toUpperCase();
  return { url, method };
}

/** Wraps `fetch` so the preloaded answers serve the first GET of their path. */
export function servePreloadedAnswers(target: Window & typeof globalThis = window): void {
  const answers = readPreloadedAnswers(target.document);
  if (answers.size === 0) return;
  const networkFetch = target.fetch.bind(target);
  target.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
    if (answers.size > 0) {
      const { url, method } = requestParts(input, init);
      const key = method === 'GET' ? preloadKey(url, target.location.origin) : undefined;
      const body = key === undefined ? undefined : answers.get(key);
      if (key !== undefined && body !== undefined) {
        answers.delete(key);
        return Promise.resolve(
          new Response(body, { status: 200, headers: { 'content-type': 'application/json; charset=utf-8' } }),
        );
      }
    }
    return networkFetch(input, init);
  };
}
