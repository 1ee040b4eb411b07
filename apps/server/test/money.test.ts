import {
  bookingPrice,
  currencyDigits,
  fitsCurrency,
  fromCurrencyMinorUnits,
  roundToCurrency,
  toCurrencyMinorUnits,
} from '@tabi/contracts';
import { describe, expect, it } from 'vitest';

/** Stored amounts are hundredths of the major unit in every currency (contracts' money.ts). */
describe('money in the currency a card is charged in', () => {
  it('knows which currencies have no minor unit, and which have three digits', () => {
    expect(currencyDigits('JPY')).toBe(0);
    expect(currencyDigits('USD')).toBe(2);
    expect(currencyDigits('EUR')).toBe(2);
    expect(currencyDigits('KWD')).toBe(3);
  });

  it("converts stored hundredths to the currency's own minor units and back, exactly", () => {
    // ¥12,000 is stored as 1,200,000 hundredths and charged as 12000 (yen).
    expect(toCurrencyMinorUnits(1_200_000, 'JPY')).toBe(12_000);
    expect(fromCurrencyMinorUnits(12_000, 'JPY')).toBe(1_200_000);
    // $120.50 is 12050 cents either way.
    expect(toCurrencyMinorUnits(12_050, 'USD')).toBe(12_050);
    expect(fromCurrencyMinorUnits(12_050, 'USD')).toBe(12_050);
    // 120.50 KWD is 120500 fils.
    expect(toCurrencyMinorUnits(12_050, 'KWD')).toBe(120_500);
    expect(fromCurrencyMinorUnits(120_500, 'KWD')).toBe(12_050);
  });

  it('tells an amount finer than its currency (refused, not rounded)', () => {
    expect(fitsCurrency(30.005, 'USD')).toBe(false);
    expect(fitsCurrency(30.01, 'USD')).toBe(true);
    expect(fitsCurrency(19.99, 'USD')).toBe(true);
    expect(fitsCurrency(100.5, 'JPY')).toBe(false);
    expect(fitsCurrency(1200, 'JPY')).toBe(true);
    // Three-digit currencies are stored in hundredths: two decimals at most.
    expect(fitsCurrency(1.234, 'KWD')).toBe(false);
    expect(fitsCurrency(1.23, 'KWD')).toBe(true);
  });

  it('rounds to a whole yen, never to a fraction a card cannot be charged', () => {
    expect(roundToCurrency(148_533, 'JPY')).toBe(148_500);
    expect(roundToCurrency(148_550, 'JPY')).toBe(148_600);
    expect(roundToCurrency(148_533, 'USD')).toBe(148_533);
  });

  it('prices a JPY booking in whole yen, and a USD one to the cent', () => {
    // ¥4,501 a head and children a third: ¥1,500.33 is not a price, ¥1,500 is.
    const yen = bookingPrice(
      { priceMinor: 450_100, childPriceShare: 0.3333 },
      { adults: 2, children: 1 },
      'JPY',
    );
    expect(yen).toEqual({ adultPriceMinor: 450_100, childPriceMinor: 150_000, totalMinor: 1_050_200 });
    expect(toCurrencyMinorUnits(yen.totalMinor, 'JPY')).toBe(10_502);

    const dollars = bookingPrice(
      { priceMinor: 4_501, childPriceShare: 0.3333 },
      { adults: 2, children: 1 },
      'USD',
    );
    expect(dollars).toEqual({ adultPriceMinor: 4_501, childPriceMinor: 1_500, totalMinor: 10_502 });
  });
});
