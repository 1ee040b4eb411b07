import type { AttendanceBody, ManifestEntry } from '@tabi/contracts';
import type { ReactNode } from 'react';
import { Badge } from '../../../../ui/badge.tsx';
import { cn } from '../../../../ui/cn.ts';
import { formatParticipants } from '../../../../ui/format-count.ts';
import { formatZonedTime } from '../../../../ui/zoned-time.ts';
import { Cell as BaseCell, ResponsiveTable } from '../../shared/components/responsive-table.tsx';
import { entryPayment } from '../lib/entry-payment.ts';
import { AttendanceActions } from './attendance-actions.tsx';

type ManifestTableProps = {
  /** Read by screen readers and printed: which departure this is. */
  caption: string;
  entries: ManifestEntry[];
  timezone: string;
  started: boolean;
  payOnline: boolean;
  busyIds: ReadonlySet<string>;
  onChange: (entry: ManifestEntry, state: AttendanceBody['state']) => void;
};

const headers = ['Reference', 'Lead traveller', 'Phone', 'Party', 'Special requests', 'Payment', 'Check-in'];

/** This table's cell: the shared one, aligned for rows of several lines. */
function Cell(props: { label?: string; children: ReactNode; className?: string }) {
  return <BaseCell {...props} className={cn('align-top', props.className)} />;
}

/** A number a phone can dial: "+81 90-1234-5678" -> "tel:+819012345678". */
const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/**
 * Every party on the departure as the guide reads it: a table on wide screens and on paper, one card
 * per party on a phone. Checked-in parties are marked green, no-shows red.
 */
export function ManifestTable({
  caption,
  entries,
  timezone,
  started,
  payOnline,
  busyIds,
  onChange,
}: ManifestTableProps) {
  return (
    <ResponsiveTable caption={caption} headers={headers} bodyClassName="max-md:space-y-3">
      {entries.map((entry) => {
        const payment = entryPayment(entry, payOnline);
        const busy = busyIds.has(entry.bookingId);
        const state = entry.attendance?.state;
        return (
          <tr
            key={entry.bookingId}
            aria-busy={busy || undefined}
            className={cn(
              'max-md:grid max-md:grid-cols-2 max-md:gap-x-4 max-md:gap-y-3 max-md:rounded-2xl max-md:border max-md:border-l-4 max-md:bg-white max-md:p-4 print:break-inside-avoid',
              state === 'checked_in'
                ? 'max-md:border-sand-200 max-md:border-l-success-600 md:bg-success-50/60'
                : state === 'no_show'
                  ? 'max-md:border-sand-200 max-md:border-l-danger-600'
                  : 'max-md:border-sand-200',
            )}
          >
            <Cell className="max-md:col-span-2 md:pl-4">
              <span className="block font-mono font-semibold whitespace-nowrap text-ink-900">
                {entry.reference}
              </span>
              {entry.status === 'pending' && (
                <span className="block text-xs font-semibold text-warning-700">Not confirmed</span>
              )}
            </Cell>
            <Cell label="Lead traveller" className="max-md:col-span-2 md:min-w-32">
              <span className="block font-medium break-words text-ink-900">{entry.leadName}</span>
            </Cell>
            <Cell label="Phone">
              <a
                href={telHref(entry.phone)}
                className="font-medium whitespace-nowrap text-primary-700 hover:underline print:text-ink-900"
              >
                {entry.phone}
              </a>
            </Cell>
            <Cell label="Party">
              <span className="text-ink-900 md:whitespace-nowrap">{formatParticipants(entry)}</span>
            </Cell>
            <Cell label="Special requests" className="max-md:col-span-2 md:min-w-40">
              {entry.specialRequests ? (
                <span className="block break-words whitespace-pre-line text-ink-900">
                  {entry.specialRequests}
                </span>
              ) : (
                <span className="text-ink-600">None</span>
              )}
            </Cell>
            <Cell label="Payment">
              {payment.due ? (
                <span className="block font-semibold text-warning-700 print:text-ink-900">
                  <span className="block text-xs font-medium whitespace-nowrap">Due on site</span>
                  <span className="whitespace-nowrap tabular-nums">{payment.amount}</span>
                </span>
              ) : (
                <span className="block text-ink-700">{payment.text}</span>
              )}
            </Cell>
            <Cell label="Check-in">
              {state === 'checked_in' && entry.attendance ? (
                <>
                  <Badge variant="success" className="whitespace-nowrap">
                    Checked in
                  </Badge>
                  <span className="mt-0.5 block text-xs whitespace-nowrap text-ink-600">
                    at {formatZonedTime(entry.attendance.at, timezone)}
                  </span>
                </>
              ) : state === 'no_show' ? (
                <Badge className="bg-danger-50 whitespace-nowrap text-danger-700">No-show</Badge>
              ) : (
                <Badge className="whitespace-nowrap">To come</Badge>
              )}
            </Cell>
            <td className="align-top max-md:col-span-2 md:py-2 md:pr-4 md:pl-3 md:text-right print:hidden">
              <AttendanceActions entry={entry} started={started} busy={busy} onChange={onChange} />
            </td>
          </tr>
        );
      })}
    </ResponsiveTable>
  );
}
