/**
 * What French, German and Italian share when a whole question is written in one of them: a date written day
 * first ("12/01" is the 12th of January, "3.1." the 3rd), months and weekdays by name, and counts in words.
 * Each language's file gives its own names; these helpers turn them into the words the readers know.
 */
const englishMonths = [
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
const englishWeekdays = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];

/** "12/01", "12.01.", "3.1.2027": the day first, as Europe writes it, in the words the date reader knows. */
export function dayFirstDates(text: string): string {
  return text.replace(
    /(?<![\d/.:])(\d{1,2})[/.](\d{1,2})(?:\.(?!\d)|[/.](?:20)?\d{2}(?!\d))?(?![\d/:])/g,
    (said, day: string, month: string) =>
      Number(month) >= 1 && Number(month) <= 12 && Number(day) >= 1 && Number(day) <= 31
        ? ` ${englishMonths[Number(month) - 1]} ${Number(day)} `
        : said,
  );
}

/** A language's twelve month names (normalised: no accents) as replacements by the English names. */
export function monthWords(names: string[]): [RegExp, string][] {
  return names.map((name, i) => [new RegExp(`\\b${name}\\b`, 'g'), englishMonths[i]!]);
}

/** A language's weekday names, Monday first, as replacements by the English names. */
export function weekdayWords(names: string[]): [RegExp, string][] {
  return names.map((name, i) => [new RegExp(`\\b${name}\\b`, 'g'), englishWeekdays[i]!]);
}

/** A language's words for two to twelve, as digits: only for a message written in it ("sept" is seven). */
export function numberWords(names: string[]): [RegExp, string][] {
  return names.map((name, i) => [new RegExp(`\\b${name}\\b`, 'g'), String(i + 2)]);
}

/**
 * A language: the words that tell a message is written in it (one sure word no other language writes, "y
 * a-t-il", "gibt es", or two of its commoner ones, each counted once), every word of it for a message written
 * in it, and the few safe in any message.
 */
export type Language = {
  sure: RegExp;
  telling: RegExp;
  sentenceWords: [RegExp, string][];
  mixedWords: [RegExp, string][];
};

/** A message's words of a language in ours: all of them, its dates read day first, if it is written in it. */
export function inOurWords(text: string, language: Language): string {
  const { sure, telling, sentenceWords, mixedWords } = language;
  const written = sure.test(text) || new Set(text.match(telling)).size >= 2;
  const words = written ? [...sentenceWords, ...mixedWords] : mixedWords;
  return words.reduce((each, [word, ours]) => each.replace(word, ours), written ? dayFirstDates(text) : text);
}
