import { fromCjk } from './cjk.ts';
import { fromFrench } from './french.ts';
import { fromGerman } from './german.ts';
import { fromHinglish } from './hindi.ts';
import { fromItalian } from './italian.ts';
import { fromPolish } from './polish.ts';
import { portugueseWords } from './portuguese.ts';
import { fromCyrillic, russianWords } from './russian.ts';
import { spanishWords } from './spanish.ts';
import { fromThai } from './thai.ts';
import { fromTurkish } from './turkish.ts';

/**
 * Travellers write other languages, or mix them into their English ("quanto custa o passeio de Fushimi para nós
 * dois?", "zen morning, dos adultos y dos niños, cuánto?", "京都のツアーはありますか"): their words for what the
 * assistant reads, in English, so the readers of places, parties, dates and topics see a question they know.
 * Each language has its file; this one says in which order they apply. Only words no English message holds,
 * so an English question reads as before.
 */

/** Scripts that normalising would take apart ("が", "й"), in Latin letters or in our words first. */
export function beforeNormalising(text: string): string {
  return fromCyrillic(fromCjk(text));
}

/**
 * A normalised message (accents already gone: "Tóquio" is "toquio") in our words. Spanish before Portuguese:
 * "dos adultos" is two adults, Portuguese "dos" is "of the".
 */
export function inEnglish(normalised: string): string {
  // French, German, Italian, Turkish and Polish each apply all their words to a message written in them, and a
  // few safe ones to any other; Spanish, Portuguese and Russian hold only words no other message holds.
  const european = fromItalian(fromGerman(fromFrench(fromPolish(fromTurkish(normalised)))));
  return latinWords.reduce(
    (text, [word, meant]) => text.replace(word, meant),
    fromHinglish(fromThai(european)),
  );
}

const latinWords: [RegExp, string][] = [...spanishWords, ...portugueseWords, ...russianWords];
