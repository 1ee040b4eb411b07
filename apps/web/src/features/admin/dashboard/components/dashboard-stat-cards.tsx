import type { AdminStats } from '@tabi/contracts';
import { CircleDollarSign, type LucideIcon, MapPinned, Ticket, UsersRound } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatCount } from '../../../../ui/format-count.ts';
import { formatPrice } from '../../../../ui/format-price.ts';

type StatCardProps = {
  label: string;
  icon: LucideIcon;
  value: string;
  /** Lines under the figure: what it is made of. */
  children: ReactNode;
};

function StatCard({ label, icon: Icon, value, children }: StatCardProps) {
  return (
    <div className="min-w-0 rounded-2xl border border-sand-200 bg-white p-4 sm:p-5">
      <dt className="flex items-center gap-2 text-sm font-semibold text-ink-600">
        <span className="flex size-8 items-center justify-center rounded-lg bg-primary-50 text-primary-700">
          <Icon className="size-4" aria-hidden />
        </span>
        {label}
      </dt>
      <dd className="mt-3 text-3xl font-extrabold tracking-tight text-ink-900 tabular-nums">{value}</dd>
      <dd className="mt-1 space-y-0.5 text-sm text-ink-600">{children}</dd>
    </div>
  );
}

const number = (value: number) => value.toLocaleString('en-US');

/** The totals at the top of the dashboard: accounts, tours, bookings (with what waits) and revenue. */
export function DashboardStatCards({ totals, currency }: { totals: AdminStats['totals']; currency: string }) {
  const { users, tours, bookings, revenue } = totals;
  const money = (amount: number) => formatPrice(amount, currency);
  return (
    <dl className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
      <StatCard label="Users" icon={UsersRound} value={number(users.total)}>
        <p>
          {formatCount(users.admins, 'administrator')} · {number(users.disabled)} disabled
        </p>
      </StatCard>
      <StatCard label="Tours" icon={MapPinned} value={number(tours.total)}>
        <p>
          {number(tours.total - tours.archived)} in the catalog · {number(tours.archived)} archived
        </p>
      </StatCard>
      <StatCard label="Bookings" icon={Ticket} value={number(bookings.total)}>
        <p>
          {bookings.pending > 0 ? (
            <Link
              to="/admin/bookings?status=pending"
              className="font-semibold text-warning-700 underline-offset-2 hover:underline"
            >
              {number(bookings.pending)} pending confirmation
            </Link>
          ) : (
            'None pending'
          )}
        </p>
        <p>
          {number(bookings.confirmed)} confirmed · {number(bookings.completed)} completed ·{' '}
          {number(bookings.cancelled)} cancelled
        </p>
      </StatCard>
      <StatCard label="Revenue booked" icon={CircleDollarSign} value={money(revenue.booked)}>
        <p>
          Paid {money(revenue.paid)} · Refunded {money(revenue.refunded)}
        </p>
      </StatCard>
    </dl>
  );
}
