import type { AdminStats } from '@tabi/contracts';
import type { BookingStatus } from '../../bookings/lib/booking-filters.ts';
import { statusLabels } from '../../bookings/lib/booking-moves.ts';

/*
 * The dashboard's figures made ready to draw. Chart colours are the theme's own variables (theme.css),
 * so the charts keep the palette of the rest of the console.
 */

export const chartColors = {
  bookings: 'var(--color-primary-600)',
  revenue: 'var(--color-success-600)',
  grid: 'var(--color-sand-200)',
  axis: 'var(--color-ink-600)',
} as const;

const statusColors: Record<BookingStatus, string> = {
  pending: 'var(--color-warning-600)',
  confirmed: 'var(--color-success-600)',
  completed: 'var(--color-primary-600)',
  cancelled: 'var(--color-ink-400)',
};

export type StatusSlice = { status: BookingStatus; label: string; count: number; color: string };

/** Every booking by its status, in the order a booking goes through them. */
export function statusSlices(bookings: AdminStats['totals']['bookings']): StatusSlice[] {
  return (['pending', 'confirmed', 'completed', 'cancelled'] as const).map((status) => ({
    status,
    label: statusLabels[status],
    count: bookings[status],
    color: statusColors[status],
  }));
}

/** The ratings from five stars down to one, each with its share of all ratings (0-100). */
export function ratingRows(distribution: AdminStats['ratingDistribution']) {
  const total = distribution.reduce((sum, bucket) => sum + bucket.count, 0);
  return [...distribution]
    .sort((a, b) => b.stars - a.stars)
    .map((bucket) => ({ ...bucket, share: total ? (bucket.count / total) * 100 : 0 }));
}

/** A share of a whole as a whole percentage ("38%"); nothing of nothing is 0%. */
export function percentOf(part: number, whole: number) {
  return `${whole ? Math.round((part / whole) * 100) : 0}%`;
}

const monthFormats = {
  /** "Mar" */
  short: new Intl.DateTimeFormat('en-GB', { month: 'short', timeZone: 'UTC' }),
  /** "March 2027" */
  long: new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' }),
};

/** A calendar month ('2027-03') in words, read at UTC so every browser names the same month. */
export function monthLabel(month: string, style: keyof typeof monthFormats) {
  const day = new Date(`${month}-01T00:00:00Z`);
  return Number.isNaN(day.getTime()) ? month : monthFormats[style].format(day);
}

const compactFormats = new Map<string, Intl.NumberFormat>();

/** An axis tick: 1200 -> "1.2K", or in a currency "$1.2K" (an unknown currency code is left out). */
export function formatCompact(value: number, currency?: string) {
  const key = currency ?? '';
  let format = compactFormats.get(key);
  if (!format) {
    try {
      format = new Intl.NumberFormat('en-US', {
        notation: 'compact',
        minimumFractionDigits: 0,
        maximumFractionDigits: 1,
        ...(currency ? { style: 'currency', currency, currencyDisplay: 'narrowSymbol' } : {}),
      });
    } catch {
      format = new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 1 });
    }
    compactFormats.set(key, format);
  }
  return format.format(value);
}
