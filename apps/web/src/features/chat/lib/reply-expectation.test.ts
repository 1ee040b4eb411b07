import { describe, expect, it } from 'vitest';
import { replyExpectation } from './reply-expectation.ts';

/** An instant given as Japan time (UTC+9, no summer time). */
const jst = (local: string) => new Date(`${local}+09:00`);

describe('what a traveller who wrote to support may expect', () => {
  it('is a reply within the hour while the office is open', () => {
    expect(replyExpectation(jst('2027-03-10T10:15:00'))).toBe(
      'Our team in Kyoto usually replies within an hour.',
    );
    expect(replyExpectation(jst('2027-03-13T16:59:00'))).toBe(
      'Our team in Kyoto usually replies within an hour.',
    );
  });

  it('is the next opening when it is closed: later today, tomorrow, or after the weekend', () => {
    expect(replyExpectation(jst('2027-03-10T07:30:00'))).toBe(
      'Our office in Kyoto is closed now: we reply when it opens, today at 09:00 JST.',
    );
    expect(replyExpectation(jst('2027-03-10T18:00:00'))).toBe(
      'Our office in Kyoto is closed now: we reply when it opens, tomorrow at 09:00 JST.',
    );
    // Saturday closes at 17:00 and Sunday stays closed.
    expect(replyExpectation(jst('2027-03-13T17:30:00'))).toBe(
      'Our office in Kyoto is closed now: we reply when it opens, on Monday at 09:00 JST.',
    );
    expect(replyExpectation(jst('2027-03-14T12:00:00'))).toBe(
      'Our office in Kyoto is closed now: we reply when it opens, tomorrow at 09:00 JST.',
    );
  });

  it('counts in Japan time, whatever the clock of the browser', () => {
    // 23:30 UTC on a Tuesday is 08:30 on Wednesday in Kyoto.
    expect(replyExpectation(new Date('2027-03-09T23:30:00Z'))).toBe(
      'Our office in Kyoto is closed now: we reply when it opens, today at 09:00 JST.',
    );
  });
});
