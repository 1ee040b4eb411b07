/**
 * Questions our rules and pages answer: weather, cancelling, refunds, worries known by a telling word, contact,
 * the cut-off, needs, paying.
 */
import { concernOf, needPage, strollerSaid } from './concerns.ts';
import { pageAnswering, publishedAt, quotePassage } from './content-answer.ts';
import { botAsked } from './intents.ts';
import {
  cancellationAnswer,
  contactAnswer,
  currencyAnswer,
  cutoffAnswer,
  liveChatAnswer,
  paymentAnswer,
  refundAnswer,
  weatherRefundLine,
} from './service-answers.ts';
import { botAnswer, outOfScopeAnswer } from './small-talk.ts';
import { normalise, readNumber } from './text.ts';
import { bookingWindowText } from './tour-answers.ts';
import { namesATour } from './tour-turn.ts';
import { type Answer, answered, asksForTours, signedIn, type Turn } from './turn.ts';

/** Not turning up at all: "we oversleep and miss the tour", "a no-show". */
const noShow =
  /\b(miss(ed|ing)? the (whole )?tour|no[- ]shows?|(don'?t|didn'?t|do not|did not) (show|turn) up|oversleep|overslept)\b/;

/** "30 hours before", "3 days before", "exactly 24 hours before, on the dot": how long before the start. */
function hoursBefore(text: string): number | undefined {
  if (/\bon the dot\b/.test(text) && /\b24\b/.test(text)) return 24;
  const said =
    /\b(\d{1,3}|an?|one|two|three|four|five|six|ten|twelve|twenty|thirty|forty|forty-eight) ?(hours?|hrs?|h|days?) (before|ahead|prior|in advance|out|beforehand)\b/.exec(
      text,
    );
  if (!said) return undefined;
  const count = /^an?$/.test(said[1]!) ? 1 : readNumber(said[1]!);
  if (count === undefined) return undefined;
  return said[2]!.startsWith('d') ? count * 24 : count;
}

/** Cancelling that many hours before the start: free from the policy's hours on, else the late rule. */
function cancellingAt(turn: Turn, hours: number): string {
  const free = turn.policies.freeCancellationHours;
  const when = hours % 24 === 0 && hours >= 48 ? `${hours / 24} days` : `${hours} hours`;
  if (hours >= free)
    return `${when} before the start is at least ${free} hours before it, so cancelling then is free.\n${cancellationAnswer(turn.policies)}`;
  return `${when} before the start is less than ${free} hours before it, so it is a late cancellation:\n${quotePassage(publishedAt(turn, '/faq#late-cancellation'))}`;
}

/** "What if it rains?": the FAQ on rain, then what a cancellation for the weather means for the money. */
export function weatherAnswer(turn: Turn): string {
  return `${quotePassage(publishedAt(turn, '/faq#weather'))}\n${weatherRefundLine(turn.policies)}`;
}

/** "Which Kyoto tours work with a pram?", "can I bring the stroller?": whether a stroller can come along. */
const strollerAccessAsked =
  /\b(bring|take|push|use|manage) (a |an |our |the |my )?(double )?(strollers?|prams?|buggy|pushchairs?)\b|\b(work|works|doable|ok|okay|possible|accessible|friendly) (with|for) (a |an |our |the |my )?(double )?(strollers?|prams?|buggy|pushchairs?)\b|\b(strollers?|prams?|buggy|pushchairs?)[- ](friendly|accessible)\b|\brealistically doable\b/;

/** "Can the tours with meals make Jain food?": whether we cater for a diet, which our page on diets answers. */
const cateringAsked =
  /\b(can|could|do|does|will|would) (you|they|the tours?|your tours?|the guides?|it|the restaurants?|the chefs?|(the |your )?tours with \w+) (make|cater|do|provide|accommodate|handle|adapt|prepare|serve|offer|manage)\b|\bcater(ing)? for\b|\b(can|could|will|would) (the )?(meals?|food|lunch|dinner|menu|dishes)( on (the |your )?tours?)? be\b|\b(is|are) ([a-z-]+ ){0,4}(possible|available|an option|doable)\b/;

/** Subjects we do not handle in which a need is still what is asked: our pages on access and diets answer. */
const needItself = ['health advice', 'pets', 'getting around Japan', 'travel safety'];

/** "Do you sell rail passes?": the page that asks it says what we do and do not sell; else an honest no. */
export async function outOfScope(turn: Turn, subject: string): Promise<string> {
  // "Write me a haiku about cherry blossoms" asks for writing, whatever page speaks of blossoms; so for a drawing.
  // "Call me a taxi to the meeting point" asks us to do it, whatever page speaks of the meeting point.
  const asksUsToDoIt = /\b(call|book|get|order|arrange|reserve) (me|us)\b/.test(turn.reading.text);
  const asked =
    ['writing', 'drawing', 'computer code'].includes(subject) || asksUsToDoIt
      ? undefined
      : await pageAnswering(turn);
  return asked && asked.headingCoverage >= 0.5
    ? quotePassage(asked)
    : outOfScopeAnswer(subject, turn.policies);
}

/**
 * "How far ahead does your calendar go?", "why does the calendar just stop?", "can we book it two years from
 * now?": the booking window, not the cut-off before a tour.
 */
const windowAsked =
  /\bhow far (ahead|out|in advance) (can|could|may|does|do|will) (i|we|you|the calendar|your calendar|the booking calendar|bookings?)( (go|book|reserve|open))?\b(?!.*\b(need|must|have to|should)\b)|\b(booking )?calendar (just |only )?(stops?|ends?|goes|go|open)\b|\b(how far|until when|till when) (does|do|will) (the |your )?(booking )?(calendar|bookings?)\b|\b(book|reserve|lock (it|in)|booking)\b.*\b((\d+|thirteen|fourteen|fifteen|sixteen|eighteen|twenty[- ]four) months|(two|2|three|3) years) (from now|ahead|out|away|in advance|from today)\b|\b((\d+|thirteen|fourteen|fifteen|sixteen|eighteen|twenty[- ]four) months|(two|2|three|3) years) (from now|ahead|out|away)\b.*\b(book|reserve|booking)\b|\bfrom when (will|can|could) (i|we) (be able to )?book\b/;

/** "What currency will I be charged in, yen or USD?", "do you charge in yen or dollars?": not an amount. */
const currencyAsked =
  /\b(which|what) currency\b|\bcurrenc(y|ies) (do|does|will|would|are|is)\b|\b(charge|charged|charges|pay|paid|billed|priced|prices?( are)?|refund(ed)?) in (yen|jpy|dollars|usd|us dollars|euros?|local currency)\b(?! (or|and) (cash|card))|\b(yen|jpy) or (us )?(dollars|usd)\b|\b(us )?(dollars|usd) or (yen|jpy)\b/;

/**
 * "What if nobody else books the tour I booked, do you cancel it?", "do I pay more on my own?": a worry our
 * pages answer, asked in the words of cancelling, paying or a booking, and no question of those rules.
 */
export function worryOverRules(turn: Turn): Answer | undefined {
  const worry = concernOf(turn.reading.text, { ofATour: false, factOfATour: false, beforeRules: true });
  return worry ? answered(turn, worryText(turn, worry), { subject: 'other' }) : undefined;
}

/** What our pages say of a worry: its lead, then the page that answers it. */
export function worryText(turn: Turn, { page, lead }: { page: string; lead?: string }): string {
  const quoted = quotePassage(publishedAt(turn, page));
  return lead ? `${lead}\n${quoted}` : quoted;
}

/**
 * A question one of our rules or pages answers whatever tour is meant: the weather, cancelling and
 * refunds, our team, the booking cut-off, needs the catalog does not record, something we do not do,
 * paying. Undefined when the message asks something else.
 */
export async function rulesAnswer(turn: Turn): Promise<Answer | undefined> {
  const { reading, memory, policies, today } = turn;
  const { intents, wishes } = reading;

  if (intents.weather) return answered(turn, weatherAnswer(turn), { subject: 'other' });
  const beforeRules = worryOverRules(turn);
  if (beforeRules) return beforeRules;
  // "If we oversleep and miss the tour, does that count as cancelling?": what happens on the day.
  if (intents.cancellation && noShow.test(reading.text))
    return answered(turn, quotePassage(publishedAt(turn, '/cancellation-policy#changes-on-the-day')), {
      subject: 'other',
    });
  // "If I cancel 30 hours before?", then "and if it's only 10 hours before?": the rule for that many hours.
  const before = hoursBefore(reading.text);
  if (before !== undefined && (intents.cancellation || memory.subject === 'cancelling'))
    return answered(turn, cancellingAt(turn, before), { subject: 'cancelling' });
  if (intents.cancellation) return answered(turn, cancellationAnswer(policies), { subject: 'cancelling' });
  // "Can you get my money back from the other company?" asks of a refund that is not ours to give.
  const refund = intents.refund && intents.outOfScope !== 'other companies';
  // "My refund got denied, what can I do?": the section on disagreeing; "how long do you take to decide?":
  // the one on how a refund is decided; "how long does a refund to my card take?": how the money comes back.
  if (refund && /\b(denied|refused|rejected|declined|unfair|disagree|appeal|complain)/.test(reading.text))
    return answered(turn, quotePassage(publishedAt(turn, '/refund-policy#disagree')), { subject: 'other' });
  if (refund && /\b(decide|decision|review|approv|assess)/.test(reading.text))
    return answered(turn, quotePassage(publishedAt(turn, '/refund-policy#process')), { subject: 'other' });
  if (refund && /\b(how long|how many days|how soon|how quickly|when will)\b/.test(reading.text))
    return answered(turn, quotePassage(publishedAt(turn, '/refund-policy#payment')), { subject: 'other' });
  if (windowAsked.test(reading.text) && !wishes.date)
    return answered(turn, bookingWindowText(today), { subject: 'other' });
  if (currencyAsked.test(reading.text)) return answered(turn, currencyAnswer(policies), { subject: 'other' });
  if (refund) return answered(turn, refundAnswer(policies), { subject: 'other' });
  // "What should I bring for the Mount Takao walk?" asks what that tour includes.
  const namesATourToo = reading.placeWords.length > 0 || (intents.pointsAtTour && memory.focus !== undefined);
  // "What if we are 10 min late, will they wait?": a worry our pages answer, known by its telling word. The
  // story may read as terms of a tour ("10 min", "in the mornings"), and a kind may say which tours the worry
  // is about ("on the food tours, can I have a soft drink?"); a search by place, budget or length asks for tours.
  const findsTours = intents.search && (wishes.place || wishes.budget || wishes.duration);
  // "Diabetic: does the Nikko tour include lunch?", "tea ceremony: how many max in the group? I can't see": a
  // fact of a named tour comes first, whatever worry or need is told with it.
  const asksAFact = intents.topics.some((topic) =>
    ['included', 'excluded', 'price', 'duration', 'start', 'groupSize', 'languages', 'meeting'].includes(
      topic,
    ),
  );
  const factOfATour = asksAFact && (namesATourToo || namesATour.test(reading.text));
  // "Will my ryokan room have a fridge for my insulin?" asks of something we do not run.
  // "Can my 12 year old come on the sake brewery tour? He is deaf, that is not the problem": whether the tour
  // takes children, whatever else is told.
  const childOfATour = intents.childPolicy && (namesATourToo || namesATour.test(reading.text));
  const worry =
    findsTours || intents.outOfScope || childOfATour
      ? undefined
      : concernOf(reading.text, {
          ...(wishes.place ? { place: normalise(wishes.place.name) } : {}),
          ofATour: namesATourToo,
          factOfATour,
        });
  if (worry) return answered(turn, worryText(turn, worry), { subject: 'other' });
  // "Is this a real person or a bot?": who answers, and how to reach the people.
  if (botAsked.test(reading.text))
    return answered(turn, `${botAnswer(policies)} ${liveChatAnswer(policies, await signedIn(turn))}`, {
      subject: 'other',
    });
  if (intents.liveChat && !intents.outOfScope)
    return answered(turn, liveChatAnswer(policies, await signedIn(turn)), { subject: 'other' });
  // "Can I swap dollars for yen at your office?" asks for something we do not do, not for our address.
  // "Do I have to print my ticket or is my phone ok?" is the FAQ's question, not one for our phone number.
  if (intents.contact && !intents.outOfScope) {
    const page = await pageAnswering(turn);
    if (page && page.headingCoverage >= 0.5) return answered(turn, quotePassage(page), { subject: 'other' });
    return answered(turn, contactAnswer(policies, await signedIn(turn)), { subject: 'other' });
  }
  // "Why does the calendar say 'too soon to book' for tomorrow?" asks the rule, whatever the day; "can I book
  // something for today?" is answered by it, since every departure today is inside it.
  if (
    intents.cutoff &&
    (!wishes.date ||
      (wishes.date.kind === 'day' && wishes.date.date === today) ||
      /\btoo (soon|late) to book\b|\bwhy\b|\bhow (late|soon|close|far ahead)\b|\bbook (something |a tour )?last[- ]minute\b|\bstill (possible|ok|okay)\b|\b(possible|ok|okay) to book\b/.test(
        reading.text,
      ))
  )
    return answered(turn, cutoffAnswer(policies), { subject: 'other' });
  // Access, diets, luggage and packing are not among the facts the catalog records: our pages say how we
  // handle them ("can I bring a suitcase? we check out of the hotel" is about luggage, not hotels).
  // "Can I bring my toddlers to the sake tasting? in a stroller": whether that tour takes them.
  const childrenFirst =
    childOfATour || (intents.childPolicy && /\b(strollers?|prams?|buggy)\b/.test(reading.text));
  // "Do kids pay less? my son comes with his wheelchair": the price asked, whatever need is told with it.
  const childPriceAsked =
    intents.childPolicy && /\b(pay|pays|price|cost|costs|free|discount|cheaper|less)\b/.test(reading.text);
  const asksOfTheTour =
    childrenFirst ||
    childPriceAsked ||
    factOfATour ||
    ((namesATourToo || namesATour.test(reading.text)) &&
      (intents.specialNeeds === 'packing' ||
        intents.specialNeeds === 'luggage' ||
        intents.specialNeeds === 'dress'));
  // "Recommend a vegan restaurant?", "which hotel has the best accessible rooms?", "rent me a wheelchair for the
  // week?", "the weather tomorrow? rain is bad for my wheelchair" ask for what we do not do, whatever need is
  // told with it; "can I bring a suitcase? we check out of the hotel" is still about luggage on the tour. A need
  // is the question in what health, a guide dog or getting about asks ("can my guide dog come?"), and what to
  // pack or wear names things we do not sell ("what must I take? umbrella, the passport?").
  const needElsewhere =
    intents.outOfScope !== undefined &&
    !needItself.includes(intents.outOfScope) &&
    intents.specialNeeds !== 'packing' &&
    intents.specialNeeds !== 'dress';
  // "We keep kosher; what suits the kids in Kyoto?", "vegan food tours in Osaka?" ask for tours, and "zen morning
  // for 2 vegans - total?" a tour's fact, with our page on diets under the answer; "can you cater for vegans?",
  // "can the guide adapt the food?" ask the page.
  const dietAside =
    intents.specialNeeds === 'diet' &&
    (!cateringAsked.test(reading.text) || (intents.search && /\b(which|what|any)\b/.test(reading.text))) &&
    (asksAFact || (asksForTours(turn) && !factOfATour));
  // "With a toddler in a stroller, best Tokyo tour?" asks for tours that suit a family, with our page on access
  // under them.
  const strollerAside =
    intents.specialNeeds === 'access' &&
    asksForTours(turn) &&
    wishes.place !== undefined &&
    strollerSaid.test(reading.text) &&
    (intents.search || /\b(best|top|recommend|good|what|which|any)\b/.test(reading.text)) &&
    !strollerAccessAsked.test(reading.text) &&
    !/\b(wheelchairs?|walker|crutches|mobility|disab\w*)\b/.test(reading.text);
  // "Day trips from Tokyo that are ok for a rollator?", "pensioners, my wife has a rollator, anything under $80?":
  // the gentle tours of the search, with the page on access under them (the search's answer). A wheelchair is
  // no wish for gentle tours, so its question stays our team's (the page on access).
  const mobilityAside =
    intents.specialNeeds === 'access' &&
    asksForTours(turn) &&
    wishes.gentle === true &&
    !(intents.pointsAtTour && memory.focus !== undefined) &&
    !namesATour.test(reading.text);
  if (
    intents.specialNeeds &&
    !asksOfTheTour &&
    !needElsewhere &&
    !dietAside &&
    !strollerAside &&
    !mobilityAside
  ) {
    return answered(turn, quotePassage(publishedAt(turn, needPage(intents.specialNeeds))), {
      subject: 'other',
    });
  }
  // "How do I get a SIM card?" is not about paying by card; "a flight to Okinawa" is not the Okinawa tour.
  if (intents.outOfScope && !wishes.place)
    return answered(turn, await outOfScope(turn, intents.outOfScope), { subject: 'other' });
  // "Does the Miyajima tour include the ferry or do we pay that separately?" asks what the tour includes.
  const asksWhatTourHolds = intents.topics.some(
    (topic) => topic === 'price' || topic === 'included' || topic === 'excluded',
  );
  // "Under $60 because I am not paying big money again" is a budget, not a question about paying.
  // "Can you issue a company invoice with our VAT number?" asks for something we do not do.
  // "Tours where children pay nothing?" asks for tours, not how paying works.
  if (
    intents.payment &&
    !intents.childPolicy &&
    !asksWhatTourHolds &&
    !wishes.budget &&
    !wishes.childrenFree &&
    !intents.outOfScope
  )
    return answered(turn, paymentAnswer(turn.policies), { subject: 'other' });

  return undefined;
}
