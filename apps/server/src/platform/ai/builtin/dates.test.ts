import { describe, expect, it } from 'vitest';
import { extractDate } from './dates.ts';
import { normalise } from './text.ts';

// Days are counted in Tokyo whatever the machine's zone: run this file under TZ=UTC,
// TZ=America/Los_Angeles and TZ=Pacific/Kiritimati too.

/** A Wednesday. */
const today = '2026-11-25';
const date = (text: string, on = today) => extractDate(normalise(text), on).date;
/** What is left for the other readers (party, budget, start time), spaces collapsed. */
const rest = (text: string) =>
  extractDate(` ${normalise(text)} `, today)
    .rest.replace(/\s+/g, ' ')
    .trim();

describe('dates', () => {
  it.each([
    ['on May 3', '2027-05-03'],
    ['may 3rd', '2027-05-03'],
    ['3 May', '2027-05-03'],
    ['the 3rd of may', '2027-05-03'],
    ['in may 3', '2027-05-03'],
    ['may 3, 2027', '2027-05-03'],
    // chrono's British parser reads this as December 2024.
    ['December 24', '2026-12-24'],
    ['the 24th of december', '2026-12-24'],
    ['2026-12-24', '2026-12-24'],
    ['24/12', '2026-12-24'],
    ['12/24', '2026-12-24'],
    // Month first when both numbers can be one, as in the US and in Japan.
    ['1/2', '2027-01-02'],
    ['13/1', '2027-01-13'],
    ['24/12/2027', '2027-12-24'],
    ['tomorrow', '2026-11-26'],
    ['tommorow', '2026-11-26'],
    ['tommorrow', '2026-11-26'],
    ['tmrw', '2026-11-26'],
    ['today', '2026-11-25'],
    ['tonight', '2026-11-25'],
    ['this evening', '2026-11-25'],
    ['the day after tomorrow', '2026-11-27'],
    ['next Saturday', '2026-11-28'],
    ['on friday', '2026-11-27'],
    ['friday next week', '2026-12-04'],
    ['wednesday', '2026-12-02'],
    ['Does the Zen morning run on Mondays?', '2026-11-30'],
    ['in 3 days', '2026-11-28'],
    ['in two weeks', '2026-12-09'],
    ['in fifteen days', '2026-12-10'],
    ['two weeks from now', '2026-12-09'],
    ['two weeks from today', '2026-12-09'],
    ['next sat', '2026-11-28'],
    ['a week from today', '2026-12-02'],
    ['on christmas', '2026-12-25'],
    ['christmas eve', '2026-12-24'],
    ['xmas', '2026-12-25'],
    ["new year's eve", '2026-12-31'],
    ["new year's day", '2027-01-01'],
    ['christmas day 2027', '2027-12-25'],
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
    ['this month', '2026-11'],
    ['early april', '2027-04'],
    ['mid may', '2027-05'],
    ['during may', '2027-05'],
    ['next may', '2027-05'],
    ['end of march', '2027-03'],
    ['june', '2027-06'],
    ['12/2027', '2027-12'],
  ])('%s -> the month %s', (text, month) => {
    expect(date(text)).toEqual({ kind: 'month', month });
  });

  it.each(['this weekend', 'next weekend', 'on the weekend', 'the coming weekend'])(
    'reads "%s" as the coming weekend, its two days',
    (text) => {
      expect(date(text)).toEqual({ kind: 'days', dates: ['2026-11-28', '2026-11-29'], said: 'the weekend' });
    },
  );

  it('reads a stretch of days from today: this week, next week, the next few days', () => {
    const days = (from: string, to: string) => {
      const list = [from];
      while (list.at(-1)! < to)
        list.push(new Date(Date.parse(`${list.at(-1)}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10));
      return list;
    };
    // Said on Wednesday, November 25: this week runs to Sunday, next week is Monday to Sunday.
    expect(date('anything booked this week?')).toMatchObject({
      kind: 'days',
      dates: days('2026-11-25', '2026-11-29'),
    });
    expect(date('what about next week')).toMatchObject({ dates: days('2026-11-30', '2026-12-06') });
    expect(date('in the next 7 days')).toMatchObject({ dates: days('2026-11-25', '2026-12-02') });
    expect(date('over the next few days')).toMatchObject({ dates: days('2026-11-25', '2026-11-28') });
    expect(date('within the coming week')).toMatchObject({ dates: days('2026-11-25', '2026-12-02') });
    // On a Sunday "this week" is that day alone; a weekday of next week is that one day.
    expect(date('this week', '2026-11-29')).toEqual({ kind: 'day', date: '2026-11-29' });
    expect(date('friday next week')).toEqual({ kind: 'day', date: '2026-12-04' });
    expect(date('this weekend')).toMatchObject({ said: 'the weekend' });
    // "The first 10 days of next month": those days of December, said in November.
    expect(date('which dates in the first 10 days of next month')).toMatchObject({
      kind: 'days',
      dates: days('2026-12-01', '2026-12-10'),
    });
  });

  it('takes "this weekend" said on a Saturday, and a weekday named on that day, for the next week', () => {
    expect(date('this weekend', '2026-11-28')).toMatchObject({ dates: ['2026-12-05', '2026-12-06'] });
    expect(date('saturday', '2026-11-28')).toEqual({ kind: 'day', date: '2026-12-05' });
  });

  it('counts from today in Tokyo across the end of a month and of a year', () => {
    expect(date('tomorrow', '2026-12-31')).toEqual({ kind: 'day', date: '2027-01-01' });
    expect(date('the day after tomorrow', '2026-12-31')).toEqual({ kind: 'day', date: '2027-01-02' });
    expect(date('in 3 days', '2026-12-31')).toEqual({ kind: 'day', date: '2027-01-03' });
    expect(date('next month', '2026-12-01')).toEqual({ kind: 'month', month: '2027-01' });
    expect(date('on the 3rd of next month', '2026-12-01')).toEqual({ kind: 'day', date: '2027-01-03' });
    expect(date('the 14th of next month', '2026-11-30')).toEqual({ kind: 'day', date: '2026-12-14' });
    expect(date('the 10th', '2026-12-31')).toEqual({ kind: 'day', date: '2027-01-10' });
    expect(date('december 31', '2026-12-31')).toEqual({ kind: 'day', date: '2026-12-31' });
    expect(date('march 1', '2028-02-29')).toEqual({ kind: 'day', date: '2028-03-01' });
  });

  it('does not take the verb "may" or a bad day for a date', () => {
    expect(date('may i bring my dog')).toBeUndefined();
    expect(date('2026-02-30')).toBeUndefined();
  });

  it.each([
    '2 adults',
    'for 4 people',
    'under 150',
    'tour 3',
    '3 hours',
    'a 2-hour tour',
    'it lasts three hours',
    'wait a second',
    'half day tours',
    'a one day trip',
    'for 3 days',
    "Nara in a Day's Morning",
    'at 9',
    '5pm',
    'after 5pm',
    'at 18:00',
    'in the morning',
    'evening tours',
    'now',
    'yesterday',
    'sat',
    'on sun',
    'wed',
    'weekday tours',
    'weekend tours',
    'a 1/2 day tour',
    '24/7 support',
    '4/5 stars',
    'rated 4/5',
    'march of the samurai',
  ])('"%s" is no date, and stays whole for the other readers', (text) => {
    expect(date(text)).toBeUndefined();
    expect(rest(text)).toBe(normalise(text));
  });

  it.each([
    ['tomorrow at 9', 'at 9'],
    ['tomorrow morning', 'morning'],
    ['after 5pm tomorrow', 'after 5pm'],
    ['tonight', 'tonight'],
    ['this evening', 'evening'],
    ['tours in Kyoto next Saturday for 2 adults', 'tours in kyoto for 2 adults'],
    ['Osaka in April', 'osaka'],
    ['early april in nara', 'in nara'],
    ['on the weekend in nara', 'in nara'],
    ['food tours under $120 on May 3, half a day', 'food tours under $120 , half a day'],
  ])('"%s" leaves "%s": the date words go, a time of day stays', (text, left) => {
    expect(rest(text)).toBe(left);
  });
});
