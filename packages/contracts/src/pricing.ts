/**
 * The booking price rule, in whole minor units: adults pay the tour's price, each child the tour's
 * child share of it, rounded to a whole minor unit once per child price (so the total is always a sum
 * of the unit prices a booking stores). The booking service charges it and the demo seed prices its
 * bookings with it, so a demo booking costs what the same booking made by a traveller would.
 */
export type BookingPrice = { adultPriceMinor: number; childPriceMinor: number; totalMinor: number };

export function bookingPrice(
  tour: { priceMinor: number; childPriceShare: number },
  party: { adults: number; children: number },
): BookingPrice {
  const adultPriceMinor = tour.priceMinor;
  const childPriceMinor = Math.round(tour.priceMinor * tour.childPriceShare);
  return {
    adultPriceMinor,
    childPriceMinor,
    totalMinor: party.adults * adultPriceMinor + party.children * childPriceMinor,
  };
}
