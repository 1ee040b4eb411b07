import type { CatalogPlaces } from '../assistant-tools.ts';
import { type BudgetWish, extractBudget } from './budget.ts';
import { type CategoryMatcher, createCategoryMatcher } from './categories.ts';
import { type DateWish, extractDate } from './dates.ts';
import { type DurationWish, extractDuration } from './duration.ts';
import { extractExclusions } from './exclusions.ts';
import { extractGentle } from './gentle.ts';
import { extractLanguage, extractStart, type StartWish } from './guide-wishes.ts';
import { extractHandsOn, handsOnWords } from './hands-on.ts';
import { detectIntents, type Intents, type Ranking } from './intents.ts';
import { extractOrdinal, type ListPick, type OrdinalReference, readPick } from './ordinals.ts';
import { extractGroupCap, extractParty, type PartyWish } from './party.ts';
import { createPlaceMatcher, type NamedPlace, type PlaceWish } from './places.ts';
import { askingSentence, inWords, normalise } from './text.ts';
import { contentWords } from './vocabulary.ts';

/** What a traveller wants of a tour, as far as one message (or a conversation) said. */
export type SearchWishes = {
  place?: PlaceWish;
  category?: string;
  budget?: BudgetWish;
  duration?: DurationWish;
  date?: DateWish;
  party?: PartyWish;
  familyFriendly?: boolean;
  /** Suiting children was asked for in words, not only implied by a child in the party. */
  familyAsked?: boolean;
  /** "Which tours can children not join?": the tours that take no children. */
  adultsOnly?: boolean;
  /** "Which tours are free for children?" */
  childrenFree?: boolean;
  /** Topic words for the catalog's text search ("sushi", "temples"). */
  text?: string;
  /** The topic words are alternatives ("sake or beer", "temples, zen, that kind of thing"). */
  anyWord?: boolean;
  /** Words the tour's inclusions must hold ("which of those include lunch?"). */
  included?: string;
  /** What the traveller does not want: words, places, a kind of tour ("anything but temples"). */
  notText?: string;
  notPlaces?: NamedPlace[];
  notCategory?: string;
  /** The guide's language, as the catalog spells it ("Spanish"). */
  language?: string;
  /** When the tour starts ("in the evening", "after 17:00"). */
  start?: StartWish;
  /** "the best rated", "the most popular": the order of the list, when not by price. */
  ranking?: Ranking;
  /** "Easy on the legs", "my knee is bad": a gentle tour (`gentleTour`). */
  gentle?: boolean;
  /** "Make something with my hands", "a workshop": a class, workshop or ceremony (`handsOnTour`). */
  handsOn?: boolean;
  /** "I'm pregnant": no bar crawl or tasting (the tours that take no children) either. */
  sober?: boolean;
  /** "Anything teens can join?": tours that take children (not only adults). */
  teens?: boolean;
  /** "8 people max": tours whose groups are at most this big. */
  groupCap?: number;
};

export type Reading = {
  /** The message normalised (lower case, no accents), for patterns the parsers do not own. */
  text: string;
  intents: Intents;
  wishes: SearchWishes;
  ordinal?: OrdinalReference;
  /** "the cheapest one": a tour of the last list picked by price or length. */
  pick?: ListPick;
  /** The words that named the place, as typed ("kioto"): naming a place is not naming a tour. */
  placeWords: string[];
  /** Words that may name a tour ("tea ceremony", "mount fuji"): place and category words kept. */
  nameWords: string[];
  /** A word after "in" or "to" that is no place we know ("in Sendai"), to name when nothing matches. */
  unknownPlace?: string;
  /** The catalog's region around the unknown place, when we know where it is ("Kobe": Hyogo). */
  regionAround?: string;
};

/** Asking for the tours children join free, not whether a given one is: "which tours are free for kids?". */
const childrenFreeWish =
  /\b(which|what|any|list|show me|are there|is there|do you have) (any )?(of your |of the )?(tours|ones|trips|activities)\b.*\b(free for (kids|children)|(kids|children) (go|are|come|travel) free)\b|\b(kids|children) (go|are|travel) free (on|for) any\b|\b(tours?|ones?|somewhere|something|anything|anywhere),? (where|in which|that) (the )?(kids|children) (don'?t|do not|dont|go free|pay nothing|are free|travel free|free)\b|^(any )?(kids|children) (go )?free( tours?)?\??$|\b(kids|children|kid|child)[- ]free (tours?|ones?|options?)\b(?! (please|only))|\bfree for (kids|children)\b.*\?$/;

const adultsOnlyWish =
  /\b((which|what) (tours|ones|trips) can (they|he|she|kids|children|teens|my \w+) not (join|do|go on|come on)|(kids|children) can ?not (join|come|go)|adults?[- ]only|only for adults|for grown[- ]?ups|no (kids|children)|without (kids|children)|(kids|children) (can ?not|cannot|can't|don't|do not|may not) (join|come|go|take part)|(kids|children) (are )?not (allowed|welcome|join|come|go|take part))\b/;

/**
 * Whether the topic words are listed as alternatives: "sake or beer", "temples, zen", "spiritual? like
 * monks or a pilgrimage", "crafts such as pottery". A separator counts only between two topic words a few
 * words apart: "we are 12 friends, can we do the tea ceremony?" lists nothing, nor does "I'd like sushi".
 */
/** Whether a kind's words are one of two wishes ("nature or forest"), the other no kind of ours. */
function alternativeToKind(text: string, said: string, categories: CategoryMatcher): boolean {
  const at = text.indexOf(said);
  const before = /([a-z]{3,}) *(?:or|\/) *$/.exec(text.slice(0, at))?.[1];
  const after = /^ *(?:or|\/) *([a-z]{3,})/.exec(text.slice(at + said.length))?.[1];
  const other = before ?? after;
  return other !== undefined && contentWords(other).length > 0 && categories.find(other) === undefined;
}

function listsAlternatives(text: string, topicWords: string[]): boolean {
  const topic = new Set(topicWords);
  const tokens = text.match(/[a-z0-9'-]+|[,/?]/g) ?? [];
  const near = (from: number, to: number) =>
    tokens.slice(Math.max(0, from), to).some((token) => topic.has(token));
  // "Temples and shrines", "castles n gardens": two kinds of sight, each a plural and all the message asks
  // about, are things to see one or the other of (the search still prefers a tour that holds both).
  const plural = (token: string | undefined) =>
    token !== undefined && topic.size === 2 && topic.has(token) && /[^s]s$/.test(token);
  const kindsJoined = (at: number) =>
    (tokens[at] === 'and' || tokens[at] === 'n') && plural(tokens[at - 1]) && plural(tokens[at + 1]);
  return tokens.some((token, at) => {
    const separates =
      token === ',' || token === '/' || token === 'or' || (token === 'like' && tokens[at - 1] === '?');
    return (separates && near(at - 2, at) && near(at + 1, at + 4)) || kindsJoined(at);
  });
}

/**
 * "A night out in Kyoto" is an evening whatever the kind of tour: when a town has no Nightlife tour, the
 * answer still offers what starts in the evening.
 */
const nightOut = (category: string | undefined) => category !== undefined && /night/i.test(category);
const nightStart: StartWish = { from: '17:00', said: 'in the evening' };

/**
 * "A cruise stop in Osaka", "our port day", "from the cruise terminal": the traveller's ship, no word to search
 * for; "a river cruise" still is one.
 */
const cruiseStory =
  /\b(?:(?:our|the|my|a|this|on) cruise(?: ship| line)?|cruise (?:stop|ship|day|passengers?|terminal|port|call|line)s?|port (?:call|day|stop|visit|time)s?|(?:in|from|at|the|a|each|every) port)\b/g;

/**
 * "Vegan food tours", "I eat fish, just no meat", "my son has a severe peanut allergy": a diet, which our page on
 * diets answers beside the search, no word to search for and no wish for food.
 */
const dietSaid =
  /\b(?:i|we|he|she|they|my \w+) (?:only |just )?eats? (?:fish|seafood|vegetables|veg|plants)\b|\b(?:i|we|he|she|they) (?:do not|don'?t|does not|doesn'?t|can'?t|cannot) eat \w+(?:(?:,| or| and| nor) \w+)*\b|\b(?:just |but |and )?no (?:meat|pork|beef|fish|seafood|dairy|eggs?|nuts?|peanuts?|gluten|wheat|onions?|garlic)\b|\b(?:strict )?(?:vegans?|vegetarians?|veggies?|pescatarians?|coeliacs?|celiacs?|halal|kosher|jain|(?:gluten|dairy|nut|meat)[- ]free|lactose[- ]intolerant)\b|\b(?:(?:severe|bad|serious|mild) )?(?:(?:peanut|nut|shellfish|egg|soy|wheat|gluten|seafood|fish|sesame) )?allerg(?:y|ies|ic)(?: to (?:\w+))?\b|\bcoeliac disease\b/g;

/** A child's age as travellers write it ("a 9 year old", "my 16yo"): it names no tour. */
export const ageSaid = /\b\d{1,2}[- ]?(?:years?|yrs?)[- ]?olds?\b|\b\d{1,2} ?(?:yo|y\/o)\b/g;

export function createReader(catalog: CatalogPlaces) {
  const places = createPlaceMatcher(catalog);
  const categories = createCategoryMatcher(catalog.categories);

  return {
    places,
    read(message: string, today: string): Reading {
      const text = ` ${inWords(normalise(message)).replace(/\s+/g, ' ').trim()} `;
      const intents = detectIntents(text.trim());
      // Before what is left out: "no strenuous walking or stairs" asks for a gentle tour, not one without walks.
      // "For 2 vegans": still two people.
      const told =
        intents.specialNeeds === 'diet'
          ? text.replace(dietSaid, (said) => (/[a-z]s$/.test(said) && !/\bno /.test(said) ? 'people' : ' '))
          : text;
      const { gentle, sober, rest: gentleRead } = extractGentle(told.replace(cruiseStory, ' '));
      const { handsOn, rest: eased } = extractHandsOn(gentleRead);
      const { rest: wanted, ...exclusions } = extractExclusions(eased, { places, categories });
      const { ordinal, rest: afterOrdinal } = extractOrdinal(wanted);
      const pick = readPick(text);
      const { date, rest: afterDate } = extractDate(afterOrdinal, today);
      const { duration, rest: afterDuration } = extractDuration(afterDate);
      const { groupCap, rest: afterCap } = extractGroupCap(afterDuration);
      const adultsOnly = adultsOnlyWish.exec(afterCap);
      const {
        party,
        familyFriendly,
        familyAsked,
        teens,
        rest: afterParty,
      } = extractParty(adultsOnly ? afterCap.replace(adultsOnly[0], ' ') : afterCap);
      const { budget, rest: afterBudget } = extractBudget(afterParty, afterCap);
      const { start, rest: afterStart } = extractStart(afterBudget);
      const { language, rest: afterLanguage } = extractLanguage(afterStart);
      // Before the start time and the guide's language are read: "the Zen Morning", "Gion at Dusk" name tours.
      // A child's age names no tour: "a 9 year old" is not Takayama Old Town.
      const nameWords = contentWords(afterBudget.replace(ageSaid, ' '));
      const childrenFree = childrenFreeWish.test(text);

      let rest = afterLanguage;
      // "After the DISASTER in Tokyo ... What have you got in Fukuoka??": the place the question names.
      const asking = askingSentence(rest);
      const asked = asking ? places.find(asking) : undefined;
      // "Sendai: tours there? we go there after Tokyo": the question names a town we have no tours in, and the
      // story's place is not the one asked about.
      const asksOfATown = asking && !asked && contentWords(asking).some((word) => places.isTown(word));
      const place = places.findOrigin(rest) ?? asked ?? (asksOfATown ? undefined : places.find(rest));
      const placed = (said: string) => new RegExp(`\\b${said.split(' ').join('[^a-z0-9]+')}\\b`);
      if (place) rest = rest.replace(placed(place.said), ' ');
      // The place of the story around the question is no word to search for.
      const story = asked && place === asked ? places.find(rest) : undefined;
      if (story) rest = rest.replace(placed(story.said), ' ');
      const found = categories.find(rest);
      // "Nature or forest stuff": a kind named as one of two wishes is a word to look for, like the other.
      const oneOfTwo = found && alternativeToKind(rest, found.said, categories);
      if (found && !oneOfTwo) {
        rest = rest.replace(found.said, ' ');
        // "Wellness / relaxing stuff": a word of the same kind joined to it is the kind too, no word to look
        // for; "wellness-y, like meditation or hot springs" keeps "meditation" beside its alternative.
        const joined = (said: string) =>
          new RegExp(`\\b${found.said}\\s*(?:/|,|and|&)\\s*${said}\\b`).test(text);
        for (
          let again = categories.find(rest);
          again?.category === found.category && joined(again.said);
          again = categories.find(rest)
        )
          rest = rest.replace(again.said, ' ');
      }
      // "Day trips from Tokyo" asks for anything within a day's reach, not only the Day Trips category.
      const category =
        found &&
        !oneOfTwo &&
        !(place?.place.kind === 'area' && place.place.from && /\bday\b/.test(found.said))
          ? found
          : undefined;
      // "Photo tours" in Photography: a word of the kind's own name adds nothing to look for.
      const kindName = category ? normalise(category.category) : '';
      // "Tours where children pay nothing": paying is what the wish for free children says, no word to look for.
      const topicWords = contentWords(rest).filter(
        (word) =>
          (word.length < 4 || !kindName.includes(word)) &&
          !(childrenFree && /^(pay|pays|paying|cost|costs)$/.test(word)),
      );
      // "to" only after a verb of going: "want to splurge" names no place; a town we know needs no word before it.
      const unknownPlace = place
        ? undefined
        : (topicWords.find((word) => places.regionAround(word) !== undefined || places.isTown(word)) ??
          /\b(?:in|near|around|visiting|visit|(?:go|going|travel|travell?ing|trip|heading|fly|flying) to)\s+(?!(?:winter|summer|spring|autumn|fall|january|february|march|april|june|july|august|september|october|november|december|total|person|advance|english|general|particular|time|case)\b)([a-z]{4,})\b/.exec(
            rest,
          )?.[1]);
      const regionAround = unknownPlace ? places.regionAround(unknownPlace) : undefined;

      const wishes: SearchWishes = {
        ...(place ? { place: place.place } : {}),
        ...(category ? { category: category.category } : {}),
        // "Kids free tours?" asks where children go free, not for tours that cost nothing.
        ...(budget && !(childrenFree && budget.max === 0) ? { budget } : {}),
        ...(duration ? { duration } : {}),
        ...(date ? { date } : {}),
        ...(party ? { party } : {}),
        // "Free for children" asks which tours they join free, not which suit them.
        // "My teens: which tours can they not join?" asks for the adults-only ones.
        ...(familyFriendly && !childrenFree && !adultsOnly ? { familyFriendly } : {}),
        ...(familyAsked && !childrenFree && !adultsOnly ? { familyAsked } : {}),
        ...(adultsOnly ? { adultsOnly: true } : {}),
        ...(teens && !adultsOnly ? { teens } : {}),
        ...(childrenFree ? { childrenFree } : {}),
        ...exclusions,
        ...(language ? { language } : {}),
        ...(start ? { start } : nightOut(category?.category) ? { start: nightStart } : {}),
        ...(topicWords.length > 0 ? { text: topicWords.join(' ') } : {}),
        ...(topicWords.length > 1 && listsAlternatives(rest, topicWords) ? { anyWord: true } : {}),
        ...(intents.ranking ? { ranking: intents.ranking } : {}),
        ...(gentle ? { gentle } : {}),
        // A subject said with it ("a pottery workshop", "a cooking lesson") is what is searched for.
        ...(handsOn && topicWords.every((word) => handsOnWords.has(word)) ? { handsOn } : {}),
        ...(sober ? { sober } : {}),
        ...(groupCap ? { groupCap } : {}),
      };
      return {
        text: text.trim(),
        intents,
        wishes,
        ...(pick ? { pick } : {}),
        placeWords: place ? place.said.split(' ') : [],
        ...(ordinal !== undefined ? { ordinal } : {}),
        nameWords,
        ...(unknownPlace && topicWords.includes(unknownPlace) ? { unknownPlace } : {}),
        ...(unknownPlace && regionAround && topicWords.includes(unknownPlace) ? { regionAround } : {}),
      };
    },
  };
}

export type Reader = ReturnType<typeof createReader>;
