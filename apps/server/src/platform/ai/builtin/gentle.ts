/**
 * "Easy on the legs", "my knee is bad", "no strenuous walking or stairs": the traveller needs a gentle
 * tour. The catalog records no difficulty, so a gentle tour is read from what it does record: three hours
 * at most, and no climb, steps, stairs, trail or hike in its name, story or highlights (decision 97).
 */
export const gentleTour = {
  maxMinutes: 180,
  /** Words of a tour's own page that say it is hard going, as the search leaves them out. */
  strenuous: 'climb climbing steps stairs steep trail trails hike hiking trek snowshoe snorkel swim',
  length: '3 hours at most',
  terrain: 'no climbs, steps or trails',
  sober: 'no tastings or bars',
} as const;

/** How travellers say they need it: the phrase is theirs, none of its words a subject to search for. */
const gentleWish = new RegExp(
  [
    // Not "proper hiking, not a gentle stroll".
    String.raw`(?<!\b(not|no|nothing) (a |an |so |too |very )?)\bgentle( enough)?\b`,
    String.raw`\beasy (on|for) (the |my |our |his |her |their )?(legs|knees?|feet|joints|hips?|back|heart)\b`,
    String.raw`\b(not|nothing) (too |very |overly )?(strenuous|demanding|tiring|physical|exhausting)\b`,
    String.raw`\bno (strenuous|hard|heavy|long|much) (walking|walks|hiking|climbing)( or (stairs|steps|climbing|hills))?\b`,
    String.raw`\bno (stairs|steps|climbing|hills)\b`,
    String.raw`\b(not (much|a lot of|lots of|too much)|little|without (much )?|minimal|less) walking\b`,
    String.raw`\b(can'?t|cannot|can not|unable to|don'?t|do not|does not|doesn'?t) walk (far|long|much|a lot|too much|fast|for long|very far|well)\b`,
    String.raw`\bwalks? (slowly|with difficulty|with a (cane|stick|walker))\b`,
    String.raw`\b(walking|walk) with difficulty\b|\b(difficulty|trouble|struggles?) walking\b`,
    String.raw`\bbad (knee|knees|hip|hips|legs|back|heart)\b`,
    String.raw`\b(knee|knees|hip|hips|legs|back|joints) (is|are) (bad|weak|shot|not great|not good|sore)\b`,
    String.raw`\bnot (as|very|so|that) (nimble|mobile|fit|spry|young)\b`,
    String.raw`\b(heart|cardiac) (condition|problems?)\b`,
    String.raw`\bwalking all day is too much\b`,
    String.raw`\b(limited|reduced) mobility\b`,
    String.raw`\b(?:something|anything|an? (?:tour|walk|day)|tours?|walks?) (?:very |really |quite |nice and )?(?:easy|leisurely)\b`,
    String.raw`\beasy(?:[- ]going)? (?:tours?|walks?|ones?|options?|pace)\b|\bleisurely\b`,
    // "Grandparents in their 80s, easiest tour in Kyoto?"
    String.raw`\b(?:easiest|gentlest|least (?:tiring|strenuous|demanding|walking))\b`,
    String.raw`\bpregnan(t|cy)\b`,
    // "I use a rollator", "my wife walks with a cane", "no big stairs": nothing steep, no steps, not long. (A
    // wheelchair is a question for our team: the page on access answers it.)
    String.raw`\b(rollators?|walking frames?|zimmer( frames?)?)\b`,
    String.raw`\b(uses?|using|with|has|have|needs?) (a |an |my |his |her |their )?(cane|walking stick|stick|walker|crutches)\b`,
    String.raw`\b(no|without|avoid|least|fewest|not many|not too many) (big |many |much |any |steep )?(stairs|steps)( or (stairs|steps|trails|hills|climbing))?\b`,
    String.raw`\b(does(n'?t| not)|do(n'?t| not)|that (does(n'?t| not)|do(n'?t| not))) (involve|have|include) (any )?(stairs|steps|trails)( or (stairs|steps|trails|hills|climbing))?\b`,
  ].join('|'),
);

/** "I'm pregnant": gentle, and no bar crawl or tasting either. */
const expecting = /\bpregnan(t|cy)\b/;

/** Whether the message asks for gentle tours (and sober ones), and the message without the words that said so. */
export function extractGentle(text: string): { gentle: boolean; sober: boolean; rest: string } {
  const everywhere = new RegExp(gentleWish.source, 'g');
  return gentleWish.test(text)
    ? { gentle: true, sober: expecting.test(text), rest: text.replace(everywhere, ' ') }
    : { gentle: false, sober: false, rest: text };
}
