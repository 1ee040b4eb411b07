import { cn } from './cn.ts';

const units: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

let relative: Intl.RelativeTimeFormat | undefined;
let absolute: Intl.DateTimeFormat | undefined;

/**
 * How long ago an instant was, in words: "just now", "5 minutes ago", "yesterday", "3 weeks ago".
 * An instant in the future (a clock a little ahead of the server's) reads "just now".
 */
export function formatRelativeTime(iso: string, now: number = Date.now()) {
  const at = new Date(iso).getTime();
  if (Number.isNaN(at)) return '';
  const seconds = Math.round((now - at) / 1000);
  if (seconds < 45) return 'just now';
  relative ??= new Intl.RelativeTimeFormat('en', { numeric: 'auto' });
  for (const [unit, size] of units) {
    if (seconds >= size) return relative.format(-Math.floor(seconds / size), unit);
  }
  return relative.format(-Math.max(1, Math.round(seconds / 60)), 'minute');
}

/** The full date and time in the reader's own zone, for a tooltip: "12 Mar 2027, 09:05". */
export function formatLocalDateTime(iso: string) {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return '';
  absolute ??= new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });
  return absolute.format(at);
}

/** "5 minutes ago" in a <time> element carrying the instant, with the full date as its tooltip. */
export function RelativeTime({ iso, className }: { iso: string; className?: string }) {
  return (
    <time dateTime={iso} title={formatLocalDateTime(iso)} className={cn('text-xs text-ink-600', className)}>
      {formatRelativeTime(iso)}
    </time>
  );
}
