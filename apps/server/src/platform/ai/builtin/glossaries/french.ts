/** French words travellers write or mix into their English: "combien", "enfants", "demain matin". */
export const frenchWords: [RegExp, string][] = [
  [/\bcombien\b/g, 'how much'],
  [/\benfants\b/g, 'children'],
  [/\benfant\b/g, 'child'],
  [/\b(\d{1,2}) ans\b/g, '$1 years old'],
  [/\bdemain\b/g, 'tomorrow'],
  [/\bmatin\b/g, 'morning'],
  [/\bsoir\b/g, 'evening'],
  [/\bfamille\b/g, 'family'],
  [/\blundi prochain\b/g, 'next monday'],
  [/\bbonjour\b/g, 'hello'],
  [/\bla petite\b|\ble petit\b/g, 'our little one'],
];
