import { CircleAlert, CircleCheck, TriangleAlert } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { cn } from '../../../../ui/cn.ts';
import type { CheckInBanner as Banner } from '../lib/check-in-banner.ts';

const tones = {
  success: { box: 'border-success-600 bg-success-50', icon: CircleCheck, iconClass: 'text-success-600' },
  warning: { box: 'border-warning-600 bg-warning-50', icon: TriangleAlert, iconClass: 'text-warning-600' },
  danger: { box: 'border-danger-600 bg-danger-50', icon: CircleAlert, iconClass: 'text-danger-600' },
} as const;

/**
 * The result of the last scan, big enough to read at arm's length: green checked in, amber already
 * checked in, red refused. A refusal is announced at once (`alert`), the others politely (`status`). Each
 * answer is a new banner (the panel keys it), shown where the eye is.
 */
export function CheckInBanner({ banner, className }: { banner: Banner; className?: string }) {
  const { box, icon: Icon, iconClass } = tones[banner.tone];
  const ref = useRef<HTMLDivElement>(null);
  // On a phone the answer would land below the fold, under the field just used: it is brought into view.
  useEffect(() => {
    ref.current?.scrollIntoView?.({ block: 'nearest' });
  }, []);
  return (
    <div
      ref={ref}
      role={banner.tone === 'danger' ? 'alert' : 'status'}
      className={cn('flex gap-3 rounded-xl border-l-4 px-4 py-3 sm:px-5 sm:py-4', box, className)}
    >
      <Icon className={cn('mt-0.5 size-6 shrink-0', iconClass)} aria-hidden />
      <div className="min-w-0">
        <p className="text-base font-bold break-words text-ink-900 sm:text-lg">{banner.title}</p>
        {banner.details.map((line) => (
          <p key={line} className="mt-0.5 text-sm break-words text-ink-800">
            {line}
          </p>
        ))}
      </div>
    </div>
  );
}
