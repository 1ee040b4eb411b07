import type { ContentHit, TourFacts } from '../assistant-tools.ts';
import { durationText, joinWords, money, tourLink } from './format.ts';
import type { StartWish } from './guide-wishes.ts';
import type { FactTopic, Intents } from './intents.ts';
import { remember, type Subject, type TourRef } from './memory.ts';
import { childPriceAnswer, howToBookAnswer } from './service-answers.ts';
import { askingSentences, normalise } from './text.ts';
import {
  availabilityAnswer,
  factAnswer,
  factsAnswer,
  partyFit,
  priceAnswer,
  windowVerdict,
} from './tour-answers.ts';
import { nameScore, referencedTour } from './tour-reference.ts';
import { type Answer, narrowsTours, partyOf, type Turn } from './turn.ts';
import type { SearchWishes } from './understand.ts';
import { contentWords } from './vocabulary.ts';

/**
 * A question rather than a wish: "is it ...?", "does the tour ...", "the tea ceremony: must I kneel? My
 * knees are bad." (the question mark need not end the message).
 */
const isQuestion = /\?|^(is|are|does|do|can|will|would|should|could|how|what|where|when|any)\b/;

/** A question word of a message's own, beyond "and lunch?" or "what about the train?". */
const ownQuestion = /\b(what|how|which|where|when|who|why|is|are|does|do|can|could)\b/;

/** "Tea ceremony - can my husband sit on a chair?", "Fuji tour: what if ...": a tour named, then the question. */
const headedByATour = /^(?:the )?(?:[a-z'-]+ ){0,4}[a-z'-]+ ?(?::| -) /;

/** Words many titles hold, which name no one tour at the head of a message. */
const generic = new Set([
  'early',
  'first',
  'old',
  'new',
  'morning',
  'evening',
  'night',
  'day',
  'half',
  'best',
]);

/**
 * "In which order do we see the garden and the geisha district?", "walk me through the route from start to
 * finish", "what exactly do we eat?": the course of the day, which the tour's description tells in order.
 */
const asksTheDay =
  /\b(in (what|which) order|what order|the order|itinerary|schedule for the day|programme|walk (me|us) through|step by step|from start to (finish|end)|start to finish|what (exactly )?(do|will|would) (we|i|you) (actually |exactly )?(see|do|visit|eat|taste)( exactly)?(?! (if|when|in case))|what happens (on|during) (it|the (day|tour|walk|trip))|how does the day (go|run|look)|where does (it|the (walk|tour|hike|trip|route|trail)) (start|begin) and (where does it )?(finish|end))\b/;

/** "The Nara tour", "the tea ceremony": one tour, named by its place or its subject. */
export const namesATour =
  /\bthe (?:[a-z'-]+ ){1,3}(?:tour|walk|trip|excursion|class|hike|trek|dinner|ceremony|experience|cruise|day|onsen|bath|workshop|visit|snorkell?ing|shoot|ride|thing|night|tasting)\b/;

/**
 * The traveller's own hours, when the message gives them ("docked 7am, all aboard 3pm", "back by 1pm"), not a
 * part of the day ("at dusk").
 */
function hoursWindow(wishes: SearchWishes): StartWish | undefined {
  const { start } = wishes;
  return start && (start.endsBy !== undefined || /^(from|between)\b/.test(start.said)) ? start : undefined;
}

/** Words that say the party has changed since it was last given. */
const partyUpdate =
  /\b(now|actually|update|updated|instead|grew|still (ok|okay|fine|good|possible|work|works|fit|fits|alright))\b|\b(\d+|two|three|four|five) more\b|\bjoin(ing)? (us|too)\b/;

/**
 * A question about one tour: its facts, its price for the party, its free dates, how to book it. The
 * tour is the one the message names or points at ("the second one", "the tea ceremony", "it"), else the
 * one in focus when the message brings no new search wishes. Undefined when the message is not about
 * one tour, so the caller searches instead.
 */
export async function answerAboutTour(turn: Turn): Promise<Answer | undefined> {
  const question = readTourQuestion(askedOfATour(turn));
  if (!question) return undefined;
  const meant = await meantTour(turn, question);
  if (!meant || 'answer' in meant) return meant?.answer;
  return answerOf(turn, question, meant.target);
}

/**
 * "Do we have to go all the way to the summit?", "which carvings should I not miss?", after an answer about
 * one tour: a question that sets no terms of a search is asked of the tour in view, and the lines of its page
 * that hold it answer, when the page holds a third of its words or more. Undefined otherwise, so the caller
 * searches ("any tours with a summit view?" asks for a list).
 */
export async function focusDetailAnswer(turn: Turn): Promise<Answer | undefined> {
  const { reading, memory, tools } = turn;
  const { intents, wishes } = reading;
  // The tour in view: the one the last answers were about, or the only one the last list showed.
  const onOneTour =
    memory.subject === 'facts' || memory.subject === 'price' || memory.subject === 'availability';
  const focus = onOneTour ? memory.focus : memory.listed.length === 1 ? memory.listed[0] : undefined;
  if (!focus || !isQuestion.test(reading.text)) return undefined;
  // A fact the tour's own facts answer ("what time do we eat on that?") is not this answer's.
  const asksElse =
    intents.topics.length > 0 ||
    intents.search ||
    intents.ranking !== undefined ||
    intents.childPolicy ||
    intents.howToBook ||
    intents.outOfScope !== undefined ||
    intents.placesList ||
    intents.categoriesList ||
    intents.refinement !== undefined ||
    reading.placeWords.length > 0 ||
    reading.ordinal !== undefined ||
    reading.pick !== undefined ||
    wishes.party !== undefined ||
    wishes.date !== undefined ||
    narrowsTours({ ...wishes, text: undefined, category: undefined });
  if (asksElse) return undefined;
  // "How far is the walk? my partner has dodgy ankles": what is asked, not what is told beside it.
  const asked = askingSentences(reading.text).join(' ') || reading.text;
  const lines = await tools.searchContent(asked, { tourId: focus.id, limit: 3, titleAsked: true });
  if (!lines[0] || lines[0].coverage < 1 / 3) return undefined;
  const tour = await tools.tourDetails(focus.id);
  // "How long do we sit in meditation?" names the kind of the tour in view, not another kind.
  if (!tour || (wishes.category !== undefined && wishes.category !== tour.category)) return undefined;
  return {
    text: pageLinesAnswer(tour, lines),
    memory: { ...memory, focus: remember(tour), subject: 'facts', topics: [] },
  };
}

/**
 * "Gion at Dusk: can I take photos on it? I read something about a ban": a tour named, and a question asked of
 * it, are no search for what the story around them says ("something", "find my way back"). The turn as it is
 * when it asks for a list in its asking sentences too, or names no tour.
 */
function askedOfATour(turn: Turn): Turn {
  const { reading, reader, today } = turn;
  if (!reading.intents.search || !(namesATour.test(reading.text) || headedByATour.test(reading.text)))
    return turn;
  const asking = askingSentences(reading.text);
  if (asking.length === 0 || reader.read(asking.join(' '), today).intents.search) return turn;
  return { ...turn, reading: { ...reading, intents: { ...reading.intents, search: false } } };
}

/**
 * What a message asks of one tour, read against the conversation, before knowing which tour: the topics (those
 * of the question before, for "and lunch?"), and how the message leans on the tour in view.
 */
type TourQuestion = {
  intents: Intents;
  /** "Is the ferry included?" then "and lunch?": the same fact, of another thing. */
  sameFactAgain: boolean;
  /** "We are 10 now, still fine?": the tour in view for the party as it is now. */
  partyChanged: boolean;
  /** A date or a party alone, after an answer about the tour in view. */
  continuesTour: boolean;
  /** "The second one", "that one" with a list on screen. */
  picks: boolean;
  /** "The Yanaka walk this Saturday for 2?": one tour named with a day or a party. */
  namesOneWithWishes: boolean;
  /** "Is the tea ceremony sitting on the floor?": a question none of the facts answers, for the tour's page. */
  asksDetail: boolean;
  /** "In which order do we see the garden and the geisha district?": the day, as the page tells it. */
  asksTheDay: boolean;
  /** "Anything available in Kyoto tomorrow?": a list, unless the message names one tour of it. */
  listWanted: boolean;
};

/** The question a message asks of one tour; undefined when it asks nothing of one, so the caller searches. */
function readTourQuestion(turn: Turn): TourQuestion | undefined {
  const { reading, memory } = turn;
  const { wishes } = reading;
  // "Is the ferry included?" then "and lunch?": the same fact of the tour in view, asked of another thing.
  const sameFactAgain =
    reading.intents.topics.length === 0 &&
    reading.intents.followUp &&
    // "And the lunch, what is it exactly?" asks its own question.
    !ownQuestion.test(reading.text.replace(/^(and|what about|how about)\b/, '')) &&
    memory.focus !== undefined &&
    memory.subject === 'facts' &&
    (memory.topics ?? []).length > 0 &&
    wishes.text !== undefined &&
    !narrowsTours({ ...wishes, text: undefined });
  // "Zen morning for 2 adults and 3 kids, how much?" then "and the Yanaka walk?" or "and the first one?":
  // the same party's price of another tour.
  const priceAgain =
    !sameFactAgain &&
    reading.intents.topics.length === 0 &&
    reading.intents.followUp &&
    memory.subject === 'price' &&
    memory.party !== undefined &&
    (namesATour.test(reading.text) || reading.ordinal !== undefined);
  const intents = sameFactAgain
    ? { ...reading.intents, topics: memory.topics! }
    : priceAgain
      ? { ...reading.intents, topics: ['price' as const] }
      : reading.intents;
  const asksAboutOne =
    intents.topics.length > 0 || intents.availability || intents.howToBook || intents.childPolicy;
  const bareFollowUp = !narrowsTours(wishes) && (wishes.date !== undefined || wishes.party !== undefined);
  // "Ok update, the cousins are coming so we are 10 now, still fine?": the tour in view for the party as it
  // is now; the story of who joined is no search.
  const partyChanged =
    memory.focus !== undefined &&
    wishes.party !== undefined &&
    partyUpdate.test(reading.text) &&
    !narrowsTours({ ...wishes, text: undefined, start: undefined });
  const continuesTour =
    memory.focus !== undefined &&
    (bareFollowUp || partyChanged) &&
    (memory.subject === 'availability' || memory.subject === 'price' || memory.subject === 'facts');
  const picks = reading.pick !== undefined && memory.listed.length > 0;
  // "The Yanaka walk this Saturday for 2?": one tour named with a day or a party asks for its seats or its
  // price, not for a list; "docked 7am, all aboard 3pm. Is the Miyajima tour possible?", for its hours against
  // the traveller's. If the words name no single tour, the list answers after all.
  const namesOneWithWishes =
    !asksAboutOne &&
    !intents.search &&
    (wishes.text !== undefined || namesATour.test(reading.text) || reading.nameWords.length > 0) &&
    (wishes.date !== undefined ||
      wishes.party !== undefined ||
      (hoursWindow(wishes) !== undefined && namesATour.test(reading.text)));
  // "Is the tea ceremony sitting on the floor?": a question about one tour that none of its facts answers is
  // answered from the line of its page that holds the question's words.
  const asksDetail =
    !asksAboutOne &&
    !namesOneWithWishes &&
    !intents.search &&
    // "Cheapest tour in Tokyo? it's for the whole class": a ranking, whatever tour holds "class".
    intents.ranking === undefined &&
    wishes.budget?.sort === undefined &&
    wishes.date === undefined &&
    wishes.party === undefined &&
    hoursWindow(wishes) === undefined &&
    isQuestion.test(reading.text) &&
    (namesATour.test(reading.text) ||
      headedByATour.test(reading.text) ||
      (memory.focus !== undefined && intents.pointsAtTour));
  // "Before I book the Nara tour: what do we see and in which order?" asks for the day, whatever else it
  // asks of the tour (where it starts, whether lunch is on the way).
  const theDay =
    asksTheDay.test(reading.text) &&
    (namesATour.test(reading.text) ||
      headedByATour.test(reading.text) ||
      reading.nameWords.length > 0 ||
      reading.ordinal !== undefined ||
      picks ||
      memory.focus !== undefined);
  if (
    reading.ordinal === undefined &&
    !picks &&
    !theDay &&
    !asksAboutOne &&
    !continuesTour &&
    !namesOneWithWishes &&
    !asksDetail
  )
    return undefined;
  // "Anything available in Kyoto tomorrow?" asks for a list, unless it names one tour of it.
  // "Which is your longest excursion, and when does it return?": with no tour in view, "it" is the one ranked.
  const pointsAtOne =
    intents.pointsAtTour &&
    (intents.ranking === undefined || memory.focus !== undefined || memory.listed.length > 0);
  const listWanted =
    (intents.search || intents.ranking !== undefined) &&
    !pointsAtOne &&
    reading.ordinal === undefined &&
    !picks;
  return {
    intents,
    sameFactAgain,
    partyChanged,
    continuesTour,
    picks,
    namesOneWithWishes,
    asksDetail: asksDetail || theDay,
    asksTheDay: theDay,
    listWanted,
  };
}

/**
 * Which tour a question is about: the one a phrase names ("the gion walk"), the one in view for a fact asked
 * again or a party changed, the one the message points at ("the second one"), else the one in view. An
 * answer instead when the message must say which ("which one do you mean?"); undefined when the message
 * turns out to name no tour after all, so the caller searches.
 */
async function meantTour(
  turn: Turn,
  question: TourQuestion,
): Promise<{ target: TourRef } | { answer: Answer } | undefined> {
  const { reading, memory, tools } = turn;
  const { wishes } = reading;
  const { intents, sameFactAgain, partyChanged, picks, namesOneWithWishes, asksDetail, listWanted } =
    question;
  // "Tell me about the Kumano Kodo" then "is lunch included?": the thing asked of the tour in view, not the
  // tour whose name holds "lunch"; unless a tour or place is named ("is lunch included on the Nishiki walk?").
  const thingOfTheFocus =
    memory.focus !== undefined &&
    intents.topics.some((topic) => topic === 'included' || topic === 'excluded') &&
    !namesATour.test(reading.text) &&
    !headedByATour.test(reading.text) &&
    !wishes.place &&
    reading.ordinal === undefined &&
    !picks;
  // "What time does the gion walk end? We have dinner booked at 8:30": the tour the phrase names, before
  // the words of the whole message (the dinner is the traveller's, not the maiko dinner).
  // "Gion at Dusk: can I take photos on it?": the head names the tour, whatever the rest of the message says;
  // a place alone ("Tokyo - what do you have?") names none.
  const head = asksDetail ? headedByATour.exec(reading.text)?.[0] : undefined;
  const headNames =
    head !== undefined &&
    contentWords(head).some((word) => !reading.placeWords.includes(word) && !generic.has(word));
  const phrase = namesATour.exec(reading.text)?.[0] ?? (headNames ? head : undefined);
  const byPhrase =
    phrase && !sameFactAgain && !thingOfTheFocus && reading.ordinal === undefined && !picks
      ? await tourNamedBy(turn, phrase)
      : undefined;
  const reference = byPhrase
    ? { found: byPhrase }
    : sameFactAgain || thingOfTheFocus || partyChanged
      ? { found: memory.focus! }
      : reading.ordinal !== undefined || picks || !listWanted || wishes.text
        ? await referencedTour(tools, reading, memory)
        : { none: true as const };
  const focusMeant = memory.focus !== undefined && intents.pointsAtTour;
  if ((namesOneWithWishes || (asksDetail && !focusMeant)) && !('found' in reference)) return undefined;
  // A message headed by words that name no tour ("Early birds here: what starts before 7am?") asks for a list.
  const onlyHeaded = asksDetail && !namesATour.test(reading.text) && !focusMeant && head !== undefined;
  // Its name words, not words any title might hold ("early", "night").
  const headWords = head ? contentWords(head).filter((word) => !generic.has(word)) : [];
  if (onlyHeaded && 'found' in reference && nameScore(headWords, reference.found) < 0.5) return undefined;
  if ('noSuchLine' in reference) {
    const text =
      reference.listed === 0
        ? 'Which tour do you mean? Tell me its name, or ask me to find tours first.'
        : `My last answer listed ${reference.listed} ${reference.listed === 1 ? 'tour' : 'tours'}; which one do you mean?`;
    return { answer: { text, memory } };
  }
  if ('ambiguous' in reference) {
    return {
      answer: {
        text: `Which one do you mean?\n${reference.ambiguous.map(choiceLine).join('\n')}`,
        memory: { ...memory, listed: reference.ambiguous, subject: 'other' },
      },
    };
  }
  let target: TourRef | undefined = 'found' in reference ? reference.found : undefined;
  // "Is the cable car ticket included?" about the tour in focus: the words are what is asked about it.
  const aboutFocus =
    memory.focus !== undefined &&
    (intents.topics.length > 0 || intents.childPolicy) &&
    !wishes.place &&
    !wishes.category;
  if (!target && !listWanted && (intents.pointsAtTour || aboutFocus || !narrowsTours(wishes))) {
    target = memory.focus ?? (memory.listed.length === 1 ? memory.listed[0] : undefined);
  }
  if (!target) {
    if (listWanted || narrowsTours(wishes)) return undefined;
    if (intents.howToBook || intents.childPolicy) return undefined;
    const choices = memory.listed.length > 0 ? `\n${memory.listed.map(choiceLine).join('\n')}` : '';
    return {
      answer: {
        text: `Which tour do you mean? Tell me its name${choices ? ', or pick one of these:' : ', or ask me to find tours first.'}${choices}`,
        memory,
        askedWhichTour: true,
      },
    };
  }

  return { target };
}

/** The answer about the tour meant: the facts, price, seats or booking steps the question asks for. */
async function answerOf(turn: Turn, question: TourQuestion, target: TourRef): Promise<Answer> {
  const { reading, memory, tools, today } = turn;
  const { wishes } = reading;
  const { intents, sameFactAgain, continuesTour, asksDetail } = question;
  const tour = await tools.tourDetails(target.id);
  if (!tour) {
    return {
      text: 'That tour is no longer offered. Shall I find you a similar one?',
      memory: { ...memory, focus: undefined, listed: memory.listed.filter((line) => line.id !== target.id) },
    };
  }
  const party = partyOf(wishes, memory);
  const focused = (subject: Subject, text: string): Answer => ({
    text,
    memory: {
      ...memory,
      focus: remember(tour),
      subject,
      topics: subject === 'facts' ? intents.topics : [],
      ...(party ? { party } : {}),
      ...(wishes.date ? { date: wishes.date } : {}),
    },
  });
  const fit = partyFit(tour, party);
  if (fit && !fit.fits) return focused('price', fit.line);
  // "Is the Gion evening walk offered in Spanish?": yes or no, and the languages it has.
  const language = wishes.language;
  if (language && intents.topics.length > 0 && intents.topics.every((topic) => topic === 'languages')) {
    const guided = tour.languages.includes(language);
    return focused(
      'facts',
      `${guided ? 'Yes' : 'No'}: ${tourLink(tour)} is guided in ${joinWords(tour.languages)}${guided ? '' : `, not ${language}`}.`,
    );
  }
  // "Can I book the Kumano Kodo alone, or do you need 2 people?": yes, and how.
  if (intents.solo && !wishes.date && !intents.availability)
    return focused(
      'facts',
      `Yes, you can book ${tourLink(tour)} on your own: there is no minimum group, a booking needs one adult, and the tour takes up to ${tour.maxGroupSize} travellers per departure ([Can I join a tour on my own?](/faq#travelling-alone)). [Book now](/booking/${tour.id}).`,
    );
  // "How long is the ferry to Miyajima?", "how long do we sit in meditation?", "how long is the climb through
  // the gates?": a part of the day, which the line of its page that tells of it and its time answers, when one
  // does, above the tour's own length.
  const part = intents.topics.includes('duration')
    ? (/\b(boat|ferry|crossing|bus|train|drive|cable car|ropeway)\b/.exec(reading.text)?.[1] ??
      // "How long do we sit in meditation?": the words that name no tour, a kind of tour's words too.
      (reading.nameWords.length > 0 ? reading.nameWords.join(' ') : wishes.text))
    : undefined;
  const partLine = part ? await lineOfPart(turn, tour, part) : undefined;
  if (partLine && intents.topics.every((topic) => topic === 'duration'))
    return focused(
      'facts',
      `${tourLink(tour)}, from its page (${partLine.heading}):\n${partLine.text}\n${factAnswer(tour, 'duration', party)}`,
    );
  if (question.asksTheDay) return focused('facts', theDayAnswer(tour));
  if (asksDetail) {
    const lines = await tools.searchContent(reading.text, { tourId: tour.id, limit: 3 });
    return focused(
      'facts',
      lines[0] && lines[0].coverage > 0
        ? pageLinesAnswer(tour, lines)
        : factsAnswer(tour, ['overview'], party),
    );
  }
  // "If I book the Kanazawa tour, is it confirmed right away?" asks the fact, not the steps.
  if (intents.howToBook && !wishes.date && intents.topics.length === 0)
    return focused('facts', howToBookAnswer(remember(tour)));
  if (intents.howToBook && intents.topics.length === 0) {
    return focused('availability', await availabilityAnswer(tools, tour, wishes.date, party, today));
  }
  // "Is the Kumano Kodo ok for a 7 year old?": whether children may come, and how long a day it is. "2 adult
  // 1 child price" asks what that party pays.
  const partyPriced = wishes.party !== undefined && !wishes.party.assumed && intents.topics.includes('price');
  if (intents.childPolicy && !partyPriced)
    return focused(
      'price',
      `${childPriceAnswer(turn.policies, tour)}\n${factAnswer(tour, 'duration', party)}`,
    );

  const date = wishes.date ?? (continuesTour || intents.availability ? memory.date : undefined);
  const wantsDates =
    intents.availability ||
    (continuesTour && memory.subject === 'availability') ||
    (wishes.date && !intents.topics.length);
  const parts: string[] = [];
  // "Docked 7am, all aboard 3pm. Is the Miyajima tour possible?": its hours, and whether they fit the traveller's.
  const window = hoursWindow(wishes);
  const asked = intents.topics.filter((topic) => !(topic === 'price' && wantsDates && !wishes.party));
  const topics: FactTopic[] = window && asked.length === 0 && !wishes.party ? ['duration'] : asked;
  // "I'm diabetic and eat at 12. Does the Nikko tour include lunch?": the things of the sentence that asks.
  const [asking, ...more] = askingSentences(turn.reading.text);
  const askedWords = asking && more.length === 0 ? new Set(asking.match(/[a-z0-9'-]+/g)) : undefined;
  const thing = askedWords
    ? wishes.text
        ?.split(' ')
        .filter((word) => askedWords.has(word))
        .join(' ')
    : wishes.text;
  const askedItems = topics.some((topic) => topic === 'included' || topic === 'excluded');
  // "Do I get a vest?": what the lists name, and what only the page tells of.
  const described = askedItems ? await describedThing(turn, tour, thing || wishes.text) : undefined;
  const items = askedItems
    ? [
        itemsAnswer(
          tour,
          described?.listed ?? (thing || wishes.text),
          sameFactAgain && !described,
          /\band\b|,/.test(asking ?? turn.reading.text),
        ),
        described?.line,
      ]
        .filter(Boolean)
        .join('\n') || undefined
    : undefined;
  if (topics.length > 0 || (!wantsDates && !wishes.party)) {
    const facts = factsAnswer(tour, topics, party);
    // The thing asked about first, under the tour's name: "how long's the ferry, and is the ticket included?".
    const first = [partLine?.text, items].filter(Boolean).join('\n');
    const verdict = window ? windowVerdict(tour, window) : undefined;
    const answer = first ? facts.replace(`${tourLink(tour)}:\n`, `${tourLink(tour)}:\n${first}\n`) : facts;
    parts.push(verdict ? `${answer}\n${verdict}` : answer);
  } else if (wishes.party && !wantsDates) parts.push(`${tourLink(tour)}:\n${priceAnswer(tour, party)}`);
  if (wantsDates)
    parts.push(await availabilityAnswer(tools, tour, wantsDates ? date : undefined, party, today));
  const subject: Subject = wantsDates
    ? 'availability'
    : topics.includes('price') || (wishes.party && topics.length === 0)
      ? 'price'
      : 'facts';
  return focused(subject, dedupeTitle(parts, tour));
}

/**
 * "Is the ferry included?", "and lunch?": the thing asked about, by the tour's own lists: the line of either
 * list that holds most of its words. A thing neither list names is said to be outside the price only when
 * asked on its own ("and lunch?"); in a longer question the lists below answer it. Several things asked at
 * once (`several`: "is lunch included, and is the train from Tokyo?") are answered each by its own line.
 */
export function itemsAnswer(
  tour: TourFacts,
  text: string | undefined,
  sayAbsent: boolean,
  several = false,
): string | undefined {
  const thing = thingAsked(tour, text);
  if (thing.length === 0) return undefined;
  if (!several) return lineAnswer(tour, thing, sayAbsent);
  // Words that meet on one line are one thing ("entrance fees"); a word no line holds goes with the word
  // before it: "the ferry ticket" is the ferry's.
  const things = new Map<string, string[]>();
  let last = '';
  for (const word of thing) {
    const { included, excluded } = bestLines(tour, [word]);
    const key = (included.held >= excluded.held ? included.line : excluded.line) ?? last;
    things.set(key, [...(things.get(key) ?? []), word]);
    last = key;
  }
  if (things.size < 2) return lineAnswer(tour, thing, sayAbsent);
  return [...things.values()].map((words) => lineAnswer(tour, words, true)).join('\n');
}

/**
 * "Do I get a vest?" when neither list names one but the page tells of the flotation vests: the page's line
 * for the words no line of the lists holds, and the words left for the lists. Undefined when the lists hold
 * every word or the page holds none of the others.
 */
async function describedThing(turn: Turn, tour: TourFacts, text: string | undefined) {
  const thing = thingAsked(tour, text);
  const inLists = (word: string) => {
    const { included, excluded } = bestLines(tour, [word]);
    return included.held > 0 || excluded.held > 0;
  };
  const unlisted = thing.filter((word) => !inLists(word));
  if (unlisted.length === 0) return undefined;
  const [line] = await turn.tools.searchContent(unlisted.join(' '), { tourId: tour.id });
  if (
    !line ||
    line.heading === 'Meeting point' ||
    line.heading === "What's included" ||
    line.heading === 'Not included'
  )
    return undefined;
  if (!unlisted.some((word) => lineHolds(line.text, word))) return undefined;
  const listed = thing.filter(inLists).join(' ');
  return { line: `From its page: ${line.text}`, listed: listed || undefined };
}

/** The words of a thing asked about a tour, less those that name it: "Sushi-Making Class" by "sushi" and "making" too. */
function thingAsked(tour: TourFacts, text: string | undefined): string[] {
  const naming = new Set(contentWords(normalise(`${tour.title} ${tour.city ?? ''}`).replace(/-/g, ' ')));
  return (text ?? '').split(' ').filter((word) => word.length > 2 && !naming.has(word));
}

/** A line holds a word when one of its words begins with it, a plural "s" aside ("snowshoes" holds "snowshoe"). */
function lineHolds(line: string, word: string): boolean {
  return contentWords(normalise(line)).some((each) => each.startsWith(word.replace(/s$/, '')));
}

/** The line of either list of a tour that holds most of the words. */
function bestLines(tour: TourFacts, thing: string[]) {
  const held = (line: string) => thing.filter((word) => lineHolds(line, word)).length;
  const best = (lines: string[]) =>
    lines.reduce<{ line?: string; held: number }>(
      (top, line) => (held(line) > top.held ? { line, held: held(line) } : top),
      { held: 0 },
    );
  return { included: best(tour.included), excluded: best(tour.excluded) };
}

function lineAnswer(tour: TourFacts, thing: string[], sayAbsent: boolean): string | undefined {
  const { included, excluded } = bestLines(tour, thing);
  // "Snowshoes and poles are included", "Round-trip Shinkansen tickets (Shin-Osaka to Himeji) are included".
  const is = (line: string) => (/\band\b|[^s]s$/i.test(line.replace(/\s*\([^)]*\)$/, '')) ? 'are' : 'is');
  if (included.line && included.held >= excluded.held)
    return `Yes: ${included.line} ${is(included.line)} included.`;
  if (excluded.line) return `No: ${excluded.line} ${is(excluded.line)} not included.`;
  return sayAbsent
    ? `No: ${thing.join(' ')} is not included in the price; the tour page lists what is.`
    : undefined;
}

/** The tour one side of the message names by its title's words ("the maiko dinner"), if it clearly does. */
export async function tourNamedBy(turn: Turn, side: string): Promise<TourRef | undefined> {
  const { reading, memory, tools } = turn;
  const words = contentWords(side);
  const reference = await referencedTour(
    tools,
    {
      ...reading,
      ordinal: undefined,
      // Each side names its tour, a place included ("the Nara day or the Kamakura hike").
      placeWords: [],
      nameWords: words,
      wishes: { text: words.join(' ') },
    },
    memory,
  );
  if (!('found' in reference)) return undefined;
  // With a question, only a side that names the tour: "is lunch included and where do we meet?" names none.
  return reading.intents.comparison || nameScore(words, reference.found) >= 0.5 ? reference.found : undefined;
}

/** The line of a tour's page that tells how long a part of its day lasts ("we sit for two periods of twenty minutes"). */
async function lineOfPart(turn: Turn, tour: TourFacts, part: string): Promise<ContentHit | undefined> {
  const [line] = await turn.tools.searchContent(`${part} minutes hour`, { tourId: tour.id });
  const text = line?.text.toLowerCase() ?? '';
  // "Walking" is told of as "we walk".
  const tellsOfIt = part
    .split(' ')
    .some((word) => word.length > 3 && text.includes(word.replace(/(ing|ed|s)$/, '')));
  return line && tellsOfIt && /\b(minutes?|hours?|an hour|half an hour)\b/.test(line.text) ? line : undefined;
}

/**
 * The day of a tour, as its description tells it: the paragraphs after the first, which sets the scene,
 * when there are three or more; a shorter description whole.
 */
function theDayAnswer(tour: TourFacts): string {
  const paragraphs = tour.description.split(/\n\s*\n/).filter((each) => each.trim() !== '');
  const day = paragraphs.length >= 3 ? paragraphs.slice(1) : paragraphs;
  return `${tourLink(tour)}, the day as its page tells it:\n${day.join('\n\n')}`;
}

/** Lines of a tour's page that answer a question, each under the part of the page it comes from. */
function pageLinesAnswer(tour: TourFacts, lines: ContentHit[]): string {
  if (lines.length === 1)
    return `${tourLink(tour)}, from its page (${lines[0]!.heading}):\n${lines[0]!.text}`;
  const part: Record<string, string> = { "What's included": 'Included', 'Not included': 'Not included' };
  const told = lines.map(({ heading, text }) =>
    heading in part || heading === 'Meeting point' ? `${part[heading] ?? heading}: ${text}` : text,
  );
  return `${tourLink(tour)}, from its page:\n${told.join('\n')}`;
}

/** A tour to choose among others: enough to tell tours of the same title apart. */
function choiceLine(tour: TourRef): string {
  const facts = [
    tour.city,
    tour.price !== undefined && tour.currency ? `${money(tour.price, tour.currency)} per adult` : undefined,
    tour.minutes ? durationText(tour.minutes) : undefined,
  ].filter(Boolean);
  return `- ${tourLink(tour)}${facts.length > 0 ? `: ${facts.join(', ')}` : ''}`;
}

/** Two parts about the same tour name it once. */
function dedupeTitle(parts: string[], tour: TourFacts): string {
  const link = tourLink(tour);
  return parts
    .map((part, i) => (i > 0 ? part.replace(`${link}:\n`, '').replace(`${link}, `, '') : part))
    .join('\n');
}
