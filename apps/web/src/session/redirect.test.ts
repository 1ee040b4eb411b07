import { describe, expect, it } from 'vitest';
import { safeRedirect } from './redirect.ts';
import { loginPathFor } from './route-guards.tsx';

describe('safeRedirect: where to go after signing in', () => {
  it('accepts paths on this site, with their query and hash', () => {
    expect(safeRedirect('/bookings')).toBe('/bookings');
    expect(safeRedirect('/booking/abc?date=2025-05-01#pay')).toBe('/booking/abc?date=2025-05-01#pay');
    expect(safeRedirect(decodeURIComponent(encodeURIComponent('/profile?tab=photo')))).toBe(
      '/profile?tab=photo',
    );
  });

  it('falls back to / without a parameter', () => {
    expect(safeRedirect(null)).toBe('/');
    expect(safeRedirect(undefined)).toBe('/');
    expect(safeRedirect('')).toBe('/');
  });

  it.each([
    '//evil.com',
    '//evil.com/profile',
    '///evil.com',
    'https://evil.com',
    'https://evil.com/profile',
    'http:evil.com',
    'javascript:alert(1)',
    '/\\evil.com',
    '/\t/evil.com',
    '\\\\evil.com',
    'evil.com',
    'profile',
  ])('rejects %s', (value) => {
    expect(safeRedirect(value)).toBe('/');
  });

  it('never sends a visitor back to a sign-in page', () => {
    expect(safeRedirect('/login')).toBe('/');
    expect(safeRedirect('/login?redirect=/profile')).toBe('/');
    expect(safeRedirect('/reset-password/abc')).toBe('/');
  });

  it('accepts what the route guards write', () => {
    const param = new URLSearchParams(loginPathFor('/booking/t1?date=2025-05-01').split('?')[1]).get(
      'redirect',
    );
    expect(safeRedirect(param)).toBe('/booking/t1?date=2025-05-01');
  });
});
