/**
 * What a phone's speech-to-text writes for what the traveller said: Japanese names heard as English words
 * ("key oh toe" for Kyoto, "hack only" for Hakone, "Nora" for Nara), autocorrect's guesses ("Osama" for Osaka),
 * and amounts and times said aloud ("four hundred and twenty dollars", "under one fifty", "after six pm"). Applied
 * to a normalised message, in the words and digits the readers know; a name is changed only in a form no English
 * sentence writes, or beside a word that says a place is meant ("the nora tour").
 */
const heardNames: [RegExp, string][] = [
  [/\b(?:key|kee|ki) ?(?:oh|o) ?(?:toe|tow|to)\b|\bkyo toe\b|\bkyot\b(?!-)/g, 'kyoto'],
  [/\b(?:toe|tow|to) ?(?:key|kee|ki) ?(?:oh|o)\b|\btoe kyo\b/g, 'tokyo'],
  [/\boh saka\b|\bosama\b/g, 'osaka'],
  [
    /\b(?<=(?:in|to|visit|visiting|the|near|around|from|at) )nora\b|\bnora(?= (?:tour|trip|day|park|deer|one)\b)/g,
    'nara',
  ],
  [/\bhack (?:only|oh nay|on a|any|knee)\b|\bhako nay\b|\bhakoni\b/g, 'hakone'],
  [/\bhero ?(?:shima|sheema|she ma)\b|\bhiro shima\b/g, 'hiroshima'],
  [/\bnico\b|\bnick oh\b|\bnee ko\b|\bnicko\b/g, 'nikko'],
  [/\bkama kura\b|\bcome a kura\b/g, 'kamakura'],
  [/\bfuku oka\b|\bfoo koo oka\b/g, 'fukuoka'],
  [/\bhime ji\b|\bhe may gee\b/g, 'himeji'],
  [/\bkana zawa\b/g, 'kanazawa'],
  [/\btaka yama\b/g, 'takayama'],
  [/\bmiya jima\b/g, 'miyajima'],
  [/\boki nawa\b/g, 'okinawa'],
  [/\bhokkai do\b/g, 'hokkaido'],
  [/\bfushimi in a ri\b|\bfushimi in ari\b|\bfoo shimi\b/g, 'fushimi inari'],
  [/\basa kusa\b/g, 'asakusa'],
  [/\bshin juku\b/g, 'shinjuku'],
  [/\barashi yama\b/g, 'arashiyama'],
  [/\bdoton bori\b/g, 'dotonbori'],
  [/\bon sen\b/g, 'onsen'],
  [/\bsaki(?= (?:tasting|tastings|brewery|breweries|place|tour|one|thing)\b)/g, 'sake'],
  [/\btee (?=ceremony\b)/g, 'tea '],
  // "How much for for people", "for to of us".
  [/\bfor for (?=(?:people|adults|of us|kids|children)\b)/g, 'for four '],
  [/\b(for|the|just) to of us\b/g, '$1 two of us'],
];

/** The names of numbers below a hundred, for reading amounts said aloud and counts written in words. */
export const units: Record<string, number> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
};
export const teens: Record<string, number> = {
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
};
export const tens: Record<string, number> = {
  twenty: 20,
  thirty: 30,
  forty: 40,
  fifty: 50,
  sixty: 60,
  seventy: 70,
  eighty: 80,
  ninety: 90,
};
const unit = Object.keys(units).join('|');
const teen = Object.keys(teens).join('|');
const ten = Object.keys(tens).join('|');
/** "seventy", "forty-five", "twelve", "six". */
const belowHundred = `(?:(?:${ten})(?:[- ](?:${unit}))?|${teen}|${unit})`;
/** "four hundred and twenty", "a hundred", "two thousand five hundred", "seventy". */
const spokenAmount = new RegExp(
  `\\b(?:(?:a|${belowHundred}) thousand(?: (?:and )?)?)?(?:(?:a|${unit}) hundred(?: (?:and )?${belowHundred})?|${belowHundred})\\b`,
  'g',
);

function spokenValue(words: string): number {
  let total = 0;
  let current = 0;
  for (const word of words.split(/[\s-]+/)) {
    if (word === 'and') continue;
    if (word === 'a') current = 1;
    else if (word === 'hundred') current *= 100;
    else if (word === 'thousand') {
      total += current * 1000;
      current = 0;
    } else current += units[word] ?? teens[word] ?? tens[word] ?? 0;
  }
  return total + current;
}

/**
 * A number said aloud, as digits, where it is an amount, a time or a count the readers take as digits:
 * anything from thirteen up, any hundred or thousand, and a small number before "pm", "am" or "dollars".
 * "One" or "two" alone stay words ("the second one", "two adults" is read as it is).
 */
function amountsInDigits(text: string): string {
  // "Under one fifty", "one twenty dollars": a hundred and fifty, said as a price is said.
  const priced = text.replace(
    new RegExp(
      `\\b(under|below|less than|max|maximum|budget of|about|around|up to) (${unit}) (${ten}|${teen})\\b|\\b(${unit}) (${ten}|${teen})(?= (?:dollars|bucks|usd)\\b)`,
      'g',
    ),
    (
      _said,
      lead: string | undefined,
      hundreds: string,
      rest: string,
      hundredsAfter: string,
      restAfter: string,
    ) => {
      const value = spokenValue(hundreds ?? hundredsAfter) * 100 + spokenValue(rest ?? restAfter);
      return lead ? `${lead} ${value}` : String(value);
    },
  );
  return priced.replace(spokenAmount, (said, at: number, whole: string) => {
    const value = spokenValue(said);
    const after = whole.slice(at + said.length);
    const large = value >= 13 || /hundred|thousand/.test(said);
    const unitFollows = /^ ?(?:pm|am|p\.m\.|a\.m\.|o'?clock|dollars|bucks)\b/.test(after);
    return (large || unitFollows) && value > 0 ? String(value) : said;
  });
}

const ordinals = [
  'first',
  'second',
  'third',
  'fourth',
  'fifth',
  'sixth',
  'seventh',
  'eighth',
  'ninth',
  'tenth',
  'eleventh',
  'twelfth',
  'thirteenth',
  'fourteenth',
  'fifteenth',
  'sixteenth',
  'seventeenth',
  'eighteenth',
  'nineteenth',
  'twentieth',
];
/** "The fifteenth of next month", "the twenty-third": a day of the month said in words, as "the 15th". */
const dayInWords = new RegExp(`\\bthe (?:(twenty|thirty)[- ])?(${ordinals.join('|')})(?= (?:of|in)\\b)`, 'g');
function daysInDigits(text: string): string {
  return text.replace(dayInWords, (said, decade: string | undefined, ordinal: string) => {
    const day = (decade === 'thirty' ? 30 : decade === 'twenty' ? 20 : 0) + ordinals.indexOf(ordinal) + 1;
    const suffix =
      day % 10 === 1 && day !== 11
        ? 'st'
        : day % 10 === 2 && day !== 12
          ? 'nd'
          : day % 10 === 3 && day !== 13
            ? 'rd'
            : 'th';
    return day <= 31 && !(decade && day - (decade === 'thirty' ? 30 : 20) > 9) ? `the ${day}${suffix}` : said;
  });
}

/** The message as the traveller said it: names and amounts as they are written. */
export function asSaid(normalised: string): string {
  const named = heardNames.reduce((text, [heard, meant]) => text.replace(heard, meant), normalised);
  // "After like 6 pm", "can I book like same day": the filler before an amount or a time.
  return amountsInDigits(daysInDigits(named)).replace(
    /\blike (?=\d|same day|today|tonight|tomorrow|next)/g,
    '',
  );
}
