/**
 * The Karvaan Tours client (`Ayazalidharejo/travelfy-guides`), the app the product spec was read off,
 * speaks an older dialect of this API: other request shapes and other names in answers. It is served at
 * its own edge, `karvaanEdgePrefix` (its `VITE_API_BASE_URL`), where each adapted route reads the old
 * request and adds the old names to our answer. The adapters are declared in this package beside the
 * schema they translate (`karvaan…` exports); our own web app, on `/api`, never meets them.
 */
export const karvaanEdgePrefix = '/karvaan';

/**
 * The one "vehicle" a tour offers the client's booking page (it shows its form only once one is chosen):
 * the tour as we sell it, seats at the per-person price. A booking that chose it names no vehicle.
 */
export const karvaanTourSeatsVehicleId = 'tour-seats';

/** What an answer adapter knows of the request it answers. */
export type KarvaanContext = {
  /** `https://host` as the client reached us: its pictures are shown from another origin. */
  origin: string;
};

/** Our relative upload paths (`/uploads/…`) as absolute addresses, which another origin can show. */
export function absoluteUrl(url: string, context: KarvaanContext): string {
  return url.startsWith('/') ? `${context.origin}${url}` : url;
}

/** A 12-hour clock time such as "04:00 PM" as "16:00"; undefined when it is not one. */
export function twentyFourHourTime(time: string): string | undefined {
  const match = /^\s*(\d{1,2}):(\d{2})\s*([AaPp])\.?[Mm]\.?\s*$/.exec(time);
  if (!match) return /^\d{2}:\d{2}$/.test(time.trim()) ? time.trim() : undefined;
  const hours = Number(match[1]);
  if (hours < 1 || hours > 12 || Number(match[2]) > 59) return undefined;
  const pm = match[3]?.toLowerCase() === 'p';
  return `${String((hours % 12) + (pm ? 12 : 0)).padStart(2, '0')}:${match[2]}`;
}
