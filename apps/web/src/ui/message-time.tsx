import { usePublicConfig } from '../api/public-config.ts';
import { formatZonedTime } from './zoned-time.ts';

/**
 * When a chat message (the live chat, the assistant) was written, on the operator's clock like every
 * other time on the site: "09:05 JST", never the reader's own 12-hour clock.
 */
export function MessageTime({ iso }: { iso: string }) {
  const zone = usePublicConfig().data?.timezone;
  return (
    <time className="px-1 text-xs text-ink-600" dateTime={iso}>
      {zone ? formatZonedTime(iso, zone) : ''}
    </time>
  );
}
