import { toMajorUnits, toMinorUnits } from '@tabi/contracts';
import type { AssistantTools, MyBooking, PolicyFacts, TourFacts } from '../assistant-tools.ts';
import { type DateWish, inDateWish } from './dates.ts';
import { dateWishText, dayText, durationText, money, partyText, tourLink } from './format.ts';
import type { TourRef } from './memory.ts';

/** How a visitor sees their own bookings; a sentence of its own, or the end of a general answer. */
export const signInForOwn =
  'To see your own bookings, [sign in](/login) and ask me again; you find them all in My bookings.';

/**
 * Anyone else's bookings or details: never told, to a visitor, a traveller or someone who says they are
 * staff (staff read bookings in the admin console, where the server checks who they are).
 */
export function othersDataAnswer(signedIn: boolean): string {
  return signedIn
    ? 'I can only tell you about your own bookings, never anyone else\'s. Ask me "when is my next tour?", or see them all in [My bookings](/bookings).'
    : `I can only tell travellers about their own bookings, never anyone else's. ${signInForOwn}`;
}

/** A departure's start as the traveller's watch in Japan shows it ("06:00"), from an instant or a clock time. */
function clockTime(startsAt: string, timezone: string): string {
  if (/^\d{2}:\d{2}/.test(startsAt)) return startsAt.slice(0, 5);
  const instant = new Date(startsAt);
  if (Number.isNaN(instant.getTime())) return startsAt;
  return new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', timeZone: timezone }).format(
    instant,
  );
}

function bookingLine(booking: MyBooking, today: string, timezone: string): string {
  const tour = tourLink({ id: booking.tourId, title: booking.tourTitle });
  return `- ${booking.reference}: ${tour}, ${dayText(booking.date, today)} at ${clockTime(booking.startsAt, timezone)}, meet at ${booking.meetingPoint}; ${partyText(booking)}, ${money(booking.total, booking.currency)} (${booking.status})`;
}

/** The upcoming bookings one answer lists; My bookings has them all. */
const listedAtMost = 10;

const isUpcoming = (booking: MyBooking, today: string) =>
  booking.date >= today && booking.status !== 'cancelled' && booking.status !== 'completed';

/**
 * An answer about the traveller's bookings, and their next booking with its tour, for "where do we meet for
 * it?" and "how long is my next tour?".
 */
export type BookingsAnswer = { text: string; next?: TourRef; nextBooking?: MyBooking };

/**
 * The signed-in traveller's own bookings: the next ones first, or those of the day or month asked about
 * ("anything booked next month?"); how to cancel them when asked.
 */
export async function myBookingsAnswer(
  tools: AssistantTools,
  today: string,
  options: { cancelling: boolean; policies: PolicyFacts; date?: DateWish },
): Promise<BookingsAnswer> {
  const bookings = await tools.myBookings();
  if (bookings === null) return { text: signInForOwn };
  if (bookings.length === 0) {
    return {
      text: options.cancelling
        ? `You have no bookings to cancel. Whenever you do: cancelling is free up to ${options.policies.freeCancellationHours} hours before the start, from [My bookings](/bookings).`
        : 'You have no bookings yet. Tell me a place or a date and I will find you a tour.',
    };
  }
  const upcoming = bookings
    .filter((booking) => isUpcoming(booking, today))
    .sort((a, b) => a.date.localeCompare(b.date));
  const first = upcoming[0];
  const next = first && { id: first.tourId, title: first.tourTitle, city: null };
  const text = bookingsText(bookings, upcoming, today, tools.timezone, options);
  return { text, ...(next ? { next, nextBooking: first } : {}) };
}

function bookingsText(
  bookings: MyBooking[],
  upcoming: MyBooking[],
  today: string,
  timezone: string,
  options: { cancelling: boolean; policies: PolicyFacts; date?: DateWish },
): string {
  const { date } = options;
  if (date && !options.cancelling) {
    const then = upcoming.filter((booking) => inDateWish(booking.date, date));
    const when = dateWishText(date, today);
    if (then.length === 0)
      return `You have no tour booked ${when}. ${upcoming.length > 0 ? `Your next: ${bookingLine(upcoming[0]!, today, timezone).slice(2)}` : 'Tell me a place and I will find you one.'}`;
    return [
      `Booked ${when}:`,
      ...then.slice(0, listedAtMost).map((booking) => bookingLine(booking, today, timezone)),
      ...togetherLine(then),
      'All details are in [My bookings](/bookings).',
    ].join('\n');
  }
  if (options.cancelling) {
    if (upcoming.length === 0)
      return 'You have no upcoming booking to cancel. See them all in [My bookings](/bookings).';
    const lines = upcoming.slice(0, 5).map((booking) => {
      const terms = booking.freeCancellation
        ? 'free to cancel now'
        : `less than ${options.policies.freeCancellationHours} hours to go: if you paid, the refund is reviewed`;
      return `${bookingLine(booking, today, timezone)}; ${terms}`;
    });
    return [
      'To cancel: open [My bookings](/bookings), choose Cancel booking on the booking and tell us briefly why.',
      ...lines,
      `Cancelling is free up to ${options.policies.freeCancellationHours} hours before the start.`,
    ].join('\n');
  }
  if (upcoming.length === 0) {
    return `You have no upcoming tours. Your recent bookings:\n${bookings
      .slice(0, 5)
      .map((booking) => bookingLine(booking, today, timezone))
      .join('\n')}`;
  }
  const intro =
    upcoming.length === 1
      ? 'Your next tour:'
      : `You have ${upcoming.length} upcoming tours; the next is first:`;
  const more = upcoming.length - listedAtMost;
  return [
    intro,
    ...upcoming.slice(0, listedAtMost).map((booking) => bookingLine(booking, today, timezone)),
    ...(more > 0 ? [`and ${more} more.`] : []),
    ...togetherLine(upcoming),
    'All details are in [My bookings](/bookings).',
  ].join('\n');
}

/** "How much do my upcoming trips come to?": the sum of several bookings, when one currency prices them all. */
function togetherLine(bookings: MyBooking[]): string[] {
  const [first] = bookings;
  if (!first || bookings.length < 2 || bookings.some((booking) => booking.currency !== first.currency))
    return [];
  const minor = bookings.reduce((sum, booking) => sum + toMinorUnits(booking.total), 0);
  const all = bookings.length === 2 ? 'Both' : `All ${bookings.length}`;
  return [`${all} come to ${money(toMajorUnits(minor), first.currency)} together.`];
}

/**
 * "And the one after that?", "the last one?" once their bookings were listed: one upcoming booking, counted
 * as the list counted them, or the one after the booking in view. Undefined for a visitor.
 */
export async function listedBooking(
  tools: AssistantTools,
  today: string,
  pick: number | 'last' | 'after',
  inView: string | undefined,
): Promise<BookingsAnswer | undefined> {
  const bookings = await tools.myBookings();
  if (bookings === null) return undefined;
  const upcoming = bookings
    .filter((booking) => isUpcoming(booking, today))
    .sort((a, b) => a.date.localeCompare(b.date));
  const at =
    pick === 'last'
      ? upcoming.length - 1
      : pick === 'after'
        ? upcoming.findIndex((booking) => booking.tourId === inView) + 1
        : pick - 1;
  const booking = upcoming[at];
  if (!booking) {
    return {
      text:
        upcoming.length === 0
          ? 'You have no upcoming tours. See them all in [My bookings](/bookings).'
          : `That is all: you have ${upcoming.length} upcoming ${upcoming.length === 1 ? 'tour' : 'tours'}. See them all in [My bookings](/bookings).`,
    };
  }
  return {
    text: bookingLine(booking, today, tools.timezone).slice(2),
    next: { id: booking.tourId, title: booking.tourTitle, city: null },
    nextBooking: booking,
  };
}

/** How the traveller narrows their own bookings: by status, by place, by a tour named, or the most of one. */
export type BookingsChoice = {
  status?: 'confirmed' | 'pending' | 'cancelled';
  /** The cities and regions of a place asked about ("which of my bookings are in Kyoto?"). */
  place?: { name: string; names: string[] };
  /** Words that name a tour ("the reference for my Nikko trip"). */
  nameWords?: string[];
  most?: Measure;
  /** "List my bookings cheapest first": all of them, in that order. */
  order?: Measure;
};

type Measure = 'dearest' | 'cheapest' | 'longest' | 'shortest';

/** How a measure is said of bookings: "the most expensive", "cheapest first". */
const measureSaid: Record<Measure, string> = {
  dearest: 'most expensive',
  cheapest: 'least expensive',
  longest: 'longest',
  shortest: 'shortest',
};

/**
 * "Which of them are confirmed?", "did any get cancelled?", "which of my bookings are in Kyoto?", "what's my most
 * expensive booking?", "how many people did I book the maiko dinner for?": the bookings that answer, each with
 * its reference, day, time, meeting point, party, total and status. Undefined for a visitor, or when no choice
 * was asked.
 */
export async function chosenBookingsAnswer(
  tools: AssistantTools,
  today: string,
  choice: BookingsChoice,
  scoreOf: (nameWords: string[], booking: MyBooking) => number,
): Promise<BookingsAnswer | undefined> {
  const bookings = await tools.myBookings();
  if (bookings === null) return undefined;
  const line = (booking: MyBooking) => bookingLine(booking, today, tools.timezone);
  // A cancelled booking is asked about among all of them; anything else among those still to come.
  let chosen =
    choice.status === 'cancelled'
      ? bookings.filter((booking) => booking.status === 'cancelled' && booking.date >= today)
      : bookings.filter((booking) => isUpcoming(booking, today));
  chosen.sort((a, b) => a.date.localeCompare(b.date));
  if (choice.status && choice.status !== 'cancelled')
    chosen = chosen.filter((booking) => booking.status === choice.status);
  const details = new Map<string, TourFacts | null>();
  const facts = async (booking: MyBooking) => {
    if (!details.has(booking.tourId)) details.set(booking.tourId, await tools.tourDetails(booking.tourId));
    return details.get(booking.tourId) ?? null;
  };
  if (choice.place) {
    const names = new Set(choice.place.names.map((name) => name.toLowerCase()));
    const inPlace = await Promise.all(
      chosen.map(async (booking) => {
        const tour = await facts(booking);
        return (
          tour !== null && [tour.city, tour.region].some((name) => name && names.has(name.toLowerCase()))
        );
      }),
    );
    chosen = chosen.filter((_, at) => inPlace[at]);
  }
  if (choice.nameWords && choice.nameWords.length > 0) {
    const scored = chosen.map((booking) => ({ booking, score: scoreOf(choice.nameWords!, booking) }));
    const best = Math.max(0, ...scored.map(({ score }) => score));
    if (best > 0) chosen = scored.filter(({ score }) => score === best).map(({ booking }) => booking);
    else if (!choice.status && !choice.place && !choice.most && !choice.order) return undefined;
  }
  const what = [
    choice.status ? choice.status : choice.most || choice.order ? '' : 'booked',
    choice.place ? `in ${choice.place.name}` : '',
  ]
    .filter(Boolean)
    .join(' ');
  if (chosen.length === 0)
    return {
      text: `None of your ${choice.status === 'cancelled' ? '' : 'upcoming '}bookings is ${what || 'like that'}. See them all in [My bookings](/bookings).`,
    };
  const measured = async (measure: Measure) => {
    const value = async (booking: MyBooking) =>
      measure === 'dearest' || measure === 'cheapest'
        ? toMinorUnits(booking.total)
        : ((await facts(booking))?.durationMinutes ?? 0);
    const values = await Promise.all(chosen.map(value));
    const downwards = measure === 'dearest' || measure === 'longest';
    return chosen
      .map((booking, at) => ({ booking, value: values[at]! }))
      .sort((a, b) => (downwards ? b.value - a.value : a.value - b.value))
      .map(({ booking }) => booking);
  };
  if (choice.order) {
    chosen = await measured(choice.order);
    const first = chosen[0]!;
    return {
      text: [
        `Your ${chosen.length} upcoming ${chosen.length === 1 ? 'booking' : 'bookings'}, ${choice.order === 'cheapest' ? 'cheapest' : measureSaid[choice.order]} first:`,
        ...chosen.slice(0, listedAtMost).map(line),
        'All details are in [My bookings](/bookings).',
      ].join('\n'),
      next: { id: first.tourId, title: first.tourTitle, city: null },
      nextBooking: first,
    };
  }
  if (choice.most) {
    const [one] = (await measured(choice.most)) as [MyBooking];
    const minutes = (await facts(one))?.durationMinutes;
    const said = measureSaid[choice.most];
    const length =
      minutes && (choice.most === 'longest' || choice.most === 'shortest')
        ? ` (${durationText(minutes)})`
        : '';
    return {
      text: `Your ${said} upcoming booking${length}:\n${line(one)}`,
      next: { id: one.tourId, title: one.tourTitle, city: null },
      nextBooking: one,
    };
  }
  const [first] = chosen;
  return {
    text: [
      chosen.length === 1 ? 'This one:' : `These ${chosen.length}:`,
      ...chosen.slice(0, listedAtMost).map(line),
      'All details are in [My bookings](/bookings).',
    ].join('\n'),
    ...(first ? { next: { id: first.tourId, title: first.tourTitle, city: null }, nextBooking: first } : {}),
  };
}
