import type { PaymentsDay } from '@tabi/contracts';
import { CircleDollarSign, type LucideIcon, ShieldAlert, Undo2, Wallet } from 'lucide-react';
import { Link } from 'react-router';
import { cn } from '../../../../ui/cn.ts';
import { formatCount } from '../../../../ui/format-count.ts';
import { formatPrice } from '../../../../ui/format-price.ts';

type FigureProps = { label: string; icon: LucideIcon; value: string; detail: string; tone?: string };

function Figure({ label, icon: Icon, value, detail, tone = 'bg-primary-50 text-primary-700' }: FigureProps) {
  return (
    <div className="min-w-0 rounded-2xl border border-sand-200 bg-white p-4 sm:p-5">
      <dt className="flex items-center gap-2 text-sm font-semibold text-ink-600">
        <span className={cn('flex size-8 items-center justify-center rounded-lg', tone)}>
          <Icon className="size-4" aria-hidden />
        </span>
        {label}
      </dt>
      <dd className="mt-3 text-3xl font-extrabold tracking-tight text-ink-900 tabular-nums">{value}</dd>
      <dd className="mt-1 text-sm text-ink-600">{detail}</dd>
    </div>
  );
}

/** The day's takings, refunds, disputes and what is left of them, in the operator's currency. */
export function PaymentsFigures({ day }: { day: PaymentsDay }) {
  const money = (amount: number) => formatPrice(amount, day.currency);
  return (
    <dl className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
      <Figure
        label="Takings"
        icon={Wallet}
        value={money(day.takings.amount)}
        detail={formatCount(day.takings.count, 'payment')}
        tone="bg-success-50 text-success-700"
      />
      <Figure
        label="Refunds"
        icon={Undo2}
        value={money(day.refunds.amount)}
        detail={formatCount(day.refunds.count, 'refund')}
      />
      <Figure
        label="Disputes"
        icon={ShieldAlert}
        value={money(day.disputes.amount)}
        detail={formatCount(day.disputes.count, 'dispute')}
        tone="bg-warning-50 text-warning-700"
      />
      <Figure
        label="Net"
        icon={CircleDollarSign}
        value={money(day.net)}
        detail="Takings less refunds and disputes"
      />
    </dl>
  );
}

/**
 * What waits for an admin whatever the day: refunds Stripe failed (the link opens the bookings list
 * filtered to them, where they are retried) and disputes still open.
 */
export function PaymentsAttention({ day }: { day: PaymentsDay }) {
  const items = [
    {
      count: day.failedRefunds,
      text: formatCount(day.failedRefunds, 'failed refund'),
      none: 'No failed refunds',
      hint: 'to retry from the bookings list',
      href: '/admin/bookings?refundStatus=failed',
    },
    {
      count: day.openDisputes,
      text: formatCount(day.openDisputes, 'open dispute'),
      none: 'No open disputes',
      hint: 'waiting for an answer to the bank',
      href: '/admin/bookings?disputed=true',
    },
  ];
  return (
    <ul className="mt-4 flex flex-wrap gap-3" aria-label="Needs attention">
      {items.map(({ count, text, none, hint, href }) => (
        <li key={href}>
          {count > 0 ? (
            <Link
              to={href}
              className="inline-flex items-center gap-2 rounded-xl border border-danger-600/25 bg-danger-50 px-3 py-2 text-sm text-ink-900 hover:border-danger-600/50"
            >
              <span className="font-bold text-danger-700">{text}</span>
              <span className="text-ink-700">{hint}</span>
            </Link>
          ) : (
            <span className="inline-flex items-center rounded-xl border border-sand-200 bg-white px-3 py-2 text-sm text-ink-600">
              {none}
            </span>
          )}
        </li>
      ))}
    </ul>
  );
}
