/** Questions about the traveller's own bookings, and attempts to reach anyone else's. */
import {
  type BookingsChoice,
  chosenBookingsAnswer,
  listedBooking,
  myBookingsAnswer,
  othersDataAnswer,
  signInForOwn,
} from './bookings-answer.ts';
import { concernOf } from './concerns.ts';
import { pageAnswering, quotePassage } from './content-answer.ts';
import { dayText, partyText } from './format.ts';
import { weatherAnswer, worryOverRules, worryText } from './rules-turn.ts';
import { cancellationAnswer, paymentAnswer, refundAnswer, rescheduleAnswer } from './service-answers.ts';
import { factsAnswer } from './tour-answers.ts';
import { nameScore } from './tour-reference.ts';
import { namesATour } from './tour-turn.ts';
import { type Answer, answered, signedIn, type Turn } from './turn.ts';

/** "How do I cancel?", "cancel my booking": the traveller's own bookings, rather than the policy in general. */
const cancellingOwn =
  /\b(how (do|can|should) (i|we) cancel|cancel (my|our|a|the|this) (booking|reservation|tour|trip)|(want|need|have) to cancel|i'd like to cancel)\b/;

/** "How do I know my booking is real?": a worry our pages answer, asked of one's own booking. */
function worry(turn: Turn): string | undefined {
  const named = concernOf(turn.reading.text, { ofATour: false, factOfATour: false });
  return named ? worryText(turn, named) : undefined;
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
          : (worry(turn) ?? (await page()));
  return rule ? `${rule}\n${signInForOwn}` : signInForOwn;
}

/**
 * "Just the start time then, she's standing right here": right after someone else's booking was refused, a
 * question about her or his booking, or a fact without a tour named, still asks for it.
 */
function stillTheirs({ reading, memory }: Turn): boolean {
  if (memory.subject !== 'othersData' || namesATour.test(reading.text)) return false;
  return (
    /\b(she|he|her|him|his|they|them|their)\b/.test(reading.text) ||
    (reading.intents.topics.length > 0 && /\b(just|only|at least)\b/.test(reading.text))
  );
}

/**
 * "Change the date of TB-DAVUCY to next week": a booking reference that is none of the asker's own (a visitor
 * has none), whatever the story told with it.
 */
async function someoneElsesReference({ reading, tools }: Turn): Promise<boolean> {
  const references = reading.text.match(/\btb-[a-z0-9]{6}\b/g);
  if (!references) return false;
  const own = new Set(((await tools.myBookings()) ?? []).map((booking) => booking.reference.toLowerCase()));
  return references.some((reference) => !own.has(reference));
}

/**
 * The traveller's own bookings ("when is my tour?", "and the one after that?", "anything booked next
 * week?", "how long is my next tour?"), changing one, or anyone else's (never answered). Undefined when
 * the message is about none of them.
 */
export async function bookingsAnswer(turn: Turn): Promise<Answer | undefined> {
  const { reading, memory, tools, policies, today } = turn;
  const { intents, wishes } = reading;

  if (intents.othersData || stillTheirs(turn) || (await someoneElsesReference(turn)))
    return answered(turn, othersDataAnswer(await signedIn(turn)), { subject: 'othersData' });
  // "What if nobody else books the tour I booked?" asks what happens to every booking, not to theirs.
  const worry = worryOverRules(turn);
  if (worry) return worry;
  // "And the one after that?" once their bookings were listed: the next of them, not a tour of a list.
  const afterThat =
    /\b(one|booking|tour) after (that|it|this|the next( one)?)\b|\bafter (that one|(the|my) next( one| tour| booking)?)\b/.test(
      reading.text,
    );
  // "What's the furthest-away trip I've booked?": the last of them, asked at once.
  // "Last" as the last one, not "how long does my next tour last?".
  const furthest =
    (intents.myBookings || memory.subject === 'bookings') &&
    /\b(furthest|farthest|(the|my|our) (very )?(last|latest))\b/.test(reading.text);
  // "Ok which one is next?" once their bookings were listed: the first of them.
  const whichNext =
    memory.subject === 'bookings' &&
    /\b(which|what)( one)? is (the )?next\b|\bthe next one\b/.test(reading.text);
  if (
    (memory.subject === 'bookings' || furthest || (afterThat && /\b(booking|booked)\b/.test(reading.text))) &&
    !intents.cancellation &&
    (reading.ordinal !== undefined || afterThat || furthest || whichNext)
  ) {
    // "What's the booking after the next one?" with none in view: the second of them.
    const secondOfAll = afterThat && memory.focus === undefined;
    const pick = secondOfAll ? 2 : afterThat ? 'after' : furthest ? 'last' : whichNext ? 1 : reading.ordinal!;
    const one = await listedBooking(tools, today, pick, memory.focus?.id);
    if (one)
      return answered(turn, one.text, { subject: 'bookings', focus: one.next ?? memory.focus, listed: [] });
  }
  // "And if we add one child?" about the tour in view changes the party asked about, not a booking.
  const partyOfTheTour =
    memory.focus !== undefined &&
    wishes.party !== undefined &&
    !/\b(booking|booked|reservation)\b/.test(reading.text);
  if (intents.reschedule && !partyOfTheTour)
    return answered(turn, rescheduleAnswer(policies), { subject: 'other' });
  // "And next week?" once their bookings were listed asks for their bookings of that week.
  const bookingsOfADate =
    memory.subject === 'bookings' &&
    wishes.date !== undefined &&
    Object.keys(wishes).every((wish) => wish === 'date');
  // "And what do they all come to together?" once their bookings were listed: the list, with its total.
  const theirTotal =
    memory.subject === 'bookings' &&
    /\b(total|all together|altogether|come to|add up|sum|in all|across all)\b/.test(reading.text);
  const choice = bookingsChoice(turn);
  // "And which ones are around Tokyo?", "did any get cancelled?" once their bookings were listed.
  const narrowsTheirs =
    (memory.subject === 'bookings' &&
      choice !== undefined &&
      /\b(which|any|what|ones|them|those|of)\b/.test(reading.text)) ||
    (choice?.status !== undefined &&
      /\b(which|any) of (them|those|my|our)\b|\b(did|have|were|has) any\b/.test(reading.text));
  // "What anime should I watch before my trip?" names a trip, not a booking.
  const ownBookings =
    (intents.myBookings ||
      bookingsOfADate ||
      theirTotal ||
      narrowsTheirs ||
      partyOfBooking.test(reading.text)) &&
    !(intents.outOfScope && !/\b(bookings?|reservations?|booked|reference|tb-)/.test(reading.text));
  // "Did any get cancelled?" asks which were, not how to cancel.
  const cancelling = intents.cancellation && choice?.status !== 'cancelled';
  if (ownBookings || (cancelling && cancellingOwn.test(reading.text))) {
    if (!(await signedIn(turn)))
      return answered(turn, await visitorsOwnBookingAnswer(turn), { subject: 'other' });
    const chosen =
      choice && !cancelling
        ? await chosenBookingsAnswer(tools, today, choice, (words, booking) =>
            nameScore(words, { title: booking.tourTitle, city: null }),
          )
        : undefined;
    if (chosen)
      return answered(turn, chosen.text, {
        subject: 'bookings',
        focus: chosen.next ?? memory.focus,
        listed: [],
      });
    const own = await myBookingsAnswer(tools, today, {
      cancelling,
      policies,
      ...(wishes.date ? { date: wishes.date } : {}),
    });
    // "How many people did I book for on my next tour? did we add the baby?": the party of that booking, not
    // how many the tour takes.
    if (partyOfBooking.test(reading.text) && own.nextBooking) {
      const { reference, date, tourTitle, tourUrl, adults, children } = own.nextBooking;
      return answered(
        turn,
        `Your next booking, ${reference} for [${tourTitle}](${tourUrl}) on ${dayText(date, today)}, is for ${partyText({ adults, children })}. To change the party, open [My bookings](/bookings) and choose Change date.`,
        { subject: 'bookings', focus: own.next, listed: [] },
      );
    }
    // "How long is my next tour?", "what's not included on the tour I booked?": the facts of the tour
    // of their next booking, under the booking itself.
    // "I need a receipt for my booking, where do I get one?" asks about paying, not what the tour gives.
    const facts = /\b(receipts?|invoices?)\b/.test(reading.text)
      ? []
      : intents.topics.filter((topic) => topic !== 'price');
    const nextTour = own.next && facts.length > 0 ? await tools.tourDetails(own.next.id) : undefined;
    if (nextTour && own.nextBooking) {
      const { reference, date } = own.nextBooking;
      const when = `Your next tour (${reference}) is on ${dayText(date, today)}.`;
      return answered(turn, `${when}\n${factsAnswer(nextTour, facts, undefined)}`, {
        subject: 'facts',
        focus: own.next,
        listed: [],
      });
    }
    // "What do I owe for my next booking, and do I pay online?": their bookings, then how paying works.
    const paying = intents.payment ? `\n${paymentAnswer(policies)}` : '';
    // "And where do we meet for it?" is about the next booked tour.
    return answered(turn, `${own.text}${paying}`, { subject: 'bookings', focus: own.next, listed: [] });
  }
  return undefined;
}

/** "How many people is my next booking for?", "did we add the baby?": who a booking is for. */
const partyOfBooking =
  /\bhow many (people|persons|adults|children|kids|travell?ers|guests|of us|tickets|seats|places) (did|have|had) (i|we) (book|booked|reserve|reserved|put)\b|\bhow many (people|persons|adults|travell?ers|guests) (is|are|was) (my|our|that|the|this) (next )?(booking|reservation|tour)( for)?\b|\b(did|have) (i|we) (add|added|put|include|included) (the |my |our )?(baby|son|daughter|kid|kids|child|children|wife|husband|partner|mum|mom|dad)\b|\b(booking|reservation) (is )?for how many\b/;

/** Words of a question about their bookings that name no tour. */
const bookingWords = new Set([
  'booking',
  'bookings',
  'booked',
  'book',
  'reservation',
  'reservations',
  'reference',
  'ref',
  'trip',
  'trips',
  'tour',
  'tours',
  'people',
  'upcoming',
  'next',
  'number',
]);

/**
 * How a question narrows the traveller's bookings ("which are confirmed?", "which of my bookings are in Kyoto?",
 * "my most expensive booking", "the reference for my Nikko trip"); undefined when it does not.
 */
function bookingsChoice({ reading }: Turn): BookingsChoice | undefined {
  const { text, wishes } = reading;
  // "Is that one confirmed?" asks of the booking in view, not which of them are.
  const ofOne = /\b(that one|this one|it)\b/.test(text);
  const statusSaid = /\b(confirmed|pending|cancell?ed)\b/.exec(text)?.[1];
  const status =
    statusSaid && !ofOne && /\b(which|any|what|are|did|have|how many|ones)\b/.test(text)
      ? statusSaid.startsWith('cancel')
        ? ('cancelled' as const)
        : (statusSaid as 'confirmed' | 'pending')
      : undefined;
  const measure = /\b(most expensive|dearest|priciest)\b/.test(text)
    ? ('dearest' as const)
    : /\b(cheapest|least expensive)\b/.test(text)
      ? ('cheapest' as const)
      : /\blongest\b/.test(text)
        ? ('longest' as const)
        : /\bshortest\b/.test(text)
          ? ('shortest' as const)
          : undefined;
  // "List my bookings cheapest first" orders them all; "my cheapest booking" is one.
  const inOrder =
    /\b(cheapest|dearest|priciest|longest|shortest|most expensive|least expensive) (one )?first\b/.test(text);
  const most = inOrder ? undefined : measure;
  const order = inOrder ? measure : undefined;
  const { place } = wishes;
  const names = place
    ? [
        place.name,
        ...(place.kind === 'area' ? place.regions : []),
        ...(place.kind === 'several' ? place.places.map((each) => each.name) : []),
      ]
    : [];
  // "How many people did I book the maiko dinner for?", "the reference for my Nikko trip".
  const nameWords = reading.nameWords.filter((word) => !bookingWords.has(word));
  const namesOne =
    !place &&
    nameWords.length > 0 &&
    !/\b(next|upcoming|first|last|coming)\b/.test(text) &&
    (namesATour.test(text) || /\b(my|our) [a-z]+( [a-z]+)? (trip|tour|booking|reservation|day)\b/.test(text));
  if (!status && !most && !order && !place && !namesOne) return undefined;
  return {
    ...(status ? { status } : {}),
    ...(most ? { most } : {}),
    ...(order ? { order } : {}),
    ...(place ? { place: { name: place.name, names } } : {}),
    ...(namesOne ? { nameWords } : {}),
  };
}
