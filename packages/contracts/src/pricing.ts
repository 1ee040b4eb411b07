import { roundToCurrency } from './money.ts';

/**
 * The booking price rule, in whole stored minor units: adults pay the tour's price, each child the tour's
 * child share of it, each unit price rounded once to a whole unit of the currency (a whole yen for JPY),
 * so the total is always a sum of the unit prices a booking stores, and always an amount a card can be
 * charged. The booking service charges it and the demo seed prices its bookings with it, so a demo
 * booking costs what the same booking made by a traveller would.
 */
export type BookingPrice = { adultPriceMinor: number; childPriceMinor: number; totalMinor: number };

export function bookingPrice(
  tour: { priceMinor: number; childPriceShare: number },
  party: { adults: number; children: number },
  currency: string,
): BookingPrice {
  const adultPriceMinor = roundToCurrency(tour.priceMinor, currency);
  const childPriceMinor = roundToCurrency(tour.priceMinor * tour.childPriceShare, currency);
  return {
    adultPriceMinor,
    childPriceMinor,
    totalMinor: party.adults * adultPriceMinor + party.children * childPriceMinor,
  };
}
