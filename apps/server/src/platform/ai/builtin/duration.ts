import { numberPattern, readNumber } from './text.ts';

/** How long the tour may last, in minutes. */
export type DurationWish = {
  min?: number;
  max?: number /** As the traveller put it: "half a day". */;
  said: string;
};

// "h" and "m" only after a number ("3h", "90 m"): "i am late" is no "a m[inute]".
const unit = '(hours?|hrs?|minutes?|mins?|days?|(?<=\\d[\\s-]?)(?:h|m))';
const quantity = `(${numberPattern.slice(1, -1)}|half an?|an?|one and a half|1\\.5)`;
const span = `${quantity}[\\s-]?${unit}\\b`;

function minutes(count: string, unitWord: string): number | undefined {
  const value =
    count === 'half a' || count === 'half an'
      ? 0.5
      : count === 'one and a half'
        ? 1.5
        : (readNumber(count) ?? undefined);
  if (value === undefined) return undefined;
  // "a day trip", "one day in Kyoto" name a kind of tour or a stay, not a length to filter on.
  if (unitWord.startsWith('d')) return value < 2 ? undefined : value * 24 * 60;
  if (unitWord.startsWith('h')) return value * 60;
  return value;
}

/** What comes before the most a tour may last: "under", "no longer than", "nothing longer than", "we only have". */
const atMost =
  "\\b(?:under|less than|shorter than|at most|max(?:imum)?|up to|within|no more than|not more than|no longer than|(?:nothing|none|no tours?|no|not anything) (?:longer|more) than|below|only (?:got|have)(?: like| about| around| roughly)?|(?:have|got) only|just (?:got|have)|in (?:like|about|around|roughly|just)|(?:i|we) (?:have|got|'ve got|only have)(?: like| about| around| roughly)?)";

/** Words for a length of day, beside the hours that said it more exactly. */
const dayLengthWords = /\b(?:half|full|whole)[- ]?days?\b/g;

/** The shortest tour that is a full day, in minutes. */
const fullDay = 420;

/** The bound a length of day puts on a tour: "full day" at least `fullDay`, "half day" at most 5 hours. */
function dayLengthOf(text: string): Omit<DurationWish, 'said'> {
  if (/\b(?:full|whole)[- ]?days?\b/.test(text)) return { min: fullDay };
  if (/\bhalf[- ]?days?\b/.test(text)) return { max: 300 };
  return {};
}

/** "An hour and a half", "2 and a half hours": in minutes, as the shapes below read them. */
function halvesInMinutes(text: string): string {
  return text
    .replace(/\b(?:an?|one) hour and a half\b/g, '90 minutes')
    .replace(
      new RegExp(`\\b${numberPattern} and a half hours?\\b`, 'g'),
      (_said, count: string) => `${(readNumber(count) ?? 0) * 60 + 30} minutes`,
    );
}

const shapes: {
  pattern: RegExp;
  read: (match: RegExpExecArray) => Omit<DurationWish, 'said'> | undefined;
}[] = [
  {
    // "Not the whole day", "less than a full day": shorter than the full-day tours.
    pattern:
      /\bnot (?:the |a )?(?:whole|full|entire|all)[- ]?day\b|\b(?:less|shorter) than a (?:full|whole) day\b/,
    read: () => ({ max: fullDay - 1 }),
  },
  {
    pattern: /\b(multi[- ]?day|overnight|several days)\b/,
    read: () => ({ min: 24 * 60 }),
  },
  {
    // "We only have an hour or two": the longer of the two is the most there is.
    pattern: new RegExp(`${atMost}\\s${quantity}\\s?(?:-|to|or)\\s?${quantity}[\\s-]?${unit}\\b`),
    read: (match) => {
      const max = minutes(match[2]!, match[3]!);
      return max === undefined ? undefined : { max };
    },
  },
  {
    // "We only have an hour or two".
    pattern: new RegExp(`${atMost}\\s${quantity}[\\s-]?${unit}\\s(?:or|to|-)\\s${quantity}\\b`),
    read: (match) => {
      const max = minutes(match[3]!, match[2]!);
      return max === undefined ? undefined : { max };
    },
  },
  {
    pattern: new RegExp(`${atMost}\\s${span}`),
    read: (match) => {
      const max = minutes(match[1]!, match[2]!);
      return max === undefined ? undefined : { max };
    },
  },
  {
    pattern: new RegExp(`\\b${span}\\s(?:or less|or under|or shorter|at most|max(?:imum)?)\\b`),
    read: (match) => {
      const max = minutes(match[1]!, match[2]!);
      return max === undefined ? undefined : { max };
    },
  },
  {
    pattern: new RegExp(`\\b${span}\\s?(?:or (?:more|longer|over|above)|plus|\\+)`),
    read: (match) => {
      const min = minutes(match[1]!, match[2]!);
      return min === undefined ? undefined : { min };
    },
  },
  {
    pattern: new RegExp(`\\b(?:over|more than|longer than|at least|min(?:imum)?)\\s${span}`),
    read: (match) => {
      const min = minutes(match[1]!, match[2]!);
      return min === undefined ? undefined : { min };
    },
  },
  {
    pattern: new RegExp(`\\b${quantity}\\s?(?:-|to|or)\\s?${quantity}[\\s-]?${unit}\\b`),
    read: (match) => {
      const low = minutes(match[1]!, match[3]!);
      const high = minutes(match[2]!, match[3]!);
      return low === undefined || high === undefined ? undefined : { min: low, max: high };
    },
  },
  {
    // "a 3-hour tour", "about 4 hours": within a sixth either way, at least half an hour ("about 4
    // hours" is not a 3-hour walk). Days are a tour's length only when a tour follows ("a 2-day trek");
    // "the last 4 days in Kyoto" is the stay.
    pattern: new RegExp(`\\b${span}`),
    read: (match) => {
      const around = minutes(match[1]!, match[2]!);
      if (around === undefined) return undefined;
      const after = match.input.slice(match.index + match[0].length);
      if (
        around >= 24 * 60 &&
        !/^[\s-]*(?:long )?(?:tours?|trips?|treks?|hikes?|walks?|excursions?|itinerar)/.test(after)
      )
        return undefined;
      const slack = around >= 24 * 60 ? 12 * 60 : Math.max(30, Math.round(around / 6));
      return { min: Math.max(0, around - slack), max: around + slack };
    },
  },
  // "Half a day" and "a full day" after the hours: "a proper full day, 8 hours or more" is the 8 hours.
  { pattern: /\b(half[- ]?day|half a day)s?\b/, read: () => ({ max: 300 }) },
  {
    pattern: /\b(full[- ]?day|whole day|all[- ]day|day[- ]long|entire day|a full day)s?\b/,
    read: () => ({ min: fullDay }),
  },
  { pattern: /\b(short|quick|brief)\b(?! (of|on|notice))/, read: () => ({ max: 180 }) },
  { pattern: /\bnot (too |very |that )?long\b/, read: () => ({ max: 240 }) },
];

/** Reads a wished length from normalised text; "half day", "under 3 hours", "a full day". */
export function extractDuration(text: string): { duration?: DurationWish; rest: string } {
  const said = halvesInMinutes(text);
  for (const { pattern, read } of shapes) {
    const match = pattern.exec(said);
    if (!match) continue;
    const wish = read(match);
    if (!wish) continue;
    // "Full day trips, maximum 9 hours": the day's length bounds what the hours leave open; "half day tours,
    // max 3 hours" is the 3 hours. Either way the day-length words are no words to search for.
    const rest = said.replace(match[0], ' ');
    const both = { ...dayLengthOf(rest), ...wish };
    const duration = both.min === undefined || both.max === undefined || both.min <= both.max ? both : wish;
    return { duration: { ...duration, said: match[0].trim() }, rest: rest.replace(dayLengthWords, ' ') };
  }
  return { rest: text };
}
