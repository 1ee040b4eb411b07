/* No zod here: the tour page builds these links, and its first load must not include zod (decision 18). */

export type Party = { adults: number; children: number };

/** What the tour page's "Check availability" carries into the checkout. */
export type BookingChoice = { date: string | null; participants: Party };

export const defaultParty: Party = { adults: 1, children: 0 };

/**
 * The booking page's address with the date and party chosen on the tour page
 * (`/booking/t1?date=2027-03-12&adults=2&children=1`): a plain link, so it survives signing in on the way.
 */
export function bookingPath(tourId: string, choice?: BookingChoice) {
  const path = `/booking/${encodeURIComponent(tourId)}`;
  if (!choice) return path;
  const query = new URLSearchParams();
  if (choice.date) query.set('date', choice.date);
  query.set('adults', String(choice.participants.adults));
  if (choice.participants.children > 0) query.set('children', String(choice.participants.children));
  return `${path}?${query}`;
}
