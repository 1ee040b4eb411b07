import type { Tour } from '@tabi/contracts';

/** Cents are kept, nothing smaller: 80 x 0.5 -> 40, 45.5 x 0.35 -> 15.93. */
const toCents = (amount: number) => Math.round(amount * 100) / 100;

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
 * Only an estimate: the server computes the price it charges, and the confirmation shows that one.
 */
export function estimatePrice(
  tour: Pick<Tour, 'priceNumber' | 'childPriceShare' | 'currency'>,
  participants: { adults: number; children: number },
): PriceEstimate {
  const adultPrice = tour.priceNumber;
  const childPrice = toCents(tour.priceNumber * tour.childPriceShare);
  const adultsTotal = toCents(adultPrice * participants.adults);
  const childrenTotal = toCents(childPrice * participants.children);
  return {
    adultPrice,
    childPrice,
    adultsTotal,
    childrenTotal,
    total: toCents(adultsTotal + childrenTotal),
    currency: tour.currency,
  };
}
