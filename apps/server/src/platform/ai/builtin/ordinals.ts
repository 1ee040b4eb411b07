/** "the second one", "#2", "number 3", "the last": a position in the list the last answer showed. */
export type OrdinalReference = number | 'last';

const ordinalWords: Record<string, number> = {
  first: 1,
  '1st': 1,
  second: 2,
  '2nd': 2,
  third: 3,
  '3rd': 3,
  fourth: 4,
  '4th': 4,
  fifth: 5,
  '5th': 5,
  sixth: 6,
  '6th': 6,
  seventh: 7,
  '7th': 7,
  eighth: 8,
  '8th': 8,
  ninth: 9,
  '9th': 9,
  tenth: 10,
  '10th': 10,
};
const ordinal = Object.keys(ordinalWords).join('|');
/** Spelled out only: "the 2nd" alone is a date. */
const spelled = Object.keys(ordinalWords)
  .filter((word) => /^[a-z]+$/.test(word))
  .join('|');

const shapes: { pattern: RegExp; read: (m: RegExpExecArray) => OrdinalReference | undefined }[] = [
  {
    // "The last one", "the last?", "the last of them"; "the last 4 days of our trip", "the last train back"
    // name no line of a list.
    pattern:
      /\b(?:the )?(?:last|final|bottom) (?:one|tour|option)\b|\bthe last\b(?=\s*(?:[?.!,]|$|of (?:them|those|these)|on (?:the|your) list|please|pls)|\s+(?:is|sounds|looks|then|and)\b)/,
    read: () => 'last',
  },
  {
    // An ordinal word names a listed tour when "the", "one", "tour" or "option" stands beside it;
    // "a second" or "first time" do not.
    pattern: new RegExp(
      `\\b(?:(${ordinal}) (?:one|tour|option|choice|suggestion)|the (${spelled})\\b(?! (?:\\d+|few|couple|time|visit|day|days|week|weeks|night|nights)\\b))\\b`,
    ),
    read: (m) => ordinalWords[(m[1] ?? m[2])!],
  },
  // "The one you showed first", "the tour you mentioned second".
  {
    pattern: new RegExp(
      `\\bthe (?:one|tour|option) (?:you|u) (?:showed|show|listed|mentioned|said|suggested|gave|recommended)(?: (?:me|us))? (${spelled}|last)\\b`,
    ),
    read: (m) => (m[1] === 'last' ? 'last' : ordinalWords[m[1]!]),
  },
  // "Tour 3", "option 2"; "fuji tour 3 people" is a party.
  {
    pattern:
      /(?:#|\bnumber |\bno\.? ?|\boption |\btour )(\d{1,2})\b(?! ?(?:people|persons?|pax|ppl|adults?|kids?|children|guests?|of us|travell?ers?))/,
    read: (m) => Number(m[1]),
  },
  // A message that is only a number or a position ("2", "the 2nd?") picks that line of the last list;
  // inside a longer message "the 2nd" is a date.
  { pattern: /^\s*(?:the )?(\d{1,2})(?:st|nd|rd|th)?\s*[.?!]?\s*$/, read: (m) => Number(m[1]) },
];

export function extractOrdinal(text: string): { ordinal?: OrdinalReference; rest: string } {
  for (const { pattern, read } of shapes) {
    const match = pattern.exec(text);
    const ordinal = match ? read(match) : undefined;
    if (match && ordinal !== undefined) return { ordinal, rest: text.replace(match[0], ' ') };
  }
  return { rest: text };
}

/** "the cheapest one", "which is the shortest?": a tour of the last list picked by price or length. */
export type ListPick = 'cheapest' | 'dearest' | 'shortest' | 'longest';

const picks: [RegExp, ListPick][] = [
  [
    /\b(cheapest|least expensive|lowest priced)\b|\bwhich\b.*\b(cheaper|costs? less|less expensive)\b/,
    'cheapest',
  ],
  [/\b(most expensive|priciest|dearest)\b|\bwhich\b.*\b(pricier|costs? more|more expensive)\b/, 'dearest'],
  [/\b(shortest|quickest)\b|\bwhich\b.*\b(shorter|quicker)\b/, 'shortest'],
  [/\blongest\b|\bwhich\b.*\blonger\b/, 'longest'],
];

/** Only a pick among listed tours when it points at one ("the cheapest one", "which is cheapest?"). */
export function readPick(text: string): ListPick | undefined {
  if (!/\b(one|which|that|of them|of those|among)\b|^\s*the \w+( \w+)?\s*[?.!]*\s*$/.test(text))
    return undefined;
  return picks.find(([pattern]) => pattern.test(text))?.[1];
}
