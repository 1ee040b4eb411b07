/**
 * Wishes about how a tour runs rather than which: the guide's language and the time of day it starts.
 * The search tool filters neither, so the answer checks them on the tours it finds.
 */
import { readNumber } from './text.ts';

/** A language as travellers write it, and as the catalog names it. */
const languages: Record<string, string> = {
  english: 'English',
  japanese: 'Japanese',
  spanish: 'Spanish',
  french: 'French',
  german: 'German',
  chinese: 'Chinese',
  mandarin: 'Chinese',
  cantonese: 'Chinese',
  korean: 'Korean',
  italian: 'Italian',
  italiano: 'Italian',
  espanol: 'Spanish',
  francais: 'French',
  deutsch: 'German',
  portuguese: 'Portuguese',
  portugues: 'Portuguese',
  // Languages no guide of ours may speak: a wish for them is still a wish, answered honestly.
  thai: 'Thai',
  russian: 'Russian',
  dutch: 'Dutch',
  arabic: 'Arabic',
  hindi: 'Hindi',
  vietnamese: 'Vietnamese',
  indonesian: 'Indonesian',
};
/** The words that name a language, as a regular expression's alternatives: "english|japanese|...". */
export const languageNames = Object.keys(languages).join('|');
// "Japanese food" is not a language wish; "in Japanese", "a Spanish-speaking guide" and "French guide" are.
const languagePattern = new RegExp(
  `\\b(?:in|speaks?|speaking|spoken in|guided in|with an?)\\s(${languageNames})\\b(?:[- ]speaking)?(?: guides?)?|\\b(${languageNames})[- ](?:speaking|guided|guides?|language)\\b(?: guides?)?`,
);

/** "Do your guides speak English?" asks about our guides, for the FAQ, not for the tours guided in it. */
const guidesAsked =
  /\b(?:do|does|can|will) (?:your|the|all|all your|all the) (?:\w+ )?guides? (?:\w+ )?(?:speak|talk)\b/;

/** "In Japanese Sign Language", "an ASL interpreter": a sign language, which no spoken one stands for. */
const signLanguage =
  /\b(?:(japanese|american|british|international|korean|french|german) )?sign language\b|\b(jsl|asl|bsl)\b/;
const signLanguages: Record<string, string> = {
  jsl: 'Japanese Sign Language',
  asl: 'American Sign Language',
  bsl: 'British Sign Language',
};

export function extractLanguage(text: string): { language?: string; rest: string } {
  const sign = signLanguage.exec(text);
  if (sign) {
    const named = sign[1] ? `${sign[1][0]!.toUpperCase()}${sign[1].slice(1)} Sign Language` : undefined;
    const language = named ?? (sign[2] ? signLanguages[sign[2]] : undefined) ?? 'Sign Language';
    return { language, rest: text.replace(sign[0], ' ') };
  }
  if (guidesAsked.test(text)) return { rest: text };
  const match = languagePattern.exec(text);
  const name = match && languages[(match[1] ?? match[2])!];
  return match && name ? { language: name, rest: text.replace(match[0], ' ') } : { rest: text };
}

/** When the tour starts, as `HH:MM` bounds in the operator's time zone. */
/** When the tour starts (`from`, before `to`), and when it must be over (`endsBy`), as `HH:MM`. */
export type StartWish = { from?: string; to?: string; endsBy?: string; said: string };

const clock = (hours: number, minutes = 0) =>
  `${String(hours).padStart(2, '0')}:${String(minutes).padStart(2, '0')}`;

/** "5pm", "17:00", "5 pm", "10am" -> "HH:MM". */
function readClock(
  hour: string,
  minute: string | undefined,
  meridiem: string | undefined,
): string | undefined {
  let hours = Number(hour);
  if (meridiem?.startsWith('p') && hours < 12) hours += 12;
  if (meridiem?.startsWith('a') && hours === 12) hours = 0;
  return hours <= 23 ? clock(hours, Number(minute ?? 0)) : undefined;
}

// "3.30pm" as travellers write it too.
const time = '(\\d{1,2})(?:[:.](\\d{2}))?\\s?(am|pm|a\\.m\\.|p\\.m\\.)?';

/** A clock time said without am or pm, for an afternoon or evening: "from 1 to 6" is 13:00 to 18:00. */
const dayClock = (hour: string, minute: string | undefined, meridiem: string | undefined) =>
  readClock(hour, minute, meridiem ?? (Number(hour) < 8 ? 'pm' : undefined));

/** Starting from one time and over by a later one; nothing when the second is not later. */
const between = (from: string | undefined, endsBy: string | undefined): StartWish | undefined =>
  from && endsBy && from < endsBy ? { from, endsBy, said: `between ${from} and ${endsBy}` } : undefined;

const shapes: { pattern: RegExp; read: (m: RegExpExecArray) => StartWish | undefined }[] = [
  {
    // A day in port: "the ship docks at 7am and all aboard is 5:30pm", in port from one time, back on board by
    // the other.
    pattern: new RegExp(
      `\\b(?:docks?|docked|docking|arrives?|arriving|in port|lands?|landing|gets? in)(?: in [a-z]+)?(?: (?:at|from))? ${time}\\b[^.?!]{0,60}?\\b(?:all aboard|back on board|(?:ship |boat )?(?:sails|leaves|departs)|departure)(?: is| at| by)? ${time}`,
    ),
    read: (m) => {
      const from = readClock(m[1]!, m[2], m[3]);
      const endsBy = dayClock(m[4]!, m[5], m[6]);
      return between(from, endsBy);
    },
  },
  {
    // "Our ship stays in Naha until 9pm, dock at 7am": in port from the one, back on board by the other.
    pattern: new RegExp(
      `\\b(?:stays?|in port|docked)(?: in [a-z]+)? (?:until|till) ${time}[^.?!]{0,30}?\\b(?:docks?|docking|arrives?|arriving)(?: (?:at|from))? ${time}`,
    ),
    read: (m) => {
      const from = readClock(m[4]!, m[5], m[6]);
      const endsBy = dayClock(m[1]!, m[2], m[3]);
      return between(from, endsBy);
    },
  },
  {
    // "All aboard is 5:30pm", "the ship sails at 6": over by then.
    pattern: new RegExp(
      `\\b(?:all aboard|back on (?:the )?(?:ship|board)|(?:the |our |my )?(?:ship|boat) (?:sails|leaves|departs)(?: [a-z]+)?)(?: is| at| by)? ${time}`,
    ),
    read: (m) => {
      const endsBy = dayClock(m[1]!, m[2], m[3]);
      return endsBy ? { endsBy, said: `over by ${endsBy}` } : undefined;
    },
  },
  {
    // "a free afternoon from 1pm to 6pm": starting then, and over by the end.
    pattern: new RegExp(`\\b(?:from|between) ${time} (?:to|until|till|and|-) ${time}`),
    read: (m) => {
      const from = dayClock(m[1]!, m[2], m[3] ?? m[6]);
      const endsBy = dayClock(m[4]!, m[5], m[6]);
      return between(from, endsBy);
    },
  },
  {
    // "Free 1pm-5pm", "14:00 to 18:00": a window, when the second time says it is one (a "2-3" alone is hours).
    pattern: new RegExp(`\\b${time}\\s?(?:-|to|until|till)\\s?${time}`),
    read: (m) => {
      if (!m[6] && m[5] === undefined) return undefined;
      const from = dayClock(m[1]!, m[2], m[3] ?? m[6]);
      const endsBy = dayClock(m[4]!, m[5], m[6]);
      return between(from, endsBy);
    },
  },
  {
    // "back by 6pm", "done before 5", "back by lunch time".
    pattern: new RegExp(
      `\\b(?:back|done|finished|finish(?:es|ing)?|over|end(?:s|ing)?|free again|return(?:ing)?)(?: (?:in|at|to)(?: [a-z]+){1,3}?(?: in [a-z]+)?)? (?:by|before) (?:${time}|(lunch|noon|midday)(?: ?time)?|(dinner)(?: ?time)?|(dark|sunset|nightfall))`,
    ),
    read: (m) => {
      const endsBy = m[4]
        ? /noon|midday/.test(m[4])
          ? '12:00'
          : '12:30'
        : m[5]
          ? '18:30'
          : m[6]
            ? '17:00'
            : dayClock(m[1]!, m[2], m[3]);
      return endsBy ? { endsBy, said: `over by ${endsBy}` } : undefined;
    },
  },
  {
    // "10am or later", "starts at 9 or later" (not "around 9"), "starting 2pm onwards": that time or after.
    pattern: new RegExp(`\\b${time} (?:or later|or after|onwards?|and later)\\b`),
    read: (m) => {
      const from = dayClock(m[1]!, m[2], m[3]);
      return from ? { from, said: `from ${from}` } : undefined;
    },
  },
  {
    // "Starting around 1pm": within an hour of it.
    pattern: new RegExp(
      `\\b(?:starting|starts?|beginning|departing|leaving) (?:around|about|at|near) ${time}`,
    ),
    read: (m) => {
      const at = dayClock(m[1]!, m[2], m[3]);
      if (!at) return undefined;
      const [hours, minutes] = at.split(':').map(Number) as [number, number];
      const from = clock(Math.max(0, hours - 1), minutes);
      const to = clock(Math.min(23, hours + 1), minutes);
      return { from, to, said: `around ${at}` };
    },
  },
  {
    pattern: /\b(?:after|past) (?:lunch|noon|midday)\b/,
    read: () => ({ from: '12:00', said: 'after noon' }),
  },
  {
    // "Nothing that starts before 11": from 11 on.
    pattern: new RegExp(
      `\\b(?:nothing|no tours?|not) (?:that |which )?(?:starts?|starting|before) (?:before )?${time}`,
    ),
    read: (m) => {
      const from = readClock(m[1]!, m[2], m[3]);
      return from ? { from, said: `from ${from}` } : undefined;
    },
  },
  {
    // "I am done at 6pm", "free from 2": the time the traveller is free from.
    pattern: new RegExp(`\\b(?:done|free|finished|off work|off) (?:at|from) ${time}`),
    read: (m) => {
      const from = dayClock(m[1]!, m[2], m[3]);
      return from ? { from, said: `from ${from}` } : undefined;
    },
  },
  {
    pattern: new RegExp(
      `\\b(?:starting |that start |which start |departing |leaving )?(?:after|from|later than) ${time}`,
    ),
    read: (m) => {
      const from = readClock(m[1]!, m[2], m[3] ?? (Number(m[1]) < 8 ? 'pm' : undefined));
      return from ? { from, said: `from ${from}` } : undefined;
    },
  },
  {
    pattern: new RegExp(
      `\\b(?:starting |that start |which start |departing |leaving )?(?:before|earlier than) ${time}`,
    ),
    read: (m) => {
      const to = readClock(m[1]!, m[2], m[3]);
      return to ? { to, said: `before ${to}` } : undefined;
    },
  },
  // Sunrise in Japan is between about 04:30 (June) and 07:00 (January).
  { pattern: /\b(sunrise|dawn|first light)\b/, read: () => ({ to: '07:00', said: 'at dawn' }) },
  {
    pattern:
      /\b(early morning|early risers?|early birds?|(?:really|very|super|quite|extra) early|start(?:s|ing)? early)\b/,
    read: () => ({ to: '08:00', said: 'early in the morning' }),
  },
  // "Good morning!", "good afternoon." greet; "a good afternoon activity" asks for one.
  {
    pattern: /(?<!\bgood )\b(mornings?|am tours?)\b|\b(mornings?)\b(?!\s*(?:[.!,]|$))/,
    read: () => ({ to: '12:00', said: 'in the morning' }),
  },
  {
    pattern: /\b(daytime|day time|during the day|in the day)\b/,
    read: () => ({ from: '08:00', to: '16:00', said: 'in the daytime' }),
  },
  {
    // "The late afternoon or evening", "afternoon or evening": from then on, not the afternoon alone.
    pattern:
      /\b(?:late )?afternoons? or (?:the |in the )?(?:evenings?|night)\b|\bevenings? or (?:the |in the )?(?:late )?afternoons?\b/,
    read: (m) =>
      /\blate\b/.test(m[0])
        ? { from: '15:00', said: 'in the late afternoon or evening' }
        : { from: '12:00', said: 'in the afternoon or evening' },
  },
  {
    pattern: /\blate afternoons?\b/,
    read: () => ({ from: '15:00', to: '18:00', said: 'in the late afternoon' }),
  },
  {
    pattern: /(?<!\bgood )\b(afternoons?)\b|\b(afternoons?)\b(?!\s*(?:[.!,]|$))/,
    read: () => ({ from: '12:00', to: '17:00', said: 'in the afternoon' }),
  },
  {
    pattern:
      /(?<!\bgood )\b(evenings?|at night|night tours?|night owls?|after dark|sunset|dusk|tonight|night[- ]?time|night (?:views?|lights|walks?|sights)|night(?= (?:photography|photos?|shots?))|illuminations?|light[- ]?ups?)\b|\b(evenings?)\b(?!\s*(?:[.!,]|$))/,
    read: () => ({ from: '16:00', said: 'in the evening' }),
  },
];

/** A time told by a meal: "after lunch", "before dinner". */
const mealTime =
  /\b(?:after|before|by|until|till|around) (?:lunch|noon|midday|dinner|breakfast)(?: ?time)?\b/g;

/** Words about the traveller, not about a tour: "an early riser", "early birds here". */
const earlyPerson = /\b(early risers?|early birds?|morning (person|people))\b/g;

/** "Not a morning person", "I hate mornings": anything but an early start. */
const notMornings =
  /\b(?:not (?:an? )?(?:morning|early) (?:person|people|risers?|birds?)|(?:hate|don'?t like|do not like|can'?t do|don'?t do|do not do|never do|no|nothing in the) (?:early )?mornings?|not (?:in )?the morning)\b/;

/** The time of day a tour starts, said as such: "starts in the afternoon" (the nap "in the morning" is not). */
const startsThen =
  /\b(?:starts?|starting|begins?|beginning|departs?|departing|leaves?|leaving) (?:in the |at |around |by )?(?:early )?(?:morning|afternoon|evening|night)\b/;

/** A time of day the traveller's story has passed: "landed this morning", "arrived last night". */
const arrivedThen =
  /\b(?:landed|arrived|got in|got here|flew in)\b(?: \w+){0,3}? (?:this|yesterday|last) (?:morning|afternoon|evening|night)\b/g;

/** "Not before ten", "back by six": an hour in words, after a word of time. */
const clockWords =
  /\b(before|after|from|by|until|till|around|about|past) (one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)\b(?! (?:of|people|persons|adults|kids|children|hours?|days?|minutes?|mins?|nights?|weeks?|months?|years?|more|others|friends))/g;

export function extractStart(text: string): { start?: StartWish; rest: string } {
  const lateRiser = notMornings.exec(text);
  // "From 8 in the morning to 6 in the evening": the clock times as "8am" and "6pm"; "not before ten" as 10.
  const clocked = text
    .replace(clockWords, (_said, before: string, hour: string) => `${before} ${readNumber(hour)}`)
    .replace(/\b(\d{1,2}) ?o'?clock\b/g, '$1')
    .replace(/\b(\d{1,2}(?::\d{2})?) in the morning\b/g, '$1am')
    .replace(/\b(\d{1,2}(?::\d{2})?) (?:in the (?:afternoon|evening)|at night)\b/g, '$1pm');
  const told = lateRiser ? clocked.replace(lateRiser[0], ' ') : clocked;
  // "Landed this morning, anything for tomorrow?": when the traveller arrived, not when the tour starts.
  const said = told.replace(arrivedThen, ' ');
  const startSaid = startsThen.exec(said);
  if (startSaid) {
    const shape = shapes.find(({ pattern }) => pattern.test(startSaid[0]));
    const start = shape?.read(shape.pattern.exec(startSaid[0])!);
    if (start) return { start, rest: said.replace(startSaid[0], ' ') };
  }
  for (const { pattern, read } of shapes) {
    const match = pattern.exec(said);
    const start = match ? read(match) : undefined;
    if (!match || !start) continue;
    // "I'm an early riser - which tours start before 8?": the time said, and the words about the traveller
    // gone; "back in Tokyo by 6 pm" keeps the place.
    // "Our ship docks in Yokohama at 7am" keeps the port.
    const where =
      /\b(?:in|at|to) [a-z]+(?= (?:by|before|at|from|until|till)\b| \d)/.exec(match[0])?.[0] ?? '';
    // "Starts after lunch, like between 12 and 5": the meal that says the time too is no word to search for.
    const rest = said.replace(match[0], ` ${where} `).replace(earlyPerson, ' ').replace(mealTime, ' ');
    // "Evening tours that finish before 10pm": when to start, and when to be over, both.
    const begins = start.endsBy && !start.from ? extractStart(rest) : undefined;
    // "An evening thing before all aboard at 10": the evening's 10, 22:00.
    const endsBy =
      begins?.start?.from && begins.start.from >= start.endsBy! && start.endsBy! < '12:00'
        ? clock(Number(start.endsBy!.slice(0, 2)) + 12, Number(start.endsBy!.slice(3)))
        : start.endsBy!;
    if (begins?.start && !begins.start.endsBy && (begins.start.from ?? '00:00') < endsBy)
      return {
        start: { ...begins.start, endsBy, said: `${begins.start.said}, over by ${endsBy}` },
        rest: begins.rest,
      };
    return { start, rest };
  }
  return lateRiser ? { start: { from: '11:00', said: 'later in the day' }, rest: said } : { rest: text };
}
