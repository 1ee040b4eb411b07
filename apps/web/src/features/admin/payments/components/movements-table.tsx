import type { PaymentMovement } from '@tabi/contracts';
import { Link } from 'react-router';
import { Badge } from '../../../../ui/badge.tsx';
import { formatPrice } from '../../../../ui/format-price.ts';
import { formatZonedTime } from '../../../../ui/zoned-time.ts';
import { Cell, ResponsiveTable } from '../../shared/components/responsive-table.tsx';

const headers = ['Time', 'Kind', 'Booking', 'Tour', 'Customer', 'Amount'];

/** Each kind's badge; refunds and disputes take money away, so their amounts read negative. */
const kinds = {
  payment: { text: 'Payment', variant: 'success', sign: '+' },
  refund: { text: 'Refund', variant: 'primary', sign: '−' },
  dispute: { text: 'Dispute', variant: 'warning', sign: '−' },
} as const;

/** The day's movements of money, oldest first, each leading to its booking in the bookings list. */
export function MovementsTable({ movements, timezone }: { movements: PaymentMovement[]; timezone: string }) {
  return (
    <ResponsiveTable
      caption="Movements of the day"
      headers={headers}
      actions={false}
      bodyClassName="max-md:space-y-3"
    >
      {movements.map((movement) => {
        const kind = kinds[movement.kind];
        return (
          <tr
            // A booking can move money several times a day (paid, refunded twice): kind and instant tell them apart.
            key={`${movement.booking._id}:${movement.kind}:${movement.at}`}
            className="max-md:grid max-md:grid-cols-2 max-md:gap-x-4 max-md:gap-y-2 max-md:rounded-2xl max-md:border max-md:border-sand-200 max-md:bg-white max-md:p-4"
          >
            <Cell label="Time" className="md:pl-4">
              <span className="whitespace-nowrap tabular-nums text-ink-900">
                {formatZonedTime(movement.at, timezone)}
              </span>
            </Cell>
            <Cell label="Kind">
              <Badge variant={kind.variant}>{kind.text}</Badge>
            </Cell>
            <Cell label="Booking">
              <Link
                to={`/admin/bookings?q=${encodeURIComponent(movement.booking.reference)}`}
                className="font-mono font-semibold text-primary-700 hover:underline"
              >
                {movement.booking.reference}
              </Link>
            </Cell>
            <Cell label="Tour" className="max-md:col-span-2">
              <span className="text-ink-900">{movement.booking.tourTitle}</span>
            </Cell>
            <Cell label="Customer">
              <span className="text-ink-900">{movement.booking.customerName}</span>
            </Cell>
            <Cell label="Amount" className="md:pr-4 md:text-right">
              <span className="font-semibold whitespace-nowrap text-ink-900 tabular-nums">
                {kind.sign}
                {formatPrice(movement.amount, movement.currency)}
              </span>
            </Cell>
          </tr>
        );
      })}
    </ResponsiveTable>
  );
}
