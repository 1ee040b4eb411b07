/**
 * Hindi written in Latin letters and mixed into English ("maiko dinner kitna padega 2 logo ka?", "aur agar ek
 * bachcha bhi ho?"): its words for ours, only in a message that holds one of its telling words, since some of
 * them ("se", "ho", "hai") are short enough to appear in other messages.
 */
const hindiTelling = /\b(?:kitn[aei]|kya|batao|yaar|bhai|bachch?[aei]|aur|hai|mein|milega|padega)\b/;
const hindiWords: [RegExp, string][] = [
  [/\bkitn[aei] (?:hai|padega|hoga|lagega|hota)\b/g, 'how much is'],
  [/\bkitn[aei]\b/g, 'how much'],
  [/\b(\d+) (?:logo|logon|log) ka\b/g, 'for $1 people'],
  [/\b(\d+) ka\b/g, 'for $1'],
  [/\bbachch?a\b/g, 'child'],
  [/\bbachch?e\b/g, 'children'],
  [/\baur agar\b/g, 'and if'],
  [/\bagar\b/g, 'if'],
  [/\baur\b/g, 'and'],
  [/\bsasta\b/g, 'cheaper'],
  [/\bmera\b/g, 'my'],
  [/\bhamara\b/g, 'our'],
  [/\bconfirm hua kya\b/g, 'is it confirmed'],
  [/\buska\b/g, "the tour's"],
  [/\bkuch milega\b/g, 'anything'],
  [/\bek\b/g, 'one'],
  [/\bmein\b/g, 'in'],
  [/\bse\b/g, 'from'],
  [/\bbatao\b/g, 'tell me'],
  [/\b(?:kya|hai|hain|bhi|ho|yaar|bhai|acha|achha|wale|wala|kar do|karo)\b/g, ' '],
];

/** A message's Hindi words in ours, if it is written in Hinglish. */
export function fromHinglish(text: string): string {
  if (!hindiTelling.test(text)) return text;
  return hindiWords.reduce((each, [word, ours]) => each.replace(word, ours), text);
}
