import { type DehydratedState, dehydrate, hydrate, type QueryClient } from '@tanstack/react-query';

/*
 * The answers a prerendered page was rendered from travel with its HTML: the server writes the page's
 * query client, dehydrated, into a JSON script element (entry-server.tsx), and the browser hydrates its
 * own query client from it before it hydrates the page (main.tsx), so both render from the same data and
 * the page asks the network for none of it.
 */

export const queryStateId = 'tabi-query-state';

/**
 * JSON that is safe inside a `<script type="application/json">` element: `<`, `>` and `&` are written as
 * \u escapes, so no value can close the element or open a comment, and U+2028/2029 are escaped too.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** The element carrying the client's successful queries. */
export function queryStateScript(client: QueryClient): string {
  return `<script type="application/json" id="${queryStateId}">${jsonForScript(dehydrate(client))}</script>`;
}

/** Puts the server's queries (if the page carries any) into `client`, and removes their element. */
export function hydrateQueryState(client: QueryClient, doc: Document = document): void {
  const element = doc.getElementById(queryStateId);
  if (!element) return;
  element.remove();
  try {
    hydrate(client, JSON.parse(element.textContent ?? '') as DehydratedState);
  } catch {
    // A broken block only costs the shortcut: the page's queries fetch their data.
  }
}
