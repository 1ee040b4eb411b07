import { TZDate } from '@date-fns/tz';
import * as chrono from 'chrono-node';
import { format } from 'date-fns';
import { numberPattern, readNumber } from './text.ts';

/** When the traveller wants to go: one day, a weekend (two days), or a month. */
export type DateWish =
  | { kind: 'day'; date: string }
  | { kind: 'days'; dates: string[]; said: string }
  | { kind: 'month'; month: string };

/** Whether a day (`YYYY-MM-DD`) is one the wish names. */
export function inDateWish(day: string, date: DateWish): boolean {
  if (date.kind === 'day') return day === date.date;
  if (date.kind === 'days') return date.dates.includes(day);
  return day.startsWith(`${date.month}-`);
}

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
function nextDay(today: string, month: number, day: number): string | undefined {
  const thisYear = Number(today.slice(0, 4));
  const date = isoDate(thisYear, month, day);
  if (date === undefined) return isoDate(thisYear + 1, month, day);
  return date < today ? isoDate(thisYear + 1, month, day) : date;
}

/** The next such weekday after today (1 to 7 days on): "Saturday" on a Saturday is the next one. */
function nextWeekday(today: string, weekday: number): string {
  const ahead = (weekday - isoWeekday(today) + 7) % 7 || 7;
  return addDays(today, ahead);
}

/** A month named without a year is this one or the next to come ("in November", said in November). */
function nextMonth(today: string, month: number): string {
  const thisYear = Number(today.slice(0, 4));
  const year = month < Number(today.slice(5, 7)) ? thisYear + 1 : thisYear;
  return `${year}-${String(month).padStart(2, '0')}`;
}

// chrono counts from noon of `today` in Tokyo. Its reference takes a zone as an abbreviation or in
// minutes: an IANA name ("Asia/Tokyo") is silently ignored and the machine's zone used instead.
const zone = 'Asia/Tokyo';
const reference = (today: string) => ({ instant: new Date(`${today}T12:00:00+09:00`), timezone: 'JST' });
/** The Tokyo day of an instant chrono answers (its components follow the machine's zone in places). */
const dayOf = (instant: Date) => format(new TZDate(instant.getTime(), zone), 'yyyy-MM-dd');

const monthPattern =
  '(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)';
const monthIndex = (word: string) =>
  ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'].indexOf(
    word.slice(0, 3),
  ) + 1;
const weekdayNames = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];
/** chrono numbers weekdays from Sunday = 0; ours are ISO, Monday = 1. */
const chronoWeekday = (iso: number) => iso % 7;

/** What the hand-written parsers below add to chrono, marked so the filters know them. */
const ours = 'builtin/dates';

/** A parser for a shape chrono misses: `read` gets the match and today, and names a day or a month. */
function handWritten(
  pattern: RegExp,
  read: (match: RegExpMatchArray, today: string) => { [c in chrono.Component]?: number } | string | undefined,
): chrono.Parser {
  return {
    pattern: () => pattern,
    extract: (context, match) => {
      const found = read(match, dayOf(context.reference.instant));
      if (found === undefined) return null;
      const known =
        typeof found === 'string'
          ? {
              year: Number(found.slice(0, 4)),
              month: Number(found.slice(5, 7)),
              day: Number(found.slice(8, 10)),
            }
          : found;
      return context.createParsingComponents(known).addTag(ours);
    },
  };
}

/** A stretch of days from today: "this week", "next week", "the next 7 days", "within a week". */
const period = new RegExp(
  `\\b(?:this week|(?<!(?:day|mon|tue|wed|thu|fri|sat|sun) )next week|(?:the )?(?:next|coming|following) (?:few|couple of|${numberPattern}) days|(?:within|over|during) (?:the next|the coming|a|one) week|the coming week)\\b(?! ?end)`,
);

/** "The first 10 days of next month", "the first week of this month". */
const firstDaysOf = new RegExp(`\\b(?:the )?first (?:${numberPattern} days|(week)) of (this|next) month\\b`);

/** The days of a stretch said from `today` (a Tuesday's "this week" runs to Sunday; "next week" is Monday to Sunday). */
function periodDays(said: string, today: string): string[] {
  const span = (from: string, count: number) => Array.from({ length: count }, (_, i) => addDays(from, i));
  if (/\bthis week\b/.test(said)) return span(today, 8 - isoWeekday(today));
  if (/\bnext week\b/.test(said)) return span(addDays(today, 8 - isoWeekday(today)), 7);
  const count = /\b(few|couple of) days\b/.test(said)
    ? 3
    : /\bweek\b/.test(said)
      ? 7
      : (readNumber(/\b(\S+) days\b/.exec(said)?.[1] ?? '') ?? 7);
  return span(today, Math.min(count, 31) + 1);
}

const handWrittenParsers: chrono.Parser[] = [
  // Typos chrono does not forgive (it knows "tmr" and "tmrw").
  handWritten(/\b(?:tomorow|tommorow|tommorrow)\b/, (_m, today) => addDays(today, 1)),
  // chrono knows no holidays.
  handWritten(
    /\b(christmas eve|christmas day|christmas|xmas|new year'?s eve|new year'?s day|new year)\b(?:,? (\d{4}))?/,
    (m, today) => {
      const said = m[1]!;
      const [month, day] = said.includes('eve')
        ? said.startsWith('new')
          ? [12, 31]
          : [12, 24]
        : said.startsWith('new')
          ? [1, 1]
          : [12, 25];
      return m[2] ? isoDate(Number(m[2]), month, day) : nextDay(today, month, day);
    },
  ),
  // "This weekend", "next weekend", "on the weekend": the coming one (chrono: "next weekend" is the one
  // after, and a bare "weekend" a date too).
  handWritten(/\b(?:this|next|the|on the|coming) ?weekend\b/, () => ({ weekday: chronoWeekday(6) })),
  // "This week", "next week", "in the next 7 days", "the coming week", "the next few days": a stretch of
  // days (chrono reads "next week" as a week from today, a day). Read into days by `periodDays`.
  handWritten(period, (_m, today) => today),
  // "The first 10 days of next month": those days of that month.
  handWritten(firstDaysOf, (m, today) => addMonths(today, m[3] === 'next' ? 1 : 0)),
  // "This evening" is today (chrono takes it for a time alone); "tonight" chrono reads as today itself.
  handWritten(/\bthis evening\b/, (_m, today) => today),
  // "In 3 days", "in fifteen days", "in two weeks": the numbers the other readers know (chrono's stop
  // at twelve, and it takes "Nara in a Day" for tomorrow).
  handWritten(new RegExp(`\\bin ${numberPattern} (days?|weeks?)\\b`), (m, today) => {
    const count = readNumber(m[1]!);
    if (count === undefined) return undefined;
    return addDays(today, m[2]!.startsWith('w') ? count * 7 : count);
  }),
  // "Two weeks from today", "a week from now" (chrono reads the first as today).
  handWritten(
    new RegExp(`\\b(${numberPattern.slice(1, -1)}|an?) (days?|weeks?) from (?:now|today)\\b`),
    (m, today) => {
      const count = /^an?$/.test(m[1]!) ? 1 : readNumber(m[1]!);
      if (count === undefined) return undefined;
      return addDays(today, m[2]!.startsWith('w') ? count * 7 : count);
    },
  ),
  // "The 14th of next month": that day of the month named (chrono reads the 14th of this one).
  handWritten(/\b(?:the )?(\d{1,2})(?:st|nd|rd|th)? (?:of )?(this|next) month\b/, (m, today) => {
    const month = addMonths(today, m[2] === 'next' ? 1 : 0);
    return isoDate(Number(month.slice(0, 4)), Number(month.slice(5, 7)), Number(m[1]));
  }),
  // "The 24th" alone: that day of this month, or of the next if it has passed. chrono needs a month.
  handWritten(
    new RegExp(`\\bthe (\\d{1,2})(?:st|nd|rd|th)\\b(?! (?:of )?${monthPattern}\\b)`),
    (m, today) => {
      const day = Number(m[1]);
      const date = isoDate(Number(today.slice(0, 4)), Number(today.slice(5, 7)), day);
      if (date && date >= today) return date;
      const next = addMonths(today, 1);
      return isoDate(Number(next.slice(0, 4)), Number(next.slice(5, 7)), day);
    },
  ),
  // "Next sat", "this fri": a short weekday after a word that makes it one ("we sat down", "on sun" are none).
  handWritten(/\b(?:next|this|coming) (mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun)\b/, (m) => ({
    weekday: chronoWeekday(['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'].indexOf(m[1]!.slice(0, 3)) + 1),
  })),
  // "Mondays": chrono reads only the singular.
  handWritten(new RegExp(`\\b(${weekdayNames.join('|')})s\\b`), (m) => ({
    weekday: chronoWeekday(weekdayNames.indexOf(m[1]!) + 1),
  })),
  // A month after a word that makes it one: "during May", "next May", "mid April", "end of March"
  // (chrono drops "May" unless after "in", and reads "end of March" as the 31st).
  handWritten(
    new RegExp(
      `\\b(?:(?:in|during|for|of|early|late|mid|end of|beginning of|start of|next|this) |mid-)${monthPattern}\\b(?! \\d{1,2}(?:st|nd|rd|th)?\\b)(?:,? (\\d{4}))?`,
    ),
    (m) => ({ month: monthIndex(m[1]!), ...(m[2] ? { year: Number(m[2]) } : {}) }),
  ),
  // chrono's "next month" is a day (today's, a month on): the traveller means the month.
  handWritten(/\b(this|next) month\b/, (m, today) => {
    const first = addMonths(today, m[1] === 'next' ? 1 : 0);
    return { year: Number(first.slice(0, 4)), month: Number(first.slice(5, 7)) };
  }),
];

/**
 * Drops what chrono reads as a time alone ("at 9", "5pm", "in the morning") before chrono joins it to a
 * day ("tomorrow at 9"): times of day are read elsewhere, so only the day's words leave the text.
 */
const timesAlone: chrono.Refiner = {
  refine: (_context, results) =>
    results.filter((result) =>
      (['year', 'month', 'day', 'weekday'] as const).some((component) => result.start.isCertain(component)),
    ),
};

const reader = chrono.casual.clone();
reader.parsers.unshift(...handWrittenParsers);
reader.refiners.unshift(timesAlone);

const unitWords =
  /\b(?:days?|weeks?|wks?|months?|years?|yrs?|fortnights?|hours?|hrs?|minutes?|mins?|seconds?|secs?|quarters?)\b/;

/**
 * Whether a result of chrono's own is a date a traveller means. chrono also reads durations as dates
 * ("2 days", "three hours", "Nara in a Day", even "lasts" as "last s[econd]"), words of no day ("now",
 * "yesterday"), a bare "march", abbreviated weekdays that are everyday words ("sat", "sun", "wed"), a bare "weekend" or
 * "weekday", and fractions or scores ("1/2 day", "24/7", "4/5 stars", "rated 4/5").
 */
function meant(result: chrono.ParsedResult, text: string): boolean {
  if (result.tags().has(ours)) return true;
  const said = result.text.trim();
  // "March" alone is more often the verb or the noun ("May" alone chrono already drops).
  if (/^(?:now|yesterday|last\s*night|march(?: of)?)$/.test(said)) return false;
  if (result.tags().has('parser/SlashDateFormatParser')) {
    const after = text.slice(result.index + result.text.length);
    const before = text.slice(0, result.index);
    return (
      said !== '24/7' &&
      !/^[\s-]*(?:days?|hours?|stars?)\b/.test(after) &&
      !/\brat(?:ed|ing)\s*$/.test(before)
    );
  }
  if (result.start.isCertain('weekday') && !result.start.isCertain('day')) {
    return new RegExp(`\\b(?:${weekdayNames.join('|')})\\b`).test(said);
  }
  if (result.tags().has('result/relativeDateAndTime')) return false;
  if (result.tags().has('result/relativeDate') || unitWords.test(said)) {
    return (
      /^(?:the )?day after tomorrow$/.test(said) || /^\S+ (?:days?|weeks?) from (?:now|today)$/.test(said)
    );
  }
  return true;
}

/** chrono's answer as a wish, days named without a year being the next to come. */
function toWish(result: chrono.ParsedResult, today: string): DateWish | undefined {
  const { start } = result;
  const firstDays = result.tags().has(ours) ? firstDaysOf.exec(result.text) : null;
  if (firstDays) {
    const first = addMonths(today, firstDays[3] === 'next' ? 1 : 0);
    const count = firstDays[2] ? 7 : (readNumber(firstDays[1]!) ?? 7);
    const dates = Array.from({ length: Math.min(count, 28) }, (_, i) => addDays(first, i)).filter(
      (day) => day >= today,
    );
    if (dates.length > 0) return { kind: 'days', dates, said: result.text };
  }
  if (result.tags().has(ours) && period.test(result.text)) {
    const dates = periodDays(result.text, today);
    return dates.length === 1 ? { kind: 'day', date: dates[0]! } : { kind: 'days', dates, said: result.text };
  }
  if (result.tags().has(ours) && /\bweekend\b/.test(result.text)) {
    const saturday = nextWeekday(today, 6);
    return { kind: 'days', dates: [saturday, addDays(saturday, 1)], said: 'the weekend' };
  }
  // "End of March" is chrono's March 31st; a traveller saying it wants to go in March.
  if (start.isCertain('day') && !result.tags().has('refiner/ENEndOfPeriodRefiner')) {
    const date = start.isCertain('year')
      ? dayOf(start.date())
      : nextDay(today, start.get('month')!, start.get('day')!);
    return date ? { kind: 'day', date } : undefined;
  }
  if (start.isCertain('weekday')) {
    // "Next Saturday" is the coming one and "Wednesday" on a Wednesday the next week's (chrono reads
    // the first as next week's and the second as today); "Friday next week" is next week's.
    const weekday = start.get('weekday') || 7;
    if (/\bnext week\b/.test(result.text)) {
      const nextMonday = addDays(today, 8 - isoWeekday(today));
      return { kind: 'day', date: addDays(nextMonday, weekday - 1) };
    }
    return { kind: 'day', date: nextWeekday(today, weekday) };
  }
  if (start.isCertain('month')) {
    const month = start.get('month')!;
    return {
      kind: 'month',
      month: start.isCertain('year')
        ? `${start.get('year')}-${String(month).padStart(2, '0')}`
        : nextMonth(today, month),
    };
  }
  return undefined;
}

// Words just before a date that belong to it ("on", "the", "next", "early"), removed with it.
const leadingWords =
  /(?:\b(?:on|in|during|for|the|this|next|coming|early|late|mid|end of|beginning of|start of)[\s-]+)+$/;
// Words of the time of day stay for the reader of start times ("tonight", "this evening").
const timeOfDay = /\b(?:tonight|morning|afternoon|evening|night)\b/g;

/** Reads one date, weekend or month from normalised text, relative to `today` (`YYYY-MM-DD`, Tokyo). */
/** "The 12th? no wait, the 14th", "make it the 10th": the date after the correction is the one meant. */
const correction =
  /\b(?:no wait|wait no|no,? sorry|sorry,? i mean|i mean|actually|make it|change (?:it|that) to|rather)\b/g;

export function extractDate(text: string, today: string): { date?: DateWish; rest: string } {
  const corrections = [...text.matchAll(correction)];
  const last = corrections.at(-1);
  if (last) {
    const after = text.slice(last.index! + last[0].length);
    const corrected = extractDate(after, today);
    if (corrected.date) {
      // The date given up goes too: "the 12th" is no topic to search for.
      const before = extractDate(text.slice(0, last.index), today).rest;
      return { date: corrected.date, rest: `${before} ${corrected.rest}` };
    }
  }
  for (const result of reader.parse(text, reference(today), { forwardDate: true })) {
    if (!meant(result, text)) continue;
    const date = toWish(result, today);
    if (!date) continue;
    const end = result.index + result.text.length;
    const start = result.index - (leadingWords.exec(text.slice(0, result.index))?.[0].length ?? 0);
    const kept = result.text.match(timeOfDay)?.join(' ');
    return { date, rest: `${text.slice(0, start)}${kept ? ` ${kept} ` : ' '}${text.slice(end)}` };
  }
  return { rest: text };
}
