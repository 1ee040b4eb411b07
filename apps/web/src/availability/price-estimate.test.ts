import { describe, expect, it } from 'vitest';
import { estimatePrice } from './price-estimate.ts';

describe('estimatePrice', () => {
  it('charges adults the price and children their share, rounded to the cent once per child price', () => {
    const estimate = estimatePrice(
      { priceNumber: 45.5, childPriceShare: 0.35, currency: 'USD' },
      { adults: 2, children: 3 },
    );
    expect(estimate).toEqual({
      adultPrice: 45.5,
      childPrice: 15.93,
      adultsTotal: 91,
      childrenTotal: 47.79,
      total: 138.79,
      currency: 'USD',
    });
  });

  it('is free for children when the tour says so, and adds no float dust', () => {
    const estimate = estimatePrice(
      { priceNumber: 0.1, childPriceShare: 0, currency: 'USD' },
      { adults: 3, children: 2 },
    );
    expect(estimate.total).toBe(0.3);
    expect(estimate.childrenTotal).toBe(0);
  });
});
