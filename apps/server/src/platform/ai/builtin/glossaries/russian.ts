import { transliterate } from 'transliteration';

/**
 * Cyrillic in Latin letters, as a kept library spells it ("Киото" is "Kioto", near enough to "Kyoto" for the
 * typo-tolerant place reader); before a message is normalised, which would take "й" apart.
 */
export function fromCyrillic(text: string): string {
  if (!/[\u0400-\u04ff]/.test(text)) return text;
  return text.replace(/[\u0400-\u04ff]+/g, (run) => transliterate(run));
}

/** Russian, once its Cyrillic is in Latin letters (`fromCyrillic`): "сколько стоит" is "skolko stoit". */
export const russianWords: [RegExp, string][] = [
  [/\bskolko stoit\b/g, 'how much is'],
  [/\bskolko\b/g, 'how much'],
  [/\bpozhalu[iy]sta\b/g, 'please'],
  [/\bspasibo\b/g, 'thanks'],
  [/\b(?:zdravstvu[iy]te|privet)\b/g, 'hello'],
  [/\bgde\b/g, 'where'],
  [/\bzavtra\b/g, 'tomorrow'],
  [/\bsegodnya\b/g, 'today'],
  [/\bdet(?:i|e[iy])\b/g, 'children'],
  [/\bvzroslyk?h?e?\b/g, 'adults'],
  [/\besh(?:ch|h)[eyo]+\b/g, 'also'],
  [/\bvopros\b/g, 'question'],
  [/\best'?\b/g, 'is there'],
];
