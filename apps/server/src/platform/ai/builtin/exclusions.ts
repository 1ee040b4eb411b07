import type { createCategoryMatcher } from './categories.ts';
import type { createPlaceMatcher, NamedPlace } from './places.ts';
import { contentWords } from './vocabulary.ts';

/** What a traveller says they do not want of a tour, in the catalog's words. */
export type Exclusions = { notText?: string; notPlaces?: NamedPlace[]; notCategory?: string };

/**
 * Where a wish to leave something out starts: "anything but", "except", "other than", "not", "isn't", "skip",
 * "we've done" (the repeat visitor's "we've done Tokyo and Kyoto already"),
 * "no more", "avoid", and "without" or "no" before a way of getting about ("without a boat", "no ropeways",
 * for the seasick and those afraid of heights). Words that only lead to the subject follow ("not a", "not
 * really into", "isn't in").
 */
const negation =
  /\b(?:skip(?:ping)?|(?:we|i)(?:'ve| have)? (?:already )?(?:done|seen|visited)|(?:anything|everything|something|all) (?:but|except)|except(?: for)?|other than|apart from|but not|not|isn'?t|aren'?t|no more|nothing (?:with|about)|avoid(?:ing)?|(?:without|with no|no)(?= (?:a |any )?(?:boats?|boat rides?|ferr(?:y|ies)|ropeways?|cable cars?|chairlifts?)\b))\s+((?:(?:a|an|any|the|really|very|much|into|in|at|near|about|for|interested in|a fan of|fans of|big on|keen on|more|another)\s+)*)([^.;:!?()]+)/g;

/** Where the negated subject ends: the next clause ("temples pls, we saw enough of them"). */
const clauseEnd =
  /\b(?:but|and then|because|cause|since|as|so|pls|please|plz|we|i|i'm|im|my|our|they|it|it's|is|are|was|were|which|who|if|when|just|thanks|thx)\b.*$/;

/**
 * A limit, a state or a fact, not a subject to leave out: "no more than $100", "not too long", "not sure",
 * "not logged in", "what is not included", "not a morning person", "isn't it open on Monday?".
 */
const notASubject =
  /^(?:(?:morning|night|evening|early|outdoors?y?) (?:person|people|owls?|birds?|types?)|more|less|over|under|than|too|that|so|sure|includ\w*|cover\w*|part of|provided|offered|available|confirmed|logged|signed|paying|spending|wasting|buying|much|many|long(?! (?:hike|hiking|walk|trek|tour|trip|day|drive|ride|bus)s?\b)|longer|shorter|expensive|cheap|far|possible|able|allowed|yet|only|just|quite|problem|bad|good|great|strong|working|needed|need|required|enough|necessary|free|open|full|booked|cancell?ed|paid|going|coming|happy|keen|fussed|bothered|a lot|it|there|here|now|today|tomorrow|on|\$|\d)\b/;

/**
 * What a traveller means by a subject they have had enough of: "no more temples" leaves out the shrines,
 * pagodas and great buddhas too, "not a hike" the trails and treks, "without a boat" the ferries and cruises.
 */
const sameSubject: Record<string, string[]> = {
  temple: ['temple', 'shrine', 'pagoda', 'buddha'],
  shrine: ['shrine', 'temple', 'pagoda', 'buddha'],
  hike: ['hike', 'hiking', 'trail', 'trek'],
  hiking: ['hike', 'hiking', 'trail', 'trek'],
  boat: ['boat', 'ferry', 'cruise', 'ship'],
  ferry: ['boat', 'ferry', 'cruise', 'ship'],
  ropeway: ['ropeway', 'cable', 'gondola'],
};
const subjectsOf = (word: string) => sameSubject[word.replace(/s$/, '')] ?? [word];

type Matchers = {
  places: ReturnType<typeof createPlaceMatcher>;
  categories: ReturnType<typeof createCategoryMatcher>;
};

/**
 * The subjects a message leaves out, and the message without them (so "anything but temples" does not
 * also search for temples): places, a kind of tour, and topic words.
 */
export function extractExclusions(
  text: string,
  { places, categories }: Matchers,
): Exclusions & { rest: string } {
  const notPlaces: NamedPlace[] = [];
  const topicWords: string[] = [];
  let notCategory: string | undefined;
  const rest = text.replace(negation, (whole, _lead: string, said: string) => {
    const clause = said.split(',');
    // "Not in Tokyo, Kyoto or Osaka": a list of places goes on after a comma; anything else is a new clause.
    let kept = 1;
    while (kept < clause.length && places.find(clause[kept]!)?.said === clause[kept]!.trim()) kept++;
    const after = clause.slice(kept).join(',');
    // "No cable cars" is no ropeway, not no car.
    let subject = clause
      .slice(0, kept)
      .join(' ')
      .replace(clauseEnd, ' ')
      .replace(/\bcable cars?\b/g, 'ropeway')
      .trim();
    if (subject === '' || notASubject.test(subject)) return whole;
    for (let found = places.find(subject); found; found = places.find(subject)) {
      const named = found.place.kind === 'several' ? found.place.places : [found.place];
      for (const place of named) if (place.kind === 'city' || place.kind === 'region') notPlaces.push(place);
      const without = subject.replace(found.said, ' ');
      if (without === subject || named.every((place) => place.kind !== 'city' && place.kind !== 'region'))
        break;
      subject = without;
    }
    const kind = categories.find(subject);
    if (kind) {
      notCategory = kind.category;
      subject = subject.replace(kind.said, ' ');
    }
    topicWords.push(...contentWords(subject).flatMap(subjectsOf));
    return after ? ` ,${after}` : ' ';
  });
  const nothing = notPlaces.length === 0 && topicWords.length === 0 && notCategory === undefined;
  if (nothing) return { rest: text };
  return {
    rest,
    ...(topicWords.length > 0 ? { notText: [...new Set(topicWords)].join(' ') } : {}),
    ...(notPlaces.length > 0 ? { notPlaces } : {}),
    ...(notCategory ? { notCategory } : {}),
  };
}
