import { usePublicConfig } from '../api/public-config.ts';
import { cn } from './cn.ts';
import { formatZonedDateTime } from './zoned-time.ts';

const units: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

let relative: Intl.RelativeTimeFormat | undefined;

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

/**
 * "5 minutes ago" in a <time> element carrying the instant, with the full date and time as its tooltip,
 * on the operator's clock like every time on the site ("Fri 12 Mar 2027, 18:05 JST").
 */
export function RelativeTime({ iso, className }: { iso: string; className?: string }) {
  const zone = usePublicConfig().data?.timezone;
  return (
    <time
      dateTime={iso}
      title={zone ? formatZonedDateTime(iso, zone, 'short') : undefined}
      className={cn('text-xs text-ink-600', className)}
    >
      {formatRelativeTime(iso)}
    </time>
  );
}
