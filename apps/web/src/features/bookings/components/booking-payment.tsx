import type { Booking } from '@tabi/contracts';
import { CreditCard, Hourglass, TriangleAlert, Undo2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../../../ui/button.tsx';
import { cn } from '../../../ui/cn.ts';
import { formatPrice } from '../../../ui/format-price.ts';
import { formatCard, providerPageUrl } from '../../../ui/payment-format.ts';
import { formatZonedTime } from '../../../ui/zoned-time.ts';

/**
 * A booking's online payment as the traveller needs it: seats held and a way to pay, what was paid with
 * which card and its receipt, what came back. Nothing for a booking paid at the meeting point.
 */
export function BookingPayment({ booking }: { booking: Booking }) {
  const { payment, refund } = booking;
  if (!payment) return null;
  const money = (amount: number) => formatPrice(amount, payment.currency);
  const lines: ReactNode[] = [];

  if (booking.paymentStatus === 'pending' && booking.status !== 'cancelled') {
    const checkout = providerPageUrl(payment.checkoutUrl);
    lines.push(
      <Line key="held" icon={<Hourglass />} tone="warning">
        <span>
          <span className="font-semibold">Awaiting payment</span>
          {payment.holdExpiresAt &&
            ` · seats held until ${formatZonedTime(payment.holdExpiresAt, booking.timezone)}`}
        </span>
        {checkout && (
          <Button asChild variant="accent" size="sm" className="ml-auto">
            <a href={checkout} aria-label={`Pay now for ${booking.reference}`}>
              Pay now
            </a>
          </Button>
        )}
      </Line>,
    );
  }

  if (payment.paidAt && payment.amountPaid > 0) {
    const receipt = providerPageUrl(payment.receiptUrl);
    lines.push(
      <Line key="paid" icon={<CreditCard />}>
        <span>
          Paid <span className="font-semibold">{money(payment.amountPaid)}</span>
          {payment.card && ` · ${formatCard(payment.card)}`}
        </span>
        {receipt && (
          <a
            href={receipt}
            target="_blank"
            rel="noopener noreferrer"
            className="font-semibold text-primary-700 hover:underline"
            aria-label={`View receipt for ${booking.reference} (opens in a new tab)`}
          >
            View receipt
          </a>
        )}
      </Line>,
    );
  }

  if (payment.amountRefunded > 0) {
    lines.push(
      <Line key="refunded" icon={<Undo2 />} tone="success">
        <span>
          <span className="font-semibold">{money(payment.amountRefunded)}</span> refunded
          {payment.card ? ` to your ${formatCard(payment.card)}` : ''}
        </span>
      </Line>,
    );
  } else if (refund?.status === 'approved' && refund.amount) {
    lines.push(
      <Line key="refunding" icon={<Undo2 />}>
        <span>
          Refund of <span className="font-semibold">{money(refund.amount)}</span> on its way to your card
        </span>
      </Line>,
    );
  }

  if (refund?.status === 'failed') {
    lines.push(
      <Line key="refund-failed" icon={<TriangleAlert />} tone="warning">
        <span>
          <span className="font-semibold">
            Your refund{refund.amount ? ` of ${money(refund.amount)}` : ''} is delayed.
          </span>{' '}
          The payment provider could not complete it yet; our team is on it and e-mails you when it is done.
        </span>
      </Line>,
    );
  }

  if (lines.length === 0) return null;
  return (
    <ul className="space-y-2 text-sm" aria-label="Payment">
      {lines}
    </ul>
  );
}

const lineTones = {
  neutral: 'bg-sand-50 text-ink-800',
  warning: 'bg-warning-50 text-ink-900',
  success: 'bg-success-50 text-ink-900',
} as const;

function Line({
  icon,
  tone = 'neutral',
  children,
}: {
  icon: ReactNode;
  tone?: keyof typeof lineTones;
  children: ReactNode;
}) {
  return (
    <li className={cn('flex flex-wrap items-center gap-x-3 gap-y-2 rounded-xl px-3 py-2', lineTones[tone])}>
      <span className="shrink-0 text-ink-600 [&_svg]:size-4" aria-hidden>
        {icon}
      </span>
      {children}
    </li>
  );
}
