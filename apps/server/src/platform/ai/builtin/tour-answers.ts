import {
  bookingPrice,
  bookingWindowLastDate,
  policy,
  toMajorUnits,
  toMinorUnits,
  zoneAbbreviation,
} from '@tabi/contracts';
import type { AssistantTools, DepartureDay, PolicyFacts, TourFacts } from '../assistant-tools.ts';
import { addDays, type DateWish } from './dates.ts';
import {
  adultsOnlyRefusal,
  childShareText,
  dayText,
  durationText,
  joinWords,
  largerPartyAdvice,
  money,
  monthText,
  partyText,
  plural,
  ratingText,
  tourLink,
  weekdaysText,
} from './format.ts';
import type { StartWish } from './guide-wishes.ts';
import type { FactTopic } from './intents.ts';
import type { PartyWish } from './party.ts';

/** Minutes since midnight of a `HH:MM` clock time. */
export function minutesOfDay(clock: string): number {
  const [hours = 0, minutes = 0] = clock.split(':').map(Number);
  return hours * 60 + minutes;
}

/** The clock time a tour that starts at `HH:MM` ends, when it ends the same day. */
export function endsAt(start: string, minutes: number | null): string | undefined {
  if (minutes === null) return undefined;
  const end = minutesOfDay(start) + minutes;
  if (end >= 24 * 60) return undefined;
  return `${String(Math.floor(end / 60)).padStart(2, '0')}:${String(end % 60).padStart(2, '0')}`;
}

/** A short paragraph on a tour: what it is, price, length, start, rating. */
export function overview(tour: TourFacts): string {
  const firstSentences = tour.description
    .split(/\n\n/)[0]!
    .match(/[^.!?]+[.!?]+/g)
    ?.slice(0, 2)
    .join('')
    .trim();
  const facts = [
    `${money(tour.priceNumber, tour.currency)} per adult (${childShareText(tour)})`,
    durationText(tour.durationMinutes),
    startsText(tour),
    ratingText(tour),
  ].filter((fact): fact is string => fact !== undefined);
  const lines = [`${tourLink(tour)}${tour.city ? ` (${tour.city})` : ''}: ${facts.join(', ')}.`];
  if (firstSentences) lines.push(firstSentences);
  if (tour.highlights.length > 0) lines.push(`Highlights: ${tour.highlights.slice(0, 3).join('; ')}.`);
  lines.push(notBookable(tour) ?? 'Ask me what is included, where it meets, or for free dates.');
  return lines.join('\n');
}

/** "starts 09:00 JST every day": when a tour leaves, on the operator's clock. */
export const startsText = (tour: TourFacts) =>
  `starts ${tour.departureTime} ${zoneAbbreviation(tour.timezone)} ${weekdaysText(tour.departureDays)}`;

function notBookable(tour: TourFacts): string | undefined {
  return tour.missingFacts.length > 0
    ? 'It cannot be booked yet: the operator is still completing its details.'
    : undefined;
}

const list = (items: string[]) => items.map((item) => `- ${item}`).join('\n');

/** The answer to one question about a tour's facts. */
export function factAnswer(tour: TourFacts, topic: FactTopic, party: PartyWish | undefined): string {
  switch (topic) {
    case 'included':
      return tour.included.length > 0
        ? `Included:\n${list(tour.included)}${tour.excluded.length > 0 ? `\nNot included:\n${list(tour.excluded)}` : ''}`
        : 'The tour page does not list what is included yet.';
    case 'excluded':
      // "Do I pay extra for the ropeway?" is answered as much by what is included as by what is not.
      return [
        tour.excluded.length > 0 ? `Not included:\n${list(tour.excluded)}` : 'Nothing is listed as extra.',
        tour.included.length > 0 ? `Included:\n${list(tour.included)}` : undefined,
      ]
        .filter(Boolean)
        .join('\n');
    case 'meeting':
      return tour.meetingPoint
        ? `Meeting point: ${tour.meetingPoint}, at ${tour.departureTime} ${zoneAbbreviation(tour.timezone)}.`
        : 'The meeting point is not published yet.';
    case 'duration': {
      const length = durationText(tour.durationMinutes);
      const zone = zoneAbbreviation(tour.timezone);
      const end = endsAt(tour.departureTime, tour.durationMinutes);
      return length
        ? `It lasts about ${length}, starting at ${tour.departureTime} ${zone}${end ? ` and ending at about ${end} ${zone}` : ''}.`
        : 'Its length is not published yet.';
    }
    case 'start':
      return `It starts at ${tour.departureTime} ${zoneAbbreviation(tour.timezone)}, ${weekdaysText(tour.departureDays)}${tour.meetingPoint ? `, at ${tour.meetingPoint}` : ''}.`;
    case 'languages':
      return `Guided in ${joinWords(tour.languages)}.`;
    case 'rating':
      return tour.ratingsCount > 0 ? `It is ${ratingText(tour)}.` : 'It has no reviews yet.';
    case 'price':
      return priceAnswer(tour, party);
    case 'groupSize':
      return `At most ${plural(tour.maxGroupSize, 'traveller')} per departure.`;
    case 'highlights':
      return tour.highlights.length > 0 ? `Highlights:\n${list(tour.highlights)}` : overview(tour);
    case 'overview':
      return overview(tour);
    case 'confirmation':
      return tour.instantConfirmation
        ? 'It has instant confirmation: your booking is confirmed the moment you make it.'
        : 'Our team confirms each booking of this tour shortly after you make it; you get a notification and an e-mail.';
  }
}

/**
 * A tour's hours against the traveller's ("docked 7am, all aboard 3pm", "we must be back by 1pm"): whether it
 * starts late enough and is over in time, said with the time that decides it. Undefined when the tour's length
 * is not published.
 */
export function windowVerdict(tour: TourFacts, window: StartWish): string | undefined {
  const end = endsAt(tour.departureTime, tour.durationMinutes);
  if (!end) return undefined;
  const zone = zoneAbbreviation(tour.timezone);
  const start = tour.departureTime.slice(0, 5);
  if (window.from && start < window.from)
    return `It starts at ${start} ${zone}, before ${window.from}, so it does not fit your hours.`;
  if (window.endsBy && end > window.endsBy)
    return `It ends at about ${end} ${zone}, later than ${window.endsBy}, so it does not fit your hours.`;
  return `It fits your hours: it starts at ${start} and is over at about ${end} ${zone}${window.endsBy ? `, before ${window.endsBy}` : ''}.`;
}

/**
 * Whether a party of two or more fits one departure of the tour, said: "Your party of 10 fits: it takes up to
 * 14 travellers." A party larger than the tour takes is told what it can do instead.
 */
export function partyFit(
  tour: TourFacts,
  party: PartyWish | undefined,
): { fits: boolean; line: string } | undefined {
  const size = party ? party.adults + party.children : 0;
  if (!party || size < 2) return undefined;
  const most = plural(tour.maxGroupSize, 'traveller');
  if (size <= tour.maxGroupSize)
    return { fits: true, line: `Your party of ${size} fits: it takes up to ${most} per departure.` };
  return {
    fits: false,
    line: `${tourLink(tour)} takes at most ${most} per departure, so a party of ${size} cannot book one departure together.\n${largerPartyAdvice}`,
  };
}

/** The party's price by the booking rule, spelled out, for a tour's facts. */
export function priceAnswer(tour: TourFacts, party: PartyWish | undefined): string {
  const price = bookingPrice(
    { priceMinor: toMinorUnits(tour.priceNumber), childPriceShare: tour.childPriceShare },
    party ?? { adults: 1, children: 0 },
    tour.currency,
  );
  const adult = money(toMajorUnits(price.adultPriceMinor), tour.currency);
  const child = money(toMajorUnits(price.childPriceMinor), tour.currency);
  const partShare = !tour.adultsOnly && tour.childPriceShare > 0 && tour.childPriceShare < 1;
  const rule = `${adult} per adult; ${childShareText(tour)}${partShare ? ` (${child})` : ''}.`;
  const refusal = adultsOnlyRefusal(tour, party);
  if (refusal) return `${rule}\n${refusal}`;
  if (!party || (party.adults === 1 && party.children === 0)) return rule;
  const sum =
    party.children > 0
      ? `${party.adults} × ${adult} + ${party.children} × ${child}`
      : `${party.adults} × ${adult}`;
  const fit = partyFit(tour, party);
  const total = `For ${partyText(party)}: ${sum} = ${money(toMajorUnits(price.totalMinor), tour.currency)} in total.${party.assumed ? ` (I assumed ${party.assumed}.)` : ''}`;
  return [rule, total, fit?.line].filter(Boolean).join('\n');
}

/** Facts asked about one tour, each answered in order, under the tour's link. */
export function factsAnswer(tour: TourFacts, topics: FactTopic[], party: PartyWish | undefined): string {
  const asked = topics.length > 0 ? topics : (['overview'] as FactTopic[]);
  // "What's included?" already answers "what's not", and an overview already holds the price.
  const distinct = asked.filter(
    (topic) =>
      !(topic === 'excluded' && asked.includes('included')) &&
      !(topic !== 'overview' && asked.includes('overview') && topic === 'price' && !party),
  );
  const body = distinct.map((topic) => factAnswer(tour, topic, party)).join('\n');
  return distinct.includes('overview') ? body : `${tourLink(tour)}:\n${body}`;
}

const reasons: Record<string, (tour: TourFacts, policies: PolicyFacts) => string> = {
  'no-departure': (tour) => `it does not run that day (it runs ${weekdaysText(tour.departureDays)})`,
  closed: () => 'that departure is closed',
  cutoff: (_tour, policies) =>
    `it is too late to book it (bookings close ${policies.bookingCutoffHours} hours before the start)`,
  full: () => 'it is fully booked',
  incomplete: () => 'the tour cannot be booked yet',
};

function dayLine(day: DepartureDay, today: string): string {
  return `- ${dayText(day.date, today)}: ${plural(day.seatsLeft, 'seat')} left`;
}

/**
 * Seats on a day, a weekend or a month, or the next free dates, for the party (one seat each). When the
 * day asked is not possible, says why and offers the next dates that are.
 */
/**
 * How far ahead the calendar opens ("why does the calendar just stop?"), and, for a date past it, the day that
 * date opens: each month opens ${policy.bookingWindowMonths} months ahead, on its first day.
 */
export function bookingWindowText(today: string, asked?: string): string {
  const last = bookingWindowLastDate(today);
  const window = `You can book up to ${dayText(last, today)}: the calendar opens each month ${policy.bookingWindowMonths} months ahead, and later dates cannot be booked yet.`;
  if (!asked || asked <= last) return window;
  const [year, month] = asked.split('-').map(Number) as [number, number];
  const opens = new Date(Date.UTC(year, month - 1 - policy.bookingWindowMonths, 1))
    .toISOString()
    .slice(0, 10);
  return `${window} ${monthText(asked.slice(0, 7))} opens on ${dayText(opens, today)}.`;
}

export async function availabilityAnswer(
  tools: AssistantTools,
  tour: TourFacts,
  when: DateWish | undefined,
  party: PartyWish | undefined,
  today: string,
): Promise<string> {
  const refusal = adultsOnlyRefusal(tour, party);
  if (refusal) return refusal;
  const seats = party ? party.adults + party.children : 1;
  const forParty = party ? ` for ${partyText(party)}` : '';
  const policies = tools.policies();
  const bookLink = `To book: [Book now](/booking/${tour.id}), pick the date and party, sign in and confirm.`;
  const nextDates = async (after: string) => {
    const days = await tools.nextFreeDates(tour.id, { after, count: 3, seats });
    return days.length > 0
      ? `Next dates with room${forParty}:\n${days.map((day) => dayLine(day, today)).join('\n')}`
      : `I see no free date${forParty} in the next three months.`;
  };

  // "The Fuji day 14 months from now?": past the calendar's last date, the day that date opens.
  const asked =
    when?.kind === 'month' ? `${when.month}-01` : when?.kind === 'day' ? when.date : when?.dates[0];
  if (asked && asked > bookingWindowLastDate(today))
    return `${tourLink(tour)}: not yet. ${bookingWindowText(today, asked)}`;
  if (when === undefined) {
    return `${tourLink(tour)}, ${weekdaysText(tour.departureDays)} at ${tour.departureTime} ${zoneAbbreviation(tour.timezone)}.\n${await nextDates(addDays(today, 1))}`;
  }
  if (when.kind === 'month') {
    const first = `${when.month}-01`;
    const from = first < today ? today : first;
    const last = addDays(`${addDays(first, 31).slice(0, 7)}-01`, -1);
    if (last < today) return `${monthText(when.month)} has already passed.`;
    const found = await tools.availability(tour.id, from, last);
    const open = (found?.dates ?? []).filter((day) => day.bookable && day.seatsLeft >= seats);
    if (open.length === 0)
      return `${tourLink(tour)} has no free date${forParty} in ${monthText(when.month)}.\n${await nextDates(last)}`;
    return `${tourLink(tour)} has ${plural(open.length, 'date')} with room${forParty} in ${monthText(when.month)}, for example:\n${open
      .slice(0, 5)
      .map((day) => dayLine(day, today))
      .join('\n')}\n${bookLink}`;
  }
  const days = when.kind === 'day' ? [when.date] : when.dates;
  if (days.every((day) => day < today))
    return `${dayText(days[0]!, today)} has already passed. ${await nextDates(today)}`;
  const found = await tools.availability(tour.id, days[0]!, days.at(-1)!);
  const answers = (found?.dates ?? []).map((day) => {
    if (day.bookable && day.seatsLeft >= seats) {
      return {
        ok: true,
        text: `Yes: ${dayText(day.date, today)} has ${plural(day.seatsLeft, 'seat')} left, starting ${tour.departureTime} ${zoneAbbreviation(tour.timezone)}.`,
      };
    }
    const why = day.bookable
      ? `only ${plural(day.seatsLeft, 'seat')} ${day.seatsLeft === 1 ? 'is' : 'are'} left, not enough${forParty}`
      : (reasons[day.reason ?? ''] ?? (() => 'it cannot be booked'))(tour, policies);
    return { ok: false, text: `${dayText(day.date, today)}: no, ${why}.` };
  });
  // A stretch of days ("next week", "the first 10 days of next month"): the days with room, not every other.
  const stretch = days.length > 2 && answers.some((answer) => answer.ok);
  const shown = stretch ? answers.filter((answer) => answer.ok) : answers;
  const others = stretch ? ['No other day of that stretch can be booked.'] : [];
  const lines = [`${tourLink(tour)}${forParty}:`, ...shown.map((answer) => answer.text), ...others];
  lines.push(answers.some((answer) => answer.ok) ? bookLink : await nextDates(days.at(-1)!));
  return lines.join('\n');
}
