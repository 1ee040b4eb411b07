/**
 * The one way every time a traveller or staff member reads is labelled (CLARIFICATIONS: "18:00 JST"):
 * the zone's short name, shared by the pages, the e-mails, the notifications and the assistant.
 */

const names = new Map<string, Intl.DateTimeFormat>();

function shortName(locale: string, timeZone: string, at: Date): string {
  const key = `${locale}|${timeZone}`;
  let made = names.get(key);
  if (!made) {
    made = new Intl.DateTimeFormat(locale, { timeZone, timeZoneName: 'short' });
    names.set(key, made);
  }
  return made.formatToParts(at).find((part) => part.type === 'timeZoneName')?.value ?? '';
}

/**
 * The zone's short name at an instant: "JST" for Asia/Tokyo, "EST"/"EDT" for New York, otherwise the
 * offset ("GMT+1"). English lacks a letter abbreviation for many zones (Japan's among them); Japanese
 * has JST. An unknown zone is UTC: a wrong label beats a crash.
 */
export function zoneAbbreviation(timeZone: string, at: Date = new Date()): string {
  let zone = timeZone;
  try {
    shortName('en-US', zone, at);
  } catch {
    zone = 'UTC';
  }
  const english = shortName('en-US', zone, at);
  if (/^[A-Z]{2,5}$/.test(english)) return english;
  const japanese = shortName('ja-JP', zone, at);
  return /^[A-Z]{2,5}$/.test(japanese) ? japanese : english;
}
