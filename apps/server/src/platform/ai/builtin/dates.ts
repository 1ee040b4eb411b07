import { numberPattern, readNumber } from './text.ts';

/** When the traveller wants to go: one day, a weekend (two days), or a month. */
export type DateWish =
  | { kind: 'day'; date: string }
  | { kind: 'days'; dates: string[]; said: string }
  | { kind: 'month'; month: string };

const monthNames = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
];
const monthPattern =
  '(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)';
const weekdayNames = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];
// Full names only: "sun", "sat" and "wed" are ordinary words too often.
const weekdayPattern = '(monday|tuesday|wednesday|thursday|friday|saturday|sunday)s?';

const monthIndex = (word: string) => monthNames.findIndex((name) => name.startsWith(word.slice(0, 3)));
const weekdayIndex = (word: string) => weekdayNames.findIndex((name) => name.startsWith(word.slice(0, 3)));

/** Calendar arithmetic on `YYYY-MM-DD`, in UTC so no clock change moves a day. */
export function addDays(date: string, days: number): string {
  const time = Date.parse(`${date}T00:00:00Z`) + days * 86_400_000;
  return new Date(time).toISOString().slice(0, 10);
}

/** The first day of the month `months` after the given day's month. */
function addMonths(date: string, months: number): string {
  const first = new Date(Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1 + months, 1));
  return first.toISOString().slice(0, 10);
}

/** ISO weekday of a `YYYY-MM-DD`, 1 = Monday. */
export function isoWeekday(date: string): number {
  const day = new Date(`${date}T00:00:00Z`).getUTCDay();
  return day === 0 ? 7 : day;
}

function isoDate(year: number, month: number, day: number): string | undefined {
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return undefined;
  return date.toISOString().slice(0, 10);
}

/** A day named without a year is the next one to come: in December, "March 3" is next year's. */
function nextDay(today: string, month: number, day: number, year?: number): string | undefined {
  const thisYear = Number(today.slice(0, 4));
  if (year !== undefined) return isoDate(year, month, day);
  const date = isoDate(thisYear, month, day);
  if (date === undefined) return isoDate(thisYear + 1, month, day);
  return date < today ? isoDate(thisYear + 1, month, day) : date;
}

/** The next such weekday after today (1 to 7 days on): "Saturday" on a Saturday is the next one. */
function nextWeekday(today: string, weekday: number): string {
  const ahead = (weekday - isoWeekday(today) + 7) % 7 || 7;
  return addDays(today, ahead);
}

const year4 = (word: string | undefined) => (word ? Number(word) : undefined);

type Shape = { pattern: RegExp; read: (match: RegExpExecArray, today: string) => DateWish | undefined };

const shapes: Shape[] = [
  {
    pattern: /\b(\d{4})-(\d{1,2})-(\d{1,2})\b/,
    read: (m) => {
      const date = isoDate(Number(m[1]), Number(m[2]), Number(m[3]));
      return date ? { kind: 'day', date } : undefined;
    },
  },
  {
    // Day first ("24/12") when the first number cannot be a month, else month first ("12/24").
    pattern: /\b(\d{1,2})\/(\d{1,2})(?:\/(\d{4}))?\b/,
    read: (m, today) => {
      const [a, b] = [Number(m[1]), Number(m[2])];
      const [month, day] = a > 12 ? [b, a] : [a, b];
      const date = nextDay(today, month, day, year4(m[3]));
      return date ? { kind: 'day', date } : undefined;
    },
  },
  {
    pattern: new RegExp(`\\b${monthPattern}\\.? (\\d{1,2})(?:st|nd|rd|th)?\\b(?:,? (\\d{4}))?`),
    read: (m, today) => {
      const date = nextDay(today, monthIndex(m[1]!) + 1, Number(m[2]), year4(m[3]));
      return date ? { kind: 'day', date } : undefined;
    },
  },
  {
    pattern: new RegExp(`\\b(\\d{1,2})(?:st|nd|rd|th)? (?:of )?${monthPattern}\\b(?:,? (\\d{4}))?`),
    read: (m, today) => {
      const date = nextDay(today, monthIndex(m[2]!) + 1, Number(m[1]), year4(m[3]));
      return date ? { kind: 'day', date } : undefined;
    },
  },
  {
    pattern: /\b(christmas eve|christmas day|christmas|xmas|new year'?s eve|new year'?s day|new year)\b/,
    read: (m, today) => {
      const [month, day] = m[1]!.includes('eve')
        ? m[1]!.startsWith('new')
          ? [12, 31]
          : [12, 24]
        : m[1]!.startsWith('new')
          ? [1, 1]
          : [12, 25];
      const date = nextDay(today, month, day);
      return date ? { kind: 'day', date } : undefined;
    },
  },
  {
    pattern: /\b(the )?day after tomorrow\b/,
    read: (_m, today) => ({ kind: 'day', date: addDays(today, 2) }),
  },
  {
    pattern: /\b(tomorrow|tmrw|tmr|tomorow|tommorow|tommorrow)\b/,
    read: (_m, today) => ({ kind: 'day', date: addDays(today, 1) }),
  },
  { pattern: /\b(today|tonight|this evening)\b/, read: (_m, today) => ({ kind: 'day', date: today }) },
  {
    pattern: new RegExp(`\\bin ${numberPattern} (days?|weeks?)\\b`),
    read: (m, today) => {
      const count = readNumber(m[1]!);
      if (count === undefined) return undefined;
      return { kind: 'day', date: addDays(today, m[2]!.startsWith('w') ? count * 7 : count) };
    },
  },
  {
    pattern: /\b(?:this|next|the|on the|coming) ?weekend\b|\bon the weekend\b/,
    read: (_m, today) => {
      const saturday = nextWeekday(today, 6);
      return { kind: 'days', dates: [saturday, addDays(saturday, 1)], said: 'the weekend' };
    },
  },
  {
    pattern: new RegExp(`\\b(?:(?:this|next|on|coming|the) )?${weekdayPattern}\\b`),
    read: (m, today) => ({ kind: 'day', date: nextWeekday(today, weekdayIndex(m[1]!) + 1) }),
  },
  {
    pattern: /\b(this|next) month\b/,
    read: (m, today) => ({
      kind: 'month',
      month: (m[1] === 'next' ? addMonths(today, 1) : today).slice(0, 7),
    }),
  },
  {
    // "the 24th": that day of this month, or of the next if it has passed.
    pattern: /\bthe (\d{1,2})(?:st|nd|rd|th)\b/,
    read: (m, today) => {
      const day = Number(m[1]);
      const [year, month] = [Number(today.slice(0, 4)), Number(today.slice(5, 7))];
      const date = isoDate(year, month, day);
      if (date && date >= today) return { kind: 'day', date };
      const next = addMonths(today, 1);
      const later = isoDate(Number(next.slice(0, 4)), Number(next.slice(5, 7)), day);
      return later ? { kind: 'day', date: later } : undefined;
    },
  },
  {
    // "May" alone is too often the verb ("may I ..."): a month needs "in", "during" ... or a year.
    pattern: new RegExp(
      `\\b(?:(?:in|during|for|of|early|late|mid|mid-|end of|beginning of|next|this) ${monthPattern}\\b(?:,? (\\d{4}))?|${monthPattern} (\\d{4})\\b)`,
    ),
    read: (m, today) => {
      const word = (m[1] ?? m[3])!;
      const month = monthIndex(word) + 1;
      const given = year4(m[2] ?? m[4]);
      const thisYear = Number(today.slice(0, 4));
      const year = given ?? (month < Number(today.slice(5, 7)) ? thisYear + 1 : thisYear);
      return { kind: 'month', month: `${year}-${String(month).padStart(2, '0')}` };
    },
  },
];

/** Reads one date, weekend or month from normalised text, relative to `today` (`YYYY-MM-DD`). */
export function extractDate(text: string, today: string): { date?: DateWish; rest: string } {
  for (const { pattern, read } of shapes) {
    const match = pattern.exec(text);
    if (!match) continue;
    const date = read(match, today);
    if (date) return { date, rest: text.replace(match[0], ' ') };
  }
  return { rest: text };
}
