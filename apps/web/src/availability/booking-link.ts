import { bookingInputSchema, limits, localDateSchema } from '@tabi/contracts';

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

/**
 * The choice in a booking page's address, each part kept only when it is one the checkout could have
 * made (a real date, a party the booking rules allow): a hand-edited address falls back to the defaults.
 */
export function readBookingChoice(search: URLSearchParams): BookingChoice {
  const date = localDateSchema.safeParse(search.get('date'));
  const party = bookingInputSchema.shape.participants.safeParse({
    adults: Number(search.get('adults') ?? defaultParty.adults),
    children: Number(search.get('children') ?? defaultParty.children),
  });
  const fits = party.success && party.data.adults + party.data.children <= limits.bookingMaxParticipants;
  return {
    date: date.success ? date.data : null,
    participants: fits ? party.data : defaultParty,
  };
}
