import { bookingInputSchema, limits, localDateSchema } from '@tabi/contracts';
import { type BookingChoice, defaultParty } from './booking-link.ts';

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
