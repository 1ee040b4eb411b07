import type { TourSummary } from '@tabi/contracts';
import { formatCount } from '../../../ui/format-count.ts';

/** What the page says for a fact a tour does not have yet (it cannot be booked until it has). */
export const toBeConfirmed = 'To be confirmed';

/** Where a tour goes: "Kyoto, Kansai", or what is known of it; null while neither is given. */
export function tourPlace(tour: Pick<TourSummary, 'city' | 'region'>): string | null {
  return [tour.city, tour.region].filter(Boolean).join(', ') || null;
}

/** 1 -> "1 rating", 1234 -> "1,234 ratings" (every traveller's stars count; not all write a review). */
export function formatRatingCount(count: number) {
  return formatCount(count, 'rating');
}

// Built on first use: a formatter with a time zone is costly to create, and most pages never need it.
let reviewDate: Intl.DateTimeFormat | undefined;

/** A review's date as travellers read it, on the calendar of Japan: "3 March 2025" (as every date on the site). */
export function formatReviewDate(iso: string) {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  reviewDate ??= new Intl.DateTimeFormat('en-GB', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'Asia/Tokyo',
  });
  return reviewDate.format(date);
}
