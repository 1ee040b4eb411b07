import { cn } from '../../../../ui/cn.ts';
import { type HeadCount, headCountParts, headCountShares } from '../lib/head-count.ts';

/**
 * A departure's travellers: "12 expected · 8 checked in · 1 no-show · 3 to come", over a bar of those
 * checked in (green) and marked no-show (red) out of all expected. The words say it all; the bar is
 * for the eye only.
 */
export function HeadCountBar({ count, className }: { count: HeadCount; className?: string }) {
  const shares = headCountShares(count);
  return (
    <div className={cn('min-w-0', className)}>
      <p className="text-sm text-ink-700 tabular-nums">
        {headCountParts(count).map((part, index) => (
          <span key={part}>
            {index > 0 && ' · '}
            <span className="whitespace-nowrap">{part}</span>
          </span>
        ))}
      </p>
      <div aria-hidden className="mt-1.5 flex h-2 w-full overflow-hidden rounded-full bg-sand-200">
        <span className="h-full bg-success-600" style={{ width: `${shares.checkedIn}%` }} />
        <span className="h-full bg-danger-600" style={{ width: `${shares.noShow}%` }} />
      </div>
    </div>
  );
}
