import { asSaid, teens, tens, units } from './dictation.ts';
import { beforeNormalising, inEnglish } from './glossaries/glossaries.ts';

/**
 * How the built-in assistant reads what people type: one normal form for the traveller's words and the
 * catalog's names, so "Kyōto", "KYOTO" and "kyouto" meet on "kyoto".
 */

/**
 * What travellers type for words: texting shorthand ("r u", "2moro", "smth", "w/"), food and drink as emoji
 * ("🍜🍣🍶 tours?"), arrows between places ("kyoto→nara→osaka"), and Japanese "from" after a place
 * ("東京から", "tokyo から"). Applied to a message once it is normalised, never to the catalog's names.
 */
const weekdays: Record<string, string> = {
  mon: 'monday',
  tue: 'tuesday',
  tues: 'tuesday',
  wed: 'wednesday',
  thu: 'thursday',
  thur: 'thursday',
  thurs: 'thursday',
  fri: 'friday',
};
const shorthand: [RegExp, string | ((said: string) => string)][] = [
  [/\br\b/g, 'are'],
  [/\b(u|ye)\b/g, 'you'],
  [/\bur\b/g, 'your'],
  [/\b(2moro|2morrow|tmrw|tmr|tomoz)\b/g, 'tomorrow'],
  [/\b(smth|sth|smthg)\b/g, 'something'],
  // On the go: "rn", "tn", "2nite", "5ish", "day after tmrw".
  [/\brn\b/g, 'right now'],
  [/\b(tn|2nite|2night|tonite)\b/g, 'tonight'],
  [/\b(\d{1,2}) ?ish\b/g, 'around $1'],
  [/(?<!\bthe )\bday after (tomorrow|tmrw|tmr|2moro)\b/g, 'the day after tomorrow'],
  [/\bw\/(?=\s|[a-z])/g, 'with '],
  // "Tokyo w kids", "fushimi w the 2yo".
  [/\bw (?=(?:the|my|our|a|an|kids|children|baby|babies|toddlers?|teens|\d{1,2} ?(?:yo|year))\b)/g, 'with '],
  // "My stepdaughter", "2 step-kids": a child like any other.
  [/\bstep-?(sons?|daughters?|kids?|child|children)\b/g, '$1'],
  // "How long's the ferry?", "how far's the walk?".
  [/\b(how (?:long|far|big|steep|hard))'s\b/g, '$1 is'],
  [/\bb4\b/g, 'before'],
  // Dictation's homophones: "my for year old", "two adults and to kids", "were do I meet".
  [/\bfor(?=[- ](?:years?|yrs?)[- ]olds?\b)/g, 'four'],
  [/\b(and|for|with|plus) to (?=(?:kids|children|adults|people|teens|teenagers|grown[- ]ups)\b)/g, '$1 two '],
  [/\bwere (?=(?:do|does|is|are|can|should|will|shall) )/g, 'where '],
  [/(?<=[a-z]) n (?=[a-z])/g, ' and '],
  [/\s*(?:→|->|=>|⇒|➡️?)\s*/g, ', '],
  // "2ad+1ch", "4ad", "16ppl": a party in a booking form's shorthand.
  [/\b(\d{1,2}) ?(?:ad|adl|adlt|adlts|ads)\b/g, '$1 adults'],
  [/\b(\d{1,2}) ?(?:ch|chd|chld|chn)\b/g, '$1 children'],
  [/\b(\d{1,3})(ppl|pax)\b/g, '$1 $2'],
  // An itinerary's days ("day 1 tokyo, day 2 hakone, days 3-5 kyoto", "d1-2 tokyo, d3 nikko"): the places listed.
  [/\b(?:days? \d{1,2}(?: ?(?:-|–|to|&|and) ?\d{1,2})?|d\d{1,2}(?:-\d{1,2})?)\b:?/g, ','],
  // "fuji trip x4 adults", "4x adults".
  [
    /\bx ?(\d{1,2}) (?=(?:adults?|people|persons?|pax|ppl|kids|children)\b)|\b(\d{1,2}) ?x (?=(?:adults?|people|persons?|kids|children)\b)/g,
    '$1$2 ',
  ],
  [/\b(\d{1,3}) ?pers\b\.?/g, '$1 people'],
  // A note's abbreviations: "hakone mtg pt?", "lunch incl?", "max grp size", "tea cer. sun?", "start? dur?".
  [/\bmtg\.? ?(?:pt|pnt|point)\b\.?|\bmp\b(?=\s*\?|$)/g, 'meeting point'],
  [/\bmtg\b/g, 'meeting'],
  [/\bincl\b\.?|\binc\b\.?(?=\s*\?|$)/g, 'included'],
  [/\bexcl\b\.?/g, 'excluded'],
  [/\bgrp\b/g, 'group'],
  [/\bdisc\b(?!s)/g, 'discount'],
  [/\bavail\b\.?/g, 'available'],
  [/\bdur\b\.?/g, 'how long'],
  [/\bcer\b\.?/g, 'ceremony'],
  [/\bveg\b/g, 'vegetarian'],
  [/\bapprox\b\.?/g, 'about'],
  [/\bsun\b(?=\s*\?|$)/g, 'sunday'],
  // "half day am", "sat pm": a morning or afternoon, not "I am".
  [
    /(?<=\b(?:day|days|tour|tours|walk|saturday|sunday|monday|tuesday|wednesday|thursday|friday|tomorrow|only) )am\b/g,
    'morning',
  ],
  [
    /(?<=\b(?:day|days|tour|tours|walk|saturday|sunday|monday|tuesday|wednesday|thursday|friday|tomorrow|only) )pm\b/g,
    'afternoon',
  ],
  [/\bsat\b(?! (?:down|on|in|at|by|with))/g, 'saturday'],
  [/\b(mon|tues?|wed|thu|thur|thurs|fri)\b/g, (day: string) => weekdays[day]!],
  [/\bma (brother|sister|wife|husband|pal|pals|mate|mates|family|kids|maw|da)\b/g, 'my $1'],
  [/≤\s*/g, 'at most '],
  [/≥\s*/g, 'at least '],
  [/<\s*(?=[$¥€£\d])/g, 'under '],
  [/>\s*(?=[$¥€£\d])/g, 'over '],
  [/([a-z]+)\s*から/g, 'from $1 '],
];
const emojiWords: [RegExp, string][] = [
  [/🍜/gu, ' ramen '],
  [/🍣/gu, ' sushi '],
  [/🍶/gu, ' sake '],
  [/🍺|🍻/gu, ' beer '],
  [/🍵/gu, ' tea '],
  [/♨️?/gu, ' onsen '],
  [/⛩️?/gu, ' shrine '],
  [/🗻|🏔️?/gu, ' mountain '],
  [/🏯/gu, ' castle '],
  [/🦌/gu, ' deer '],
  [/🐢/gu, ' turtles '],
];
export function inWords(normalised: string): string {
  // Emoji in a row are alternatives: "🍜🍣🍶 tours?" is ramen, sushi or sake.
  const spelled = emojiWords.reduce((text, [emoji, words]) => text.replace(emoji, `${words},`), normalised);
  return shorthand.reduce(
    (text, [typed, words]) => text.replace(typed, words as (said: string) => string),
    asSaid(inEnglish(spelled)),
  );
}

/** The one sentence of a message that asks something, when the message has more than that sentence. */
export function askingSentence(text: string): string | undefined {
  const asking = askingSentences(text);
  return asking.length === 1 ? asking[0] : undefined;
}

/** The sentences of a message that ask something, when the message has more than one sentence. */
export function askingSentences(text: string): string[] {
  const sentences = text
    .split(/(?<=[?!.])\s+|\n+/)
    .map((sentence) => sentence.trim())
    .filter((sentence) => sentence !== '');
  return sentences.length > 1 ? sentences.filter((sentence) => sentence.endsWith('?')) : [];
}

/** Lower case, accents and macrons gone (ō -> o, ł -> l), typographic quotes and dashes made plain. */
export function normalise(text: string): string {
  return (
    beforeNormalising(text)
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      // The letters no accent makes: Turkish dotless i, Polish ł.
      .replace(/ı/g, 'i')
      .replace(/ł/g, 'l')
      .replace(/[\u2018\u2019\u02bc`]/g, "'")
      .replace(/[\u201c\u201d]/g, '"')
      .replace(/[\u2010-\u2015]/g, '-')
  );
}

/**
 * Japanese long vowels, however they are romanised: Hepburn without macrons writes "Kyoto", wapuro
 * romaji "Kyouto", others "Kyooto" or "Tookyoo". Folding all of them to the short vowel lets one
 * spelling match the others. Only for comparing names, never for showing them.
 */
export function foldLongVowels(word: string): string {
  return word
    .replace(/ou/g, 'o')
    .replace(/oo/g, 'o')
    .replace(/uu/g, 'u')
    .replace(/aa/g, 'a')
    .replace(/ii/g, 'i');
}

/** "breweries" and "brewery", "bars" and "bar" meet on one form. */
export const singular = (word: string) =>
  word
    .replace(/ies$/, 'y')
    .replace(/(s|x|ch|sh)es$/, '$1')
    .replace(/([^s])s$/, '$1');

/** Words of a normalised text: letters and digits, with inner apostrophes and hyphens split off. */
export function words(text: string): string[] {
  return text.match(/[a-z0-9]+/g) ?? [];
}

/** A name's key for matching: its words, long vowels folded, joined ("Mount Takao" -> "mounttakao"). */
export function nameKey(name: string): string {
  return words(normalise(name)).map(foldLongVowels).join('');
}

/**
 * Optimal string alignment distance (Levenshtein plus swapping two neighbours, the commonest typo),
 * stopping early once it exceeds `max`: callers only care whether a word is within a typo or two.
 */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let beforePrevious: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        value = Math.min(value, beforePrevious[j - 2]! + 1);
      }
      current.push(value);
      rowMin = Math.min(rowMin, value);
    }
    if (rowMin > max) return max + 1;
    beforePrevious = previous;
    previous = current;
  }
  return previous[b.length]!;
}

/** How many typos a word of this length may carry and still be recognised. */
export function typosAllowed(length: number): number {
  if (length >= 8) return 2;
  if (length >= 5) return 1;
  return 0;
}

const numberWords: Record<string, number> = {
  a: 1,
  an: 1,
  single: 1,
  couple: 2,
  ...units,
  ...teens,
  ...tens,
  hundred: 100,
};

/** The number pattern the parsers share: digits (with thousands separators) or a number word. */
export const numberPattern = `(\\d[\\d,]*(?:\\.\\d+)?|${Object.keys(numberWords)
  .filter((word) => word !== 'a' && word !== 'an' && word !== 'couple')
  // "sixteen" before "six".
  .sort((a, b) => b.length - a.length)
  .join('|')})`;

/** "3", "1,200", "three", "a" -> the number; undefined for anything else. */
export function readNumber(token: string): number | undefined {
  const word = numberWords[token];
  if (word !== undefined) return word;
  const value = Number(token.replace(/,/g, ''));
  return Number.isFinite(value) && token.trim() !== '' ? value : undefined;
}
