import type { CatalogPlaces, ContentHit } from '../assistant-tools.ts';
import type { AssistantProvider, AssistantReply } from '../provider.ts';
import { listedBooking, myBookingsAnswer, othersDataAnswer, signInForOwn } from './bookings-answer.ts';
import { pageAnswering, pageNear, publishedAt, quotePassage } from './content-answer.ts';
import { dayText, joinWords } from './format.ts';
import { type Memory, recall } from './memory.ts';
import { withCityNamed } from './references.ts';
import { priceRangeAnswer, searchAnswer } from './search-answer.ts';
import { listed, refine, wishesToSearch, withoutText } from './search-turn.ts';
import {
  cancellationAnswer,
  childPriceAnswer,
  contactAnswer,
  cutoffAnswer,
  discountAnswer,
  howToBookAnswer,
  liveChatAnswer,
  paymentAnswer,
  refundAnswer,
  rescheduleAnswer,
  weatherRefundLine,
} from './service-answers.ts';
import {
  capabilitiesAnswer,
  goodbyeAnswer,
  greetingAnswer,
  notUnderstoodAnswer,
  outOfScopeAnswer,
  outOfScopeLine,
  thanksAnswer,
} from './small-talk.ts';
import { factsAnswer } from './tour-answers.ts';
import { answerAboutTour, namesATour, twoToursAnswer } from './tour-turn.ts';
import { type Answer, narrowsTours, partyOf, type Turn } from './turn.ts';
import { createReader, type Reader } from './understand.ts';

/**
 * The built-in assistant: no model, no key, no network. It reads the question with the parsers of this
 * folder, asks our own data through the tools, and answers like a travel agent would, keeping what the
 * conversation said (the last list, the tour in focus, the party) in its state.
 */
export function createBuiltinAssistant(): AssistantProvider {
  const readerOf = readerCache();
  return {
    name: 'builtin',
    async reply({ message, state, tools }): Promise<AssistantReply> {
      const memory = recall(state);
      const today = tools.today();
      const catalog = await tools.places();
      const reader = readerOf(catalog);
      const reading = reader.read(withCityNamed(message, memory), today);
      const turn: Turn = {
        reader,
        tools,
        memory,
        reading,
        today,
        policies: tools.policies(),
        cities: catalog.cities,
        categories: catalog.categories,
      };
      const answer = await respond(turn);
      return { text: answer.text, state: answer.memory };
    },
  };
}

/**
 * The reader of the catalog's places, built again only when they change: the tools answer `places()`
 * from the catalog cache, and building the place and category matchers for every question is wasted work.
 */
function readerCache() {
  let cached: { key: string; reader: Reader } | undefined;
  return (catalog: CatalogPlaces) => {
    const key = JSON.stringify(catalog);
    if (cached?.key !== key) cached = { key, reader: createReader(catalog) };
    return cached.reader;
  };
}

/** "How do I cancel?", "cancel my booking": the traveller's own bookings, rather than the policy in general. */
const cancellingOwn =
  /\b(how (do|can|should) (i|we) cancel|cancel (my|our|a|the|this) (booking|reservation|tour|trip)|(want|need|have) to cancel|i'd like to cancel)\b/;

/** Not turning up at all: "we oversleep and miss the tour", "a no-show". */
const noShow =
  /\b(miss(ed|ing)? the (whole )?tour|no[- ]shows?|(don'?t|didn'?t|do not|did not) (show|turn) up|oversleep|overslept)\b/;

/** Where our pages say how we handle a need the catalog does not record. */
const specialNeedsPages = {
  access: '/faq#mobility',
  diet: '/faq#dietary',
  luggage: '/vehicle#children-luggage-access',
  packing: '/faq#what-to-bring',
  dress: '/faq#what-to-wear-temples',
  private: '/faq#private-tour',
} as const;

/** "What if it rains?": the FAQ on rain, then what a cancellation for the weather means for the money. */
function weatherAnswer(turn: Turn): string {
  return `${quotePassage(publishedAt(turn, '/faq#weather'))}\n${weatherRefundLine(turn.policies)}`;
}

/** "Do you sell rail passes?": the page that asks it says what we do and do not sell; else an honest no. */
async function outOfScope(turn: Turn, subject: string): Promise<string> {
  // "Write me a haiku about cherry blossoms" asks for writing, whatever page speaks of blossoms.
  const asked = subject === 'writing' || subject === 'computer code' ? undefined : await pageAnswering(turn);
  return asked && asked.headingCoverage >= 0.5
    ? quotePassage(asked)
    : outOfScopeAnswer(subject, turn.policies);
}

/** Words for an outing: with a place, a message asks for tours ("Nara day trip from Kyoto possible?"). */
const outing = /\b(tours?|day ?trips?|trips?|day outs?|excursions?|outings?)\b/;

/**
 * A message that asks for tours: by a kind, a budget, a length, a day, a party, a family, a guide's
 * language, a start time or a place, in a ranking, more of the last list, or one tour of it. Our pages answer
 * everything else first when they hold the question (`pageAnswering` weighs the open "find me ...").
 */
function asksForTours({ reading, memory }: Turn, options = { byParty: true }): boolean {
  const { intents, wishes } = reading;
  const {
    category,
    budget,
    duration,
    date,
    party,
    familyFriendly,
    adultsOnly,
    childrenFree,
    language,
    start,
    notText,
    notPlaces,
    notCategory,
  } = wishes;
  const who = options.byParty && (party || familyFriendly);
  const leftOut = notText || notPlaces || notCategory;
  const termsOfATour = category || budget || duration || date || who || adultsOnly || childrenFree || leftOut;
  return (
    Boolean(termsOfATour || language || start) ||
    // "Day trips from Tokyo": a place and a request for things to do; "Koyasan?", a town we know; "Nara day
    // trip from Kyoto possible?", a place and a kind of outing.
    (reading.placeWords.length > 0 && (intents.search || outing.test(reading.text))) ||
    reading.regionAround !== undefined ||
    intents.ranking !== undefined ||
    (intents.refinement !== undefined && memory.search !== undefined) ||
    reading.ordinal !== undefined ||
    reading.pick !== undefined ||
    // "Is it safe?" points at a tour only when the conversation has one.
    (intents.pointsAtTour && (memory.focus !== undefined || memory.listed.length > 0))
  );
}

/**
 * The page that answers a message that does not ask for tours. A party alone does not ask for them when
 * a page's heading holds the question: "can we get a private tour for our family of 5?" is the FAQ's.
 */
async function pageFor(turn: Turn): Promise<ContentHit | undefined> {
  if (!asksForTours(turn)) return pageAnswering(turn);
  // "And with 1 child?" changes the party of the last search.
  if (asksForTours(turn, { byParty: false }) || turn.reading.intents.followUp || turn.memory.search)
    return undefined;
  const page = await pageAnswering(turn);
  return page && page.headingCoverage >= 0.75 ? page : undefined;
}

/**
 * "Can I cancel my booking for free?" from a visitor: the rule, which holds for everyone, then how to see
 * their own bookings. Only a question about the bookings themselves ("when is my tour?") waits for sign-in.
 */
async function visitorsOwnBookingAnswer(turn: Turn): Promise<string> {
  const { intents } = turn.reading;
  const { policies } = turn;
  // Only a page that asks the question itself: "show my bookings" is not a question for the FAQ.
  const page = async () => {
    const hit = await pageAnswering(turn);
    return hit && hit.headingCoverage >= 0.75 ? quotePassage(hit) : undefined;
  };
  // "A typhoon on our tour day, do we get our money back?": the weather's answer says what happens to the money.
  const rule = intents.weather
    ? weatherAnswer(turn)
    : intents.refund
      ? refundAnswer(policies)
      : intents.cancellation
        ? cancellationAnswer(policies)
        : intents.payment
          ? paymentAnswer(policies)
          : await page();
  return rule ? `${rule}\n${signInForOwn}` : signInForOwn;
}

async function respond(turn: Turn): Promise<Answer> {
  const { reading, memory, tools, policies, today } = turn;
  const { intents, wishes } = reading;
  const said = (text: string, changes: Partial<Memory> = {}): Answer => ({
    text,
    memory: { ...memory, ...changes },
  });
  const signedIn = async () => (await tools.myBookings()) !== null;

  if (intents.othersData) return said(othersDataAnswer(await signedIn()), { subject: 'other' });
  // "And the one after that?" once their bookings were listed: the next of them, not a tour of a list.
  const afterThat =
    /\b(one|booking|tour) after (that|it|this|the next( one)?)\b|\bafter (that one|the next( one)?)\b/.test(
      reading.text,
    );
  // "What's the furthest-away trip I've booked?": the last of them, asked at once.
  // "Last" as the last one, not "how long does my next tour last?".
  const furthest =
    intents.myBookings && /\b(furthest|farthest|(the|my|our) (very )?(last|latest))\b/.test(reading.text);
  if (
    (memory.subject === 'bookings' || furthest) &&
    !intents.cancellation &&
    (reading.ordinal !== undefined || afterThat || furthest)
  ) {
    const pick = afterThat ? 'after' : furthest ? 'last' : reading.ordinal!;
    const one = await listedBooking(tools, today, pick, memory.focus?.id);
    if (one) return said(one.text, { subject: 'bookings', focus: one.next ?? memory.focus, listed: [] });
  }
  // "And if we add one child?" about the tour in view changes the party asked about, not a booking.
  const partyOfTheTour =
    memory.focus !== undefined &&
    wishes.party !== undefined &&
    !/\b(booking|booked|reservation)\b/.test(reading.text);
  if (intents.reschedule && !partyOfTheTour) return said(rescheduleAnswer(policies), { subject: 'other' });
  // "And next week?" once their bookings were listed asks for their bookings of that week.
  const bookingsOfADate =
    memory.subject === 'bookings' &&
    wishes.date !== undefined &&
    Object.keys(wishes).every((wish) => wish === 'date');
  // "What anime should I watch before my trip?" names a trip, not a booking.
  const ownBookings =
    (intents.myBookings || bookingsOfADate) &&
    !(intents.outOfScope && !/\b(bookings?|reservations?|booked|tb-)/.test(reading.text));
  if (ownBookings || (intents.cancellation && cancellingOwn.test(reading.text))) {
    const cancelling = intents.cancellation;
    if (!(await signedIn())) return said(await visitorsOwnBookingAnswer(turn), { subject: 'other' });
    const own = await myBookingsAnswer(tools, today, {
      cancelling,
      policies,
      ...(wishes.date ? { date: wishes.date } : {}),
    });
    // "How long is my next tour?", "what's not included on the tour I booked?": the facts of the tour
    // of their next booking, under the booking itself.
    const facts = intents.topics.filter((topic) => topic !== 'price');
    const nextTour = own.next && facts.length > 0 ? await tools.tourDetails(own.next.id) : undefined;
    if (nextTour && own.nextBooking) {
      const { reference, date } = own.nextBooking;
      const when = `Your next tour (${reference}) is on ${dayText(date, today)}.`;
      return said(`${when}\n${factsAnswer(nextTour, facts, undefined)}`, {
        subject: 'facts',
        focus: own.next,
        listed: [],
      });
    }
    // "What do I owe for my next booking, and do I pay online?": their bookings, then how paying works.
    const paying = intents.payment ? `\n${paymentAnswer(policies)}` : '';
    // "And where do we meet for it?" is about the next booked tour.
    return said(`${own.text}${paying}`, { subject: 'bookings', focus: own.next, listed: [] });
  }
  if (intents.weather) return said(weatherAnswer(turn), { subject: 'other' });
  // "If we oversleep and miss the tour, does that count as cancelling?": what happens on the day.
  if (intents.cancellation && noShow.test(reading.text))
    return said(quotePassage(publishedAt(turn, '/cancellation-policy#changes-on-the-day')), {
      subject: 'other',
    });
  if (intents.cancellation) return said(cancellationAnswer(policies), { subject: 'other' });
  // "My refund got denied, what can I do?": the section on disagreeing; "how long do you take to decide?":
  // the one on how a refund is decided; "how long does a refund to my card take?": how the money comes back.
  if (
    intents.refund &&
    /\b(denied|refused|rejected|declined|unfair|disagree|appeal|complain)/.test(reading.text)
  )
    return said(quotePassage(publishedAt(turn, '/refund-policy#disagree')), { subject: 'other' });
  if (intents.refund && /\b(decide|decision|review|approv|assess)/.test(reading.text))
    return said(quotePassage(publishedAt(turn, '/refund-policy#process')), { subject: 'other' });
  if (intents.refund && /\b(how long|how many days|how soon|how quickly|when will)\b/.test(reading.text))
    return said(quotePassage(publishedAt(turn, '/refund-policy#payment')), { subject: 'other' });
  if (intents.refund) return said(refundAnswer(policies), { subject: 'other' });
  if (intents.liveChat && !intents.outOfScope)
    return said(liveChatAnswer(policies, await signedIn()), { subject: 'other' });
  // "Can I swap dollars for yen at your office?" asks for something we do not do, not for our address.
  // "Do I have to print my ticket or is my phone ok?" is the FAQ's question, not one for our phone number.
  if (intents.contact && !intents.outOfScope) {
    const page = await pageAnswering(turn);
    if (page && page.headingCoverage >= 0.5) return said(quotePassage(page), { subject: 'other' });
    return said(contactAnswer(policies, await signedIn()), { subject: 'other' });
  }
  // "Why does the calendar say 'too soon to book' for tomorrow?" asks the rule, whatever the day; "can I book
  // something for today?" is answered by it, since every departure today is inside it.
  if (
    intents.cutoff &&
    (!wishes.date ||
      (wishes.date.kind === 'day' && wishes.date.date === today) ||
      /\btoo (soon|late) to book\b|\bwhy\b|\bhow (late|soon|close|far ahead)\b/.test(reading.text))
  )
    return said(cutoffAnswer(policies), { subject: 'other' });
  // Access, diets, luggage and packing are not among the facts the catalog records: our pages say how we
  // handle them ("can I bring a suitcase? we check out of the hotel" is about luggage, not hotels).
  // "What should I bring for the Mount Takao walk?" asks what that tour includes.
  const namesATourToo = reading.placeWords.length > 0 || (intents.pointsAtTour && memory.focus !== undefined);
  // "Can I bring my toddlers to the sake tasting? in a stroller": whether that tour takes them.
  const childrenFirst =
    intents.childPolicy && (namesATourToo || /\b(strollers?|prams?|buggy)\b/.test(reading.text));
  const asksOfTheTour =
    childrenFirst ||
    (namesATourToo &&
      (intents.specialNeeds === 'packing' ||
        intents.specialNeeds === 'luggage' ||
        intents.specialNeeds === 'dress'));
  // "Recommend a vegan restaurant?", "can you store my luggage during my layover?", "which hotels serve
  // Jain food?" ask for what we do not do; "can I bring a suitcase? we check out of the hotel" is still
  // about luggage on the tour.
  const needElsewhere =
    ['restaurants', 'luggage storage', 'flights', 'writing'].includes(intents.outOfScope ?? '') ||
    (intents.outOfScope === 'hotels' && intents.specialNeeds === 'diet');
  // "We keep kosher; what suits the kids in Kyoto?" asks for tours; the diet is for the booking's requests.
  const dietAside =
    intents.specialNeeds === 'diet' &&
    asksForTours(turn) &&
    !/\b(food|foods|meals?|lunch|dinner|breakfast|eat|eating|cater|menu|dishes|dashi|cuisine)\b/.test(
      reading.text,
    );
  if (intents.specialNeeds && !asksOfTheTour && !needElsewhere && !dietAside) {
    const page = specialNeedsPages[intents.specialNeeds];
    return said(quotePassage(publishedAt(turn, page)), { subject: 'other' });
  }
  // "How do I get a SIM card?" is not about paying by card; "a flight to Okinawa" is not the Okinawa tour.
  if (intents.outOfScope && !wishes.place)
    return said(await outOfScope(turn, intents.outOfScope), { subject: 'other' });
  // "Does the Miyajima tour include the ferry or do we pay that separately?" asks what the tour includes.
  const asksWhatTourHolds = intents.topics.some(
    (topic) => topic === 'price' || topic === 'included' || topic === 'excluded',
  );
  // "Under $60 because I am not paying big money again" is a budget, not a question about paying.
  if (intents.payment && !intents.childPolicy && !asksWhatTourHolds && !wishes.budget)
    return said(paymentAnswer(turn.policies), { subject: 'other' });

  // "Which of those include lunch?": the last search, narrowed by the words; "under $100 in Kyoto with
  // lunch included?": a new one.
  const narrowsList = memory.search !== undefined && /\b(those|these|them)\b/.test(reading.text);
  const includedIn =
    intents.topics.includes('included') &&
    !intents.pointsAtTour &&
    !namesATour.test(reading.text) &&
    (intents.search || wishes.budget !== undefined);
  if ((narrowsList || includedIn) && wishes.text && reading.ordinal === undefined && !reading.pick) {
    const { text, ...others } = wishes;
    const base = narrowsList ? memory.search : {};
    const narrowed = intents.topics.includes('included')
      ? { ...base, ...others, included: text }
      : { ...base, ...wishes };
    return listed(turn, await searchAnswer(tools, narrowed, { today, cities: turn.cities }));
  }
  // "Price each for 2 adults and 1 child?" after a list: the list again, each tour priced for the party.
  const pricesTheList =
    memory.subject === 'search' &&
    memory.search !== undefined &&
    wishes.party !== undefined &&
    /\b(each|every one|all of them|them|those|these|the list)\b/.test(reading.text);
  if (pricesTheList) {
    const party = partyOf(wishes, memory)!;
    return listed(
      turn,
      await searchAnswer(tools, { ...memory.search!, party }, { today, cities: turn.cities }),
    );
  }
  if (intents.priceRange && !intents.pointsAtTour) {
    return listed(turn, await priceRangeAnswer(tools, wishes));
  }
  const twoTours = await twoToursAnswer(turn);
  if (twoTours) return twoTours;
  // A page that asks the very question ("How big are the groups?") answers it, unless a tour is in view
  // or named ("how long is the Mount Fuji tour?" is not the privacy policy's "how long we keep it").
  // Out of scope waits for a page that asks it (below): "the exchange rate" is not the refund policy's.
  // Booking steps and children's prices have answers of their own, with the tour in view if there is one.
  const ownAnswer = intents.outOfScope || intents.howToBook || intents.childPolicy;
  const page = ownAnswer ? undefined : await pageFor(turn);
  const namesTour = reading.placeWords.length > 0 || intents.pointsAtTour;
  if (page && page.headingCoverage === 1 && !memory.focus && !namesTour)
    return said(quotePassage(page), { subject: 'other' });
  const tourAnswer = intents.outOfScope ? undefined : await answerAboutTour(turn);
  // "What's included in the price?" with no tour in view asks the FAQ, not which tour is meant. "Nikko for two
  // pensioners, and is there a discount for seniors?": the price, and that there is none.
  if (tourAnswer && !tourAnswer.askedWhichTour)
    return intents.discount
      ? { ...tourAnswer, text: `${tourAnswer.text}\n${discountAnswer(policies)}` }
      : tourAnswer;
  if (intents.discount) return said(discountAnswer(policies), { subject: 'other' });
  // "First solo trip: can I book just one seat and join a group?" with no tour named: the FAQ's answer.
  if (intents.solo && !tourAnswer)
    return said(quotePassage(publishedAt(turn, '/faq#travelling-alone')), { subject: 'other' });
  if (page) return said(quotePassage(page), { subject: 'other' });
  if (tourAnswer) return tourAnswer;

  // "What can I book in Kyoto on Saturday?" asks for tours; "how do I book?" for the steps.
  if (intents.howToBook && !narrowsTours(wishes)) {
    return said(howToBookAnswer(memory.focus), { subject: 'other' });
  }
  // "What's good for teenagers in Tokyo?" asks for Tokyo's tours that take them (the search below).
  // "Which of those are ok for kids?" narrows the last list.
  // "Full day trips that are ok for children? Maximum 9 hours" asks for tours, of a kind and length.
  const forChildren = { ...wishes, familyAsked: undefined, familyFriendly: undefined };
  if (
    intents.childPolicy &&
    !wishes.place &&
    !narrowsList &&
    !wishes.childrenFree &&
    !wishes.category &&
    !wishes.duration &&
    !narrowsTours({ ...forChildren, text: undefined })
  ) {
    // "Are the tours suitable for children?": the FAQ on children, else the price rule.
    const children = await pageAnswering(turn);
    const asked = children && children.headingCoverage >= 0.5;
    return said(asked ? quotePassage(children) : childPriceAnswer(policies), { subject: 'other' });
  }
  if (intents.placesList) {
    return said(`We run tours in ${joinWords(turn.cities)}. Where would you like to go?`, {
      subject: 'other',
    });
  }
  // "What tours do you have in Osaka?" asks for Osaka's tours, not for our kinds of tour.
  if (intents.categoriesList && !wishes.place) {
    const { categories } = turn;
    return said(`Our tours: ${joinWords(categories)}. Which kind, and where?`, { subject: 'other' });
  }

  if (intents.refinement && memory.search) return refine(turn, intents.refinement);
  // "What's the weather in Tokyo?": we cannot say, but we can show what there is to do there.
  const searchWishes = intents.outOfScope ? withoutText(wishesToSearch(turn)) : wishesToSearch(turn);
  if (searchWishes && (!intents.outOfScope || narrowsTours(searchWishes))) {
    const outcome = await searchAnswer(tools, searchWishes, {
      today,
      cities: turn.cities,
      ...(reading.unknownPlace ? { unknownPlace: reading.unknownPlace } : {}),
      ...(reading.unknownPlace && turn.reader.places.isTown(reading.unknownPlace) ? { knownTown: true } : {}),
      ...(reading.regionAround ? { regionAround: reading.regionAround } : {}),
    });
    // No tour holds the words ("which time zone are the times in? I keep getting confused"): a page that
    // holds half the question, its heading some of it, says more than "no tour about".
    const namesAPlace = searchWishes.place !== undefined || reading.unknownPlace !== undefined;
    if (outcome.shown.length === 0 && !intents.outOfScope && !namesAPlace) {
      const near = await pageNear(turn);
      if (near) return said(quotePassage(near), { subject: 'other' });
    }
    const prefix = intents.outOfScope ? `${outOfScopeLine(intents.outOfScope, policies)}\n` : '';
    return listed(turn, outcome, prefix);
  }

  if (intents.outOfScope) return said(await outOfScope(turn, intents.outOfScope), { subject: 'other' });
  if (intents.capabilities) return said(capabilitiesAnswer(policies), { subject: 'other' });
  if (intents.greeting) return said(greetingAnswer(policies), { subject: 'other' });
  if (intents.thanks) return said(thanksAnswer(), { subject: 'other' });
  if (intents.goodbye) return said(goodbyeAnswer(policies), { subject: 'other' });
  return said(notUnderstoodAnswer(), { subject: 'other' });
}
