import type { BookingChange } from '@tabi/contracts';
import { CalendarClock, Hourglass } from 'lucide-react';
import { errorMessage } from '../../../api/field-errors.ts';
import { Button } from '../../../ui/button.tsx';
import { cn } from '../../../ui/cn.ts';
import { formatPrice } from '../../../ui/format-price.ts';
import { providerPageUrl } from '../../../ui/payment-format.ts';
import { toast } from '../../../ui/toast.ts';
import { formatCalendarDate, formatZonedTime } from '../../../ui/zoned-time.ts';
import { useWithdrawReschedule } from '../api/withdraw-reschedule.ts';

/** What an open date change waits for, in one sentence. */
export function openChangeText(change: BookingChange, timezone: string) {
  const to = formatCalendarDate(change.to.date, 'short');
  if (change.status === 'awaiting_payment') {
    const amount = formatPrice(change.pricing.difference, change.pricing.currency);
    const held = change.payment?.holdExpiresAt;
    return `Pay the difference of ${amount} to move to ${to}${held ? ` (seats held until ${formatZonedTime(held, timezone)})` : ''}`;
  }
  return `Date change requested to ${to} — waiting for the operator`;
}

type OpenChangeNoticeProps = {
  change: BookingChange;
  /** The booking's zone (the operator's): the hold's time is said in it. */
  timezone: string;
  className?: string;
};

/**
 * A booking's open date change, on its card and on the date change page: waiting for the operator, or
 * for the difference to be paid on Stripe's page (Pay), and either one withdrawn (Withdraw).
 */
export function OpenChangeNotice({ change, timezone, className }: OpenChangeNoticeProps) {
  const withdraw = useWithdrawReschedule();
  const checkout = change.status === 'awaiting_payment' ? providerPageUrl(change.payment?.checkoutUrl) : null;

  const onWithdraw = async () => {
    try {
      await withdraw.mutateAsync(change.bookingId);
      toast.success('Date change withdrawn', {
        description: `${change.reference} keeps its date, ${formatCalendarDate(change.from.date, 'short')}.`,
      });
    } catch (error) {
      toast.error('Date change not withdrawn', {
        description: errorMessage(error, 'The change could not be withdrawn. Please try again.'),
      });
    }
  };

  return (
    <div
      role="status"
      className={cn(
        'flex flex-wrap items-center gap-x-3 gap-y-2 rounded-xl bg-warning-50 px-3 py-2 text-sm text-ink-900',
        className,
      )}
    >
      <span className="shrink-0 text-ink-600 [&_svg]:size-4" aria-hidden>
        {checkout ? <Hourglass /> : <CalendarClock />}
      </span>
      <span className="min-w-0 flex-1 basis-48">{openChangeText(change, timezone)}</span>
      <span className="ml-auto flex gap-2">
        {checkout && (
          <Button asChild variant="accent" size="sm">
            <a href={checkout} aria-label={`Pay the difference for ${change.reference}`}>
              Pay
            </a>
          </Button>
        )}
        <Button
          variant="outline"
          size="sm"
          loading={withdraw.isPending}
          onClick={() => void onWithdraw()}
          aria-label={`Withdraw the date change of ${change.reference}`}
        >
          Withdraw
        </Button>
      </span>
    </div>
  );
}
