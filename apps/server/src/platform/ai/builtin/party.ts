import { numberPattern, readNumber } from './text.ts';

/** Who is travelling. `assumed` says what the answer should spell out because it was guessed. */
export type PartyWish = { adults: number; children: number; assumed?: string };

/** Whether they asked for tours that suit children, with or without saying how many. */
export type PartyReading = { party?: PartyWish; familyFriendly: boolean; rest: string };

const n = numberPattern;
/** A count that may also be "a" or "an" ("an adult and a child"). */
const one = `(${numberPattern.slice(1, -1)}|an?)`;
const childWords =
  '(?:children|child|kids?|toddlers?|babies|baby|infants?|sons?|daughters?|little ones?|teens?|teenagers?)';
const adultWords = '(?:adults?|grown[- ]?ups?|parents?)';
const peopleWords = '(?:people|persons?|pax|guests?|travell?ers?|participants?|of us|ppl|tourists?)';
const familyWish =
  /\b(family[- ]friendly|kid[- ]friendly|child[- ]friendly|kids? friendly|for famil(?:y|ies)|suitable for (?:kids|children|families|teens|teenagers)|good for (?:kids|children|families|teens|teenagers)|with (?:the |my |our )?(?:kids|children|family|toddlers?|little ones?|baby|son|daughter)|for (?:the |my |our )?(?:kids|children|toddlers|little ones|a family)|suits? (?:a |our |my )?famil(?:y|ies)|(?:my|our) (?:kids|children|teens|teenagers|sons|daughters))\b/;

type Counts = { adults?: number; children?: number; total?: number };

const readers: { pattern: RegExp; read: (m: RegExpExecArray, counts: Counts) => boolean }[] = [
  {
    pattern: new RegExp(`\\b${one} ${adultWords}`),
    read: (m, counts) => set(counts, 'adults', m[1]),
  },
  {
    pattern: new RegExp(`\\b${one} (?:young |small |little )?${childWords}`),
    read: (m, counts) => set(counts, 'children', m[1]),
  },
  {
    // "my 5 year old", "a seven-year-old": a child (up to 12; older ones pay as adults on most tours).
    pattern: new RegExp(`\\b(?:my |our |a |an )?${n}[- ]?(?:years?|yrs?|yo)[- ]?(?:old)?\\b`),
    read: (m, counts) => {
      const age = readNumber(m[1] ?? '') ?? Number.NaN;
      if (age > 12 || counts.children !== undefined) return false;
      counts.children = 1;
      return true;
    },
  },
  {
    // "family of four", "group of 6", "party of 3", "we are 5", "there are 4 of us".
    pattern: new RegExp(`\\b(?:family|group|party|team) of ${n}\\b`),
    read: (m, counts) => set(counts, 'total', m[1]),
  },
  {
    pattern: new RegExp(`\\b(?:we are|we're|were|there are|there will be|we will be|we'll be) ${n}\\b`),
    read: (m, counts) => set(counts, 'total', m[1]),
  },
  {
    pattern: new RegExp(`\\b${n} ${peopleWords}`),
    read: (m, counts) => set(counts, 'total', m[1]),
  },
  {
    pattern:
      /\b(?:the two of us|two of us|a couple|as a couple|my (?:wife|husband|partner|girlfriend|boyfriend|friend|fiancee?) and (?:i|me)|(?:me|i) and my (?:wife|husband|partner|girlfriend|boyfriend|friend|fiancee?)|with my (?:wife|husband|partner|girlfriend|boyfriend|fiancee?))\b/,
    read: (_m, counts) => {
      if (counts.adults !== undefined) return false;
      counts.adults = 2;
      return true;
    },
  },
  {
    // "me and my daughter", "my son and i": one adult and one child, unless the counts say otherwise.
    pattern:
      /\b(?:(?:me|i) and my (?:son|daughter|kid|child|boy|girl)|my (?:son|daughter|kid|child|boy|girl) and (?:i|me))\b/,
    read: (_m, counts) => {
      if (counts.adults !== undefined || counts.children !== undefined) return false;
      counts.adults = 1;
      counts.children = 1;
      return true;
    },
  },
  {
    pattern: /\b(?:solo|alone|just me|by myself|on my own|only me|single traveller|one person)\b/,
    read: (_m, counts) => {
      if (counts.total !== undefined || counts.adults !== undefined) return false;
      counts.total = 1;
      return true;
    },
  },
  {
    // "for 3": a count with nothing after it (other parsers took hours, dates and prices first).
    pattern: new RegExp(`\\bfor ${n}\\s*(?:$|[?.!,]|and\\b|on\\b|in\\b)`),
    read: (m, counts) => set(counts, 'total', m[1]),
  },
];

function set(counts: Counts, key: keyof Counts, word: string | undefined): boolean {
  const value = word === undefined ? undefined : readNumber(word);
  if (
    value === undefined ||
    !Number.isInteger(value) ||
    value < 0 ||
    value > 500 ||
    counts[key] !== undefined
  ) {
    return false;
  }
  counts[key] = value;
  return true;
}

/** "2 adults and 1 child", "family of four with two kids", "for 3 people", "me and my wife". */
export function extractParty(text: string): PartyReading {
  let rest = text;
  const counts: Counts = {};
  for (const { pattern, read } of readers) {
    const match = pattern.exec(rest);
    if (match && read(match, counts)) rest = rest.replace(match[0], ' ');
  }
  const familyFriendly = familyWish.test(rest) || (counts.children ?? 0) > 0;
  rest = rest.replace(familyWish, ' ');
  return { party: partyOf(counts, /\bfamily\b/.test(text)), familyFriendly, rest };
}

function partyOf(counts: Counts, family: boolean): PartyWish | undefined {
  const { adults, children, total } = counts;
  if (adults === undefined && children === undefined && total === undefined) return undefined;
  if (adults !== undefined && children !== undefined) return { adults, children };
  if (total !== undefined && children !== undefined) {
    return total > children
      ? { adults: total - children, children }
      : { adults: 1, children, assumed: 'one adult' };
  }
  if (total !== undefined && adults !== undefined) return { adults, children: Math.max(0, total - adults) };
  if (adults !== undefined) return { adults, children: 0 };
  // "A family with a young child": two parents is the likelier reading, as for a family of four.
  if (children !== undefined && family)
    return {
      adults: 2,
      children,
      assumed: `2 adults and ${children} ${children === 1 ? 'child' : 'children'}`,
    };
  if (children !== undefined) return { adults: 1, children, assumed: 'one adult' };
  // A "family of four" with no word on the children: two parents is the likelier reading, and said so.
  if (family && total! >= 3)
    return { adults: 2, children: total! - 2, assumed: `2 adults and ${total! - 2} children` };
  return { adults: total!, children: 0 };
}
