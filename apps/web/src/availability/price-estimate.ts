import { bookingPrice, type Tour, toMajorUnits, toMinorUnits } from '@tabi/contracts';

export type PriceEstimate = {
  adultPrice: number;
  childPrice: number;
  adultsTotal: number;
  childrenTotal: number;
  total: number;
  currency: string;
};

/**
 * What the checkout shows while choosing: adults at the tour's price, children at its child share.
 * The contracts' booking price rule, the one the server charges (80 x 0.5 -> 40, 45.5 x 0.35 -> 15.93);
 * the confirmation still shows the server's own figures.
 */
export function estimatePrice(
  tour: Pick<Tour, 'priceNumber' | 'childPriceShare' | 'currency'>,
  participants: { adults: number; children: number },
): PriceEstimate {
  const { adultPriceMinor, childPriceMinor, totalMinor } = bookingPrice(
    { priceMinor: toMinorUnits(tour.priceNumber), childPriceShare: tour.childPriceShare },
    participants,
    tour.currency,
  );
  return {
    adultPrice: toMajorUnits(adultPriceMinor),
    childPrice: toMajorUnits(childPriceMinor),
    adultsTotal: toMajorUnits(adultPriceMinor * participants.adults),
    childrenTotal: toMajorUnits(childPriceMinor * participants.children),
    total: toMajorUnits(totalMinor),
    currency: tour.currency,
  };
}
