/** Italian words travellers write or mix into their English: "quanto costa", "bambini", "domani". */
export const italianWords: [RegExp, string][] = [
  [/\bquanto costa\b/g, 'how much is'],
  [/\bbambini\b/g, 'children'],
  [/\bbambino\b|\bbambina\b/g, 'child'],
  [/\b(\d{1,2}) anni\b/g, '$1 years old'],
  [/\bdomani\b/g, 'tomorrow'],
  [/\bmattina\b/g, 'morning'],
  [/\bsera\b/g, 'evening'],
  [/\bfamiglia\b/g, 'family'],
  [/\bpersone\b/g, 'people'],
  [/\blunedi prossimo\b/g, 'next monday'],
  [/\bciao\b/g, 'hello'],
];
