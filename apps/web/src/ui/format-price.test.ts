import { describe, expect, it } from 'vitest';
import { formatDuration } from './format-duration.ts';
import { currencySymbol, formatPrice } from './format-price.ts';

describe('formatPrice', () => {
  it('formats whole and fractional US dollar prices', () => {
    expect(formatPrice(89, 'USD')).toBe('$89');
    expect(formatPrice(89.5, 'USD')).toBe('$89.50');
    expect(formatPrice(1250, 'USD')).toBe('$1,250');
  });

  it('uses the tour currency', () => {
    expect(formatPrice(12000, 'JPY')).toBe('¥12,000');
    expect(formatPrice(99, 'eur')).toBe('€99');
  });

  it('falls back to the code for an unknown currency', () => {
    expect(formatPrice(42, 'NOT-A-CODE')).toBe('42 NOT-A-CODE');
  });

  it('finds the currency symbol', () => {
    expect(currencySymbol('USD')).toBe('$');
    expect(currencySymbol('JPY')).toBe('¥');
  });
});

describe('formatDuration', () => {
  it.each([
    [210, '3 h 30 min'],
    [180, '3 h'],
    [45, '45 min'],
    [60, '1 h'],
    [90, '1 h 30 min'],
    [1440, '1 day'],
    [2880, '2 days'],
    [0, '0 min'],
  ])('%i minutes -> %s', (minutes, text) => {
    expect(formatDuration(minutes)).toBe(text);
  });
});
