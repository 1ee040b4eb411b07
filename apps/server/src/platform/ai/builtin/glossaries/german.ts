/** German words travellers write or mix into their English: "wie viel", "Kinder", "am Samstag". */
export const germanWords: [RegExp, string][] = [
  [/\bwie ?viel\b/g, 'how much'],
  // Not the English "kinder on the wallet".
  [/\b(?<=(?:\d|and|\+|our|my|die|mit|zwei|two) )kinder\b(?! (?:on|to|than|for))/g, 'children'],
  [/\bmorgen\b/g, 'tomorrow'],
  [/\bpersonen\b/g, 'people'],
  [/\b(?:am )?sonntag\b/g, 'on sunday'],
  [/\b(?:am )?samstag\b/g, 'on saturday'],
  [/\b(?:am )?montag\b/g, 'on monday'],
];
