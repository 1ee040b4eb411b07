import { policy, type RescheduleQuote } from '@tabi/contracts';
import { seatsText } from '../availability/seats-text.ts';
import { Alert } from '../ui/alert.tsx';
import { cn } from '../ui/cn.ts';
import { formatPrice } from '../ui/format-price.ts';

/** Who reads the quote: the traveller moving their own booking, or the operator moving it for them. */
export type QuoteReader = 'traveller' | 'operator';

/** How the difference is settled, in one line: what the traveller pays or gets back, and where. */
export function settlementText(
  { settlement, pricing }: Pick<RescheduleQuote, 'settlement' | 'pricing'>,
  reader: QuoteReader = 'traveller',
) {
  const amount = formatPrice(Math.abs(pricing.difference), pricing.currency);
  const you = reader === 'traveller';
  if (settlement === 'checkout') return you ? `You pay ${amount} more` : `The traveller pays ${amount} more`;
  if (settlement === 'refund')
    return you ? `${amount} back to your card` : `${amount} back to the traveller’s card`;
  if (settlement === 'on_site' && pricing.difference > 0)
    return you ? 'Pay the difference at the meeting point' : 'The difference is paid at the meeting point';
  if (settlement === 'on_site' && pricing.difference < 0) return `${amount} less to pay at the meeting point`;
  return 'Same price';
}

/** What the settlement line adds, when it needs a word more (the traveller's side of it). */
function settlementDetail({ settlement, pricing }: RescheduleQuote, reader: QuoteReader) {
  if (reader === 'operator') {
    return settlement === 'on_site' && pricing.difference !== 0
      ? `The guide takes ${formatPrice(pricing.newTotal, pricing.currency)} in all.`
      : null;
  }
  if (settlement === 'checkout')
    return `By card on Stripe’s secure page, the next step. Your new seats are held for ${policy.paymentHoldMinutes} minutes while you pay.`;
  if (settlement === 'refund') return 'Refunded to the card you paid with as soon as your booking moves.';
  if (settlement === 'on_site' && pricing.difference > 0)
    return `${formatPrice(pricing.difference, pricing.currency)} more: you pay ${formatPrice(pricing.newTotal, pricing.currency)} to your guide.`;
  return null;
}

/** The text of a late change, which the operator decides. */
export const approvalText = `Past the free-change window (${policy.freeCancellationHours}\u00a0h before the start): the operator decides; you keep your current date until then`;

/**
 * A quote of a date change: the current and new totals, how the difference is settled, the seats left,
 * and, past the free cut-off, that the operator decides (an admin's own move never waits).
 */
export function QuoteSummary({
  quote,
  reader,
  className,
}: {
  quote: RescheduleQuote;
  reader: QuoteReader;
  className?: string;
}) {
  const { pricing } = quote;
  const money = (amount: number) => formatPrice(amount, pricing.currency);
  const detail = settlementDetail(quote, reader);
  return (
    <div className={cn('space-y-3', className)}>
      <dl className="space-y-2 text-sm">
        <div className="flex justify-between gap-3">
          <dt className="text-ink-700">Current total</dt>
          <dd className="font-medium text-ink-900 tabular-nums">{money(pricing.oldTotal)}</dd>
        </div>
        <div className="flex items-baseline justify-between gap-3 border-t border-sand-200 pt-2">
          <dt className="font-bold text-ink-900">New total</dt>
          <dd className="text-xl font-extrabold text-ink-900 tabular-nums">{money(pricing.newTotal)}</dd>
        </div>
      </dl>
      <div className="rounded-xl bg-sand-50 px-3 py-2.5 text-sm">
        <p className="font-semibold text-ink-900" data-testid="settlement">
          {settlementText(quote, reader)}
        </p>
        {detail && <p className="mt-0.5 text-ink-700">{detail}</p>}
        <p className="mt-0.5 text-ink-600">{seatsText(quote.seatsLeft)} on that date</p>
      </div>
      {quote.needsApproval && <Alert tone="warning">{approvalText}</Alert>}
    </div>
  );
}
