/**
 * The header of a public answer that the clock alone changes (a departure passes its cut-off, a day turns):
 * the instant (ISO 8601) until which it holds unless the data change. The server's page prerendering keeps a
 * page that shows such answers until the earliest of them (web-app.ts); browsers and proxies ignore it.
 */
export const freshUntilHeader = 'x-fresh-until';

/** The end of the minute `now` is in: an answer cached per minute holds until then. */
export function endOfMinute(now: Date): Date {
  return new Date((Math.floor(now.getTime() / 60_000) + 1) * 60_000);
}
