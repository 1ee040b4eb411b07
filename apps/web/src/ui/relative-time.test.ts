import { describe, expect, it } from 'vitest';
import { formatRelativeTime } from './relative-time.tsx';

const now = Date.parse('2027-03-12T12:00:00Z');
const ago = (seconds: number) => new Date(now - seconds * 1000).toISOString();

describe('formatRelativeTime', () => {
  it('says how long ago, in the largest whole unit', () => {
    expect(formatRelativeTime(ago(10), now)).toBe('just now');
    expect(formatRelativeTime(ago(50), now)).toBe('1 minute ago');
    expect(formatRelativeTime(ago(5 * 60), now)).toBe('5 minutes ago');
    expect(formatRelativeTime(ago(3 * 3600), now)).toBe('3 hours ago');
    expect(formatRelativeTime(ago(26 * 3600), now)).toBe('yesterday');
    expect(formatRelativeTime(ago(15 * 86400), now)).toBe('2 weeks ago');
    expect(formatRelativeTime(ago(400 * 86400), now)).toBe('last year');
  });

  it('reads a time a little in the future as just now, and nonsense as nothing', () => {
    expect(formatRelativeTime(ago(-30), now)).toBe('just now');
    expect(formatRelativeTime('not a date', now)).toBe('');
  });
});
