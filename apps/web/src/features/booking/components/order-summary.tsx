import { type CompleteTour, policy, type Tour } from '@tabi/contracts';
import { CalendarDays, Clock, LockKeyhole, MapPinned, Undo2, Users, Wallet } from 'lucide-react';
import type { ReactNode } from 'react';
import type { PriceEstimate } from '../../../availability/price-estimate.ts';
import { formatCount, formatParticipants } from '../../../ui/format-count.ts';
import { formatPrice } from '../../../ui/format-price.ts';
import { formatCalendarDate, formatZonedDateTime, formatZonedTime } from '../../../ui/zoned-time.ts';

type OrderSummaryProps = {
  /** Only a tour with its place, duration and meeting point is booked. */
  tour: CompleteTour<Tour>;
  /** The chosen date and its start (UTC instant), or null before a date is chosen. */
  date: string | null;
  startsAt: string | null;
  timezone: string;
  participants: { adults: number; children: number };
  price: PriceEstimate;
  /** Paid by card on Stripe's page right after booking, rather than at the meeting point. */
  payOnline: boolean;
  /** The submit button and the answer to the last try, under the summary. */
  footer: ReactNode;
};

/** The right-hand card of the checkout: the tour, the choice so far, a live price and the policy. */
export function OrderSummary({
  tour,
  date,
  startsAt,
  timezone,
  participants,
  price,
  payOnline,
  footer,
}: OrderSummaryProps) {
  const { adults, children } = participants;
  const cover = tour.images[0];
  const freeUntil = startsAt
    ? new Date(new Date(startsAt).getTime() - policy.freeCancellationHours * 3_600_000).toISOString()
    : null;
  return (
    <section
      aria-labelledby="summary-heading"
      className="rounded-2xl border border-sand-200 bg-white shadow-card lg:sticky lg:top-24"
    >
      <div className="flex gap-4 border-b border-sand-200 p-5">
        {cover ? (
          <img
            src={cover.thumbUrl}
            width={cover.width}
            height={cover.height}
            alt=""
            className="aspect-[4/3] w-24 shrink-0 rounded-lg object-cover"
          />
        ) : null}
        <div className="min-w-0">
          <h2 id="summary-heading" className="text-sm font-semibold text-ink-600">
            Your booking
          </h2>
          <p className="mt-0.5 line-clamp-2 font-bold text-ink-900">{tour.title}</p>
          <p className="mt-0.5 text-sm text-ink-600">{tour.city}</p>
        </div>
      </div>

      <ul className="space-y-3 p-5 text-sm text-ink-800">
        <SummaryLine icon={<CalendarDays />}>
          {date ? formatCalendarDate(date) : <span className="text-ink-600">Choose a date</span>}
        </SummaryLine>
        {startsAt && <SummaryLine icon={<Clock />}>Starts {formatZonedTime(startsAt, timezone)}</SummaryLine>}
        <SummaryLine icon={<Users />}>{formatParticipants(participants)}</SummaryLine>
        <SummaryLine icon={<MapPinned />}>{tour.meetingPoint}</SummaryLine>
      </ul>

      <div className="border-t border-sand-200 p-5">
        <h3 className="sr-only">Price</h3>
        <dl className="space-y-2 text-sm">
          <div className="flex justify-between gap-3">
            <dt className="text-ink-700">
              {formatCount(adults, 'adult')} × {formatPrice(price.adultPrice, price.currency)}
            </dt>
            <dd className="font-medium text-ink-900 tabular-nums">
              {formatPrice(price.adultsTotal, price.currency)}
            </dd>
          </div>
          {children > 0 && (
            <div className="flex justify-between gap-3">
              <dt className="text-ink-700">
                {formatCount(children, 'child', 'children')} × {formatPrice(price.childPrice, price.currency)}
              </dt>
              <dd className="font-medium text-ink-900 tabular-nums">
                {formatPrice(price.childrenTotal, price.currency)}
              </dd>
            </div>
          )}
          <div className="flex items-baseline justify-between gap-3 border-t border-sand-200 pt-3">
            <dt className="font-bold text-ink-900">Total</dt>
            <dd className="text-xl font-extrabold text-ink-900 tabular-nums" data-testid="price-total">
              {formatPrice(price.total, price.currency)}
            </dd>
          </div>
        </dl>
        <ul className="mt-4 space-y-2.5 text-sm">
          {payOnline ? (
            <li className="flex gap-2.5">
              <LockKeyhole className="mt-0.5 size-4 shrink-0 text-success-600" aria-hidden />
              <span className="text-ink-700">
                <span className="font-semibold text-ink-900">Pay now by card</span> on Stripe’s secure page,
                the next step. Your seats are held for {policy.paymentHoldMinutes} minutes while you pay.
              </span>
            </li>
          ) : (
            <li className="flex gap-2.5">
              <Wallet className="mt-0.5 size-4 shrink-0 text-success-600" aria-hidden />
              <span className="text-ink-700">
                <span className="font-semibold text-ink-900">Pay at the meeting point.</span> Nothing is
                charged now; the final price is confirmed when you book.
              </span>
            </li>
          )}
          <li className="flex gap-2.5">
            <Undo2 className="mt-0.5 size-4 shrink-0 text-success-600" aria-hidden />
            <span className="text-ink-700">
              <span className="font-semibold text-ink-900">Free cancellation</span>{' '}
              {freeUntil
                ? `until ${formatZonedDateTime(freeUntil, timezone)}`
                : `up to ${policy.freeCancellationHours} hours before the start`}
              .
            </span>
          </li>
        </ul>
        <div className="mt-5">{footer}</div>
      </div>
    </section>
  );
}

function SummaryLine({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <li className="flex gap-2.5">
      <span className="mt-0.5 shrink-0 text-ink-600 [&_svg]:size-4" aria-hidden>
        {icon}
      </span>
      <span className="min-w-0">{children}</span>
    </li>
  );
}
