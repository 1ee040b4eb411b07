import { zoneAbbreviation } from '@tabi/contracts';
import type { TourCard } from '../assistant-tools.ts';
import type { DateWish } from './dates.ts';
import type { PartyWish } from './party.ts';

/**
 * How answers write things. The web app renders plain text, line breaks, "- " list lines and links
 * written `[text](/path)`; nothing else, so no other markdown appears here.
 */

/** `[Title](/tours/<id>)`; brackets in a title would break the link, so they become parentheses. */
export function tourLink(tour: { title: string; id: string }): string {
  return `[${tour.title.replace(/\[/g, '(').replace(/\]/g, ')')}](/tours/${tour.id})`;
}

const moneyFormats = new Map<string, Intl.NumberFormat>();

/** "$65", "$162.50", "¥12,000": whole amounts without decimals, JPY never with them. */
export function money(amount: number, currency: string): string {
  const whole = Number.isInteger(amount);
  const key = `${currency}:${whole}`;
  let format = moneyFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency,
      ...(whole ? { minimumFractionDigits: 0, maximumFractionDigits: 0 } : {}),
    });
    moneyFormats.set(key, format);
  }
  return format.format(amount);
}

/** 180 -> "3 hours", 270 -> "4.5 hours", 90 -> "1.5 hours", 45 -> "45 minutes", 2880 -> "2 days". */
export function durationText(minutes: number | null): string | undefined {
  if (minutes === null || minutes <= 0) return undefined;
  if (minutes < 60) return `${minutes} minutes`;
  if (minutes >= 24 * 60 && minutes % (24 * 60) === 0) {
    const days = minutes / (24 * 60);
    return days === 1 ? '1 day' : `${days} days`;
  }
  const hours = Math.round((minutes / 60) * 10) / 10;
  return hours === 1 ? '1 hour' : `${hours} hours`;
}

const dayFormat = new Intl.DateTimeFormat('en-US', {
  weekday: 'long',
  month: 'long',
  day: 'numeric',
  timeZone: 'UTC',
});
const dayWithYearFormat = new Intl.DateTimeFormat('en-US', {
  weekday: 'long',
  month: 'long',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});
const monthFormat = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** "Saturday, May 3" (with the year when it is not this year's). */
export function dayText(date: string, today: string): string {
  const day = new Date(`${date}T00:00:00Z`);
  return (date.slice(0, 4) === today.slice(0, 4) ? dayFormat : dayWithYearFormat).format(day);
}

/** "April 2027". */
/** What a party larger than a tour takes can do instead, with the pages that say so. */
export const largerPartyAdvice =
  'A larger party can split over two departures, or ask us for a private tour: see [How big are the groups?](/faq#group-size) and [customized tours](/features/customized-tours).';

/** When a date wish is, in words: "on Saturday, May 3", "on Saturday or Sunday", "in December 2026". */
export function dateWishText(date: DateWish, today: string): string {
  if (date.kind === 'day') return `on ${dayText(date.date, today)}`;
  // "This week": from its first day to its last; "the weekend": the two days.
  if (date.kind === 'days' && date.dates.length > 2)
    return `between ${dayText(date.dates[0]!, today)} and ${dayText(date.dates.at(-1)!, today)}`;
  if (date.kind === 'days')
    return `on ${joinWords(
      date.dates.map((day) => dayText(day, today)),
      'or',
    )}`;
  return `in ${monthText(date.month)}`;
}

export function monthText(month: string): string {
  return monthFormat.format(new Date(`${month}-01T00:00:00Z`));
}

const weekdayNames = ['Mondays', 'Tuesdays', 'Wednesdays', 'Thursdays', 'Fridays', 'Saturdays', 'Sundays'];

/** ISO weekdays -> "every day", "Tuesdays, Thursdays and Saturdays". */
export function weekdaysText(days: number[]): string {
  if (days.length === 7) return 'every day';
  return joinWords([...days].sort().map((day) => weekdayNames[day - 1] ?? String(day)));
}

/** "a", "a and b", "a, b and c". */
export function joinWords(items: string[], last = 'and'): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} ${last} ${items.at(-1)}`;
}

export function plural(count: number, one: string, many = `${one}s`): string {
  return `${count} ${count === 1 ? one : many}`;
}

/** "2 adults and 1 child", "1 adult". */
export function partyText(party: Pick<PartyWish, 'adults' | 'children'>): string {
  const adults = plural(party.adults, 'adult');
  return party.children > 0 ? `${adults} and ${plural(party.children, 'child', 'children')}` : adults;
}

export function ratingText(tour: Pick<TourCard, 'averageRating' | 'ratingsCount'>): string | undefined {
  if (tour.ratingsCount === 0) return undefined;
  return `rated ${tour.averageRating.toFixed(1)}/5 (${plural(tour.ratingsCount, 'review')})`;
}

/** The child price rule in words: "adults only", "children go free", "children pay 50%". */
export function childShareText(tour: Pick<TourCard, 'childPriceShare' | 'adultsOnly'>): string {
  // Adults only is its own fact: its share says nothing, while a share of 0 on any other tour is a free child.
  if (tour.adultsOnly) return 'adults only, no children';
  if (tour.childPriceShare === 0) return 'children go free';
  if (tour.childPriceShare === 1) return 'children pay the adult price';
  return `children pay ${Math.round(tour.childPriceShare * 100)}%`;
}

/** Why a party with children cannot book a tour; undefined when it can. */
export function adultsOnlyRefusal(tour: TourCard, party: PartyWish | undefined): string | undefined {
  if (!tour.adultsOnly || !party) return undefined;
  if (party.children > 0)
    return `${tourLink(tour)} is for adults only, so it cannot be booked for ${partyText(party)}.`;
  return party.minors
    ? `${tourLink(tour)} is for adults only (18 and over), so it takes no children or teenagers under 18.`
    : undefined;
}

/**
 * One tour as a list line: its link, then the price (for the party when one is known), length, start
 * time and rating. The party's total comes from the tools, which price it by the booking rule.
 */
export function tourLine(tour: TourCard, options: { withPlace?: boolean; groupSize?: boolean } = {}): string {
  const facts: string[] = [];
  if (options.withPlace && tour.city) facts.push(tour.city);
  if (tour.partyPrice && (tour.partyPrice.adults !== 1 || tour.partyPrice.children > 0)) {
    const { partyPrice } = tour;
    const perChild =
      partyPrice.childPrice === 0
        ? 'children free'
        : `${money(partyPrice.childPrice, tour.currency)} per child`;
    const unit =
      partyPrice.children > 0
        ? `${money(partyPrice.adultPrice, tour.currency)} per adult, ${perChild}`
        : `${money(partyPrice.adultPrice, tour.currency)} each`;
    facts.push(`${money(partyPrice.total, tour.currency)} for ${partyText(partyPrice)} (${unit})`);
  } else {
    facts.push(`${money(tour.priceNumber, tour.currency)} per adult`);
  }
  const length = durationText(tour.durationMinutes);
  if (length) facts.push(length);
  facts.push(`starts ${tour.departureTime} ${zoneAbbreviation(tour.timezone)}`);
  // Asked for the smallest groups: how small each is.
  if (options.groupSize) facts.push(`groups of at most ${tour.maxGroupSize}`);
  const rating = ratingText(tour);
  if (rating) facts.push(rating);
  return `- ${tourLink(tour)}: ${facts.join(', ')}`;
}
