import { ChevronLeft, ChevronRight, CreditCard, Receipt } from 'lucide-react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { usePaymentMode } from '../../../../api/public-config.ts';
import { addDays } from '../../../../lib/calendar-date.ts';
import { Button } from '../../../../ui/button.tsx';
import { useDocumentMeta } from '../../../../ui/document-meta.ts';
import { EmptyState } from '../../../../ui/empty-state.tsx';
import { ErrorState } from '../../../../ui/error-state.tsx';
import { Input, Label } from '../../../../ui/input.tsx';
import { Skeleton } from '../../../../ui/skeleton.tsx';
import { formatCalendarDate, zoneAbbreviation } from '../../../../ui/zoned-time.ts';
import { AdminPageHeader } from '../../shared/components/admin-page-header.tsx';
import { usePaymentsDay } from '../api/get-payments-day.ts';
import { MovementsTable } from '../components/movements-table.tsx';
import { PaymentsAttention, PaymentsFigures } from '../components/payments-figures.tsx';

const datePattern = /^\d{4}-\d{2}-\d{2}$/;
const dayHref = (date: string) => `/admin/payments?date=${date}`;

/**
 * /admin/payments (online payment): one day's money in the operator's time zone, today unless the
 * address says `?date=`: takings, refunds, disputes and net, what waits for an admin, and every movement.
 */
export function AdminPaymentsPage() {
  useDocumentMeta('Payments', 'The money Stripe moved for Tabi Tours, day by day.');
  const [params] = useSearchParams();
  const asked = params.get('date');
  const chosen = asked && datePattern.test(asked) ? asked : undefined;
  const mode = usePaymentMode();
  const query = usePaymentsDay(chosen, mode === 'online');
  const day = query.data;
  // The day asked for leads the picker even while its figures load (the previous day's stay meanwhile).
  const date = chosen ?? day?.date;

  if (mode === 'at-meeting-point') return <PaymentsOff />;
  return (
    <div>
      <AdminPageHeader
        title="Payments"
        description={`What Stripe moved on one day: payments taken, refunds sent and disputes opened, in the operator's time zone${day ? ` (${zoneAbbreviation(day.timezone)})` : ''}.`}
        actions={date ? <DayPicker date={date} /> : undefined}
      />

      {query.isError && !day ? (
        <ErrorState
          title="The payments could not be loaded"
          message={query.error.message}
          onRetry={() => query.refetch()}
          retrying={query.isFetching}
        />
      ) : !day ? (
        <PaymentsSkeleton />
      ) : (
        <div aria-busy={query.isPlaceholderData || undefined}>
          <h2 className="mb-4 text-lg font-bold text-ink-900">{formatCalendarDate(day.date)}</h2>
          <PaymentsFigures day={day} />
          <PaymentsAttention day={day} />
          <section aria-labelledby="movements-heading" className="mt-10">
            <h2 id="movements-heading" className="mb-4 text-lg font-bold text-ink-900">
              Movements
            </h2>
            {day.movements.length === 0 ? (
              <EmptyState
                as="h3"
                icon={<Receipt />}
                title="Nothing moved on this day"
                description="No payment, refund or dispute. Choose another day, or come back when travellers book."
              />
            ) : (
              <MovementsTable movements={day.movements} timezone={day.timezone} />
            )}
          </section>
        </div>
      )}
    </div>
  );
}

/**
 * Without a Stripe key no money moves through the site (the menu has no Payments entry): an address
 * typed or bookmarked says so, and how to turn online payment on, instead of an error.
 */
function PaymentsOff() {
  return (
    <div>
      <AdminPageHeader title="Payments" description="What Stripe moved, day by day." />
      <EmptyState
        icon={<CreditCard />}
        title="Online payment is off"
        description={
          <>
            Travellers pay at the meeting point, and you mark their bookings paid in{' '}
            <Link to="/admin/bookings" className="font-semibold text-primary-700 hover:underline">
              Bookings
            </Link>
            . To take card payments with Stripe, set <code>STRIPE_SECRET_KEY</code>,{' '}
            <code>STRIPE_PUBLISHABLE_KEY</code> and <code>STRIPE_WEBHOOK_SECRET</code> (see the README's
            Online payment) and restart the server.
          </>
        }
      />
    </div>
  );
}

/** The day shown, chosen in a date field or a day before or after. */
function DayPicker({ date }: { date: string }) {
  const navigate = useNavigate();
  return (
    <div className="flex items-end gap-2">
      <Button asChild variant="outline" size="icon">
        <Link to={dayHref(addDays(date, -1))} aria-label="Previous day">
          <ChevronLeft aria-hidden />
        </Link>
      </Button>
      <div>
        <Label htmlFor="payments-date">Day</Label>
        <Input
          id="payments-date"
          type="date"
          className="w-44"
          value={date}
          onChange={(event) => {
            if (datePattern.test(event.target.value)) void navigate(dayHref(event.target.value));
          }}
        />
      </div>
      <Button asChild variant="outline" size="icon">
        <Link to={dayHref(addDays(date, 1))} aria-label="Next day">
          <ChevronRight aria-hidden />
        </Link>
      </Button>
    </div>
  );
}

function PaymentsSkeleton() {
  return (
    <div role="status" aria-label="Loading the payments">
      <Skeleton className="mb-4 h-6 w-56" />
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} className="h-32 rounded-2xl" />
        ))}
      </div>
      <Skeleton className="mt-10 h-64 rounded-2xl" />
    </div>
  );
}
