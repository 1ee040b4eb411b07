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

/** A clock time the client writes ("04:00 PM", "9:00 AM", "6:30", "09:00") as our "HH:MM"; undefined when none. */
export function twentyFourHourTime(time: string): string | undefined {
  const match = /^\s*(\d{1,2}):(\d{2})\s*(?:([AaPp])\.?[Mm]\.?)?\s*$/.exec(time);
  if (!match) return undefined;
  const [hours, minutes, half] = [Number(match[1]), Number(match[2]), match[3]?.toLowerCase()];
  if (minutes > 59 || (half ? hours < 1 || hours > 12 : hours > 23)) return undefined;
  const clock = half ? (hours % 12) + (half === 'p' ? 12 : 0) : hours;
  return `${String(clock).padStart(2, '0')}:${match[2]}`;
}

/**
 * Our "HH:MM" as the client writes times: "9:00 AM" in a tour's time slots, "09:00 AM" (`padded`) in its
 * consultation form. A time that is not "HH:MM" is answered as it is.
 */
export function twelveHourTime(time: string, { padded = false } = {}): string {
  const match = /^(\d{2}):(\d{2})$/.exec(time);
  if (!match) return time;
  const hours = Number(match[1]);
  const clock = String(hours % 12 || 12);
  return `${padded ? clock.padStart(2, '0') : clock}:${match[2]} ${hours < 12 ? 'AM' : 'PM'}`;
}

const weekdayNames = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

/** An ISO weekday (1 = Monday) as the client names it. */
export function karvaanWeekdayName(day: number): string {
  return weekdayNames[day - 1] ?? String(day);
}

/** The client's weekday name as an ISO weekday; undefined when it is not one. */
export function karvaanWeekdayNumber(name: string): number | undefined {
  const index = weekdayNames.findIndex((day) => day.toLowerCase() === name.trim().toLowerCase());
  return index === -1 ? undefined : index + 1;
}

/** The client's free text, trimmed; "" for anything that is not text. */
export const karvaanText = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** The texts of a list the client sends, trimmed, empty ones dropped; none for anything else. */
export const karvaanTexts = (value: unknown): string[] =>
  Array.isArray(value) ? value.map(karvaanText).filter(Boolean) : [];

/** Whether a value the client sent is a plain object (not null, not an array). */
export const karvaanIsRecord = (value: unknown): value is Record<string, unknown> =>
  Boolean(value) && typeof value === 'object' && !Array.isArray(value);
