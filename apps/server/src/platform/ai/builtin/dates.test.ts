import { describe, expect, it } from 'vitest';
import { extractDate } from './dates.ts';
import { normalise } from './text.ts';

/** A Wednesday. */
const today = '2026-11-25';
const date = (text: string) => extractDate(normalise(text), today).date;

describe('dates', () => {
  it.each([
    ['on May 3', '2027-05-03'],
    ['may 3rd', '2027-05-03'],
    ['3 May', '2027-05-03'],
    ['the 3rd of may', '2027-05-03'],
    ['December 24', '2026-12-24'],
    ['2026-12-24', '2026-12-24'],
    ['24/12', '2026-12-24'],
    ['tomorrow', '2026-11-26'],
    ['tommorow', '2026-11-26'],
    ['today', '2026-11-25'],
    ['the day after tomorrow', '2026-11-27'],
    ['next Saturday', '2026-11-28'],
    ['on friday', '2026-11-27'],
    ['wednesday', '2026-12-02'],
    ['in 3 days', '2026-11-28'],
    ['on christmas', '2026-12-25'],
    ['the 30th', '2026-11-30'],
    ['the 10th', '2026-12-10'],
  ])('%s -> %s', (text, day) => {
    expect(date(text)).toEqual({ kind: 'day', date: day });
  });

  it.each([
    ['in April', '2027-04'],
    ['in december', '2026-12'],
    ['during November', '2026-11'],
    ['march 2027', '2027-03'],
    ['next month', '2026-12'],
  ])('%s -> the month %s', (text, month) => {
    expect(date(text)).toEqual({ kind: 'month', month });
  });

  it('reads a weekend as its two days', () => {
    expect(date('this weekend')).toEqual({
      kind: 'days',
      dates: ['2026-11-28', '2026-11-29'],
      said: 'the weekend',
    });
  });

  it('does not take the verb "may" or a bad day for a date', () => {
    expect(date('may i bring my dog')).toBeUndefined();
    expect(date('2026-02-30')).toBeUndefined();
  });
});
