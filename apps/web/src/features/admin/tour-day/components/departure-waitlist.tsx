import type { WaitlistEntry } from '@tabi/contracts';
import { BellRing } from 'lucide-react';
import type { ReactNode } from 'react';
import { errorMessage } from '../../../../api/field-errors.ts';
import { Badge } from '../../../../ui/badge.tsx';
import { cn } from '../../../../ui/cn.ts';
import { EmptyState } from '../../../../ui/empty-state.tsx';
import { ErrorState } from '../../../../ui/error-state.tsx';
import { formatParticipants } from '../../../../ui/format-count.ts';
import { Skeleton } from '../../../../ui/skeleton.tsx';
import { formatZonedDateTime, formatZonedTime } from '../../../../ui/zoned-time.ts';
import { Cell as BaseCell, ResponsiveTable } from '../../shared/components/responsive-table.tsx';
import { useDepartureWaitlist } from '../api/get-departure-waitlist.ts';

const headers = ['Traveller', 'Party', 'Status', 'Place', 'Offer until'] as const;

const statusBadges: Record<
  WaitlistEntry['status'],
  { label: string; variant: 'accent' | 'primary' | 'success' | 'neutral' }
> = {
  offered: { label: 'Offered', variant: 'accent' },
  waiting: { label: 'Waiting', variant: 'primary' },
  booked: { label: 'Booked', variant: 'success' },
  left: { label: 'Left', variant: 'neutral' },
  expired: { label: 'Expired', variant: 'neutral' },
  closed: { label: 'Closed', variant: 'neutral' },
};

function Cell(props: { label?: string; children: ReactNode; className?: string }) {
  return <BaseCell {...props} className={cn('align-top', props.className)} />;
}

type DepartureWaitlistProps = { departureId: string; timezone: string; className?: string };

/**
 * The departure's waitlist for the operator: who waits (name and e-mail), for how many, their status,
 * place in line and, for an offer, until when the seats are held. Offers first, then the line in order,
 * then the ended entries (the server's order).
 */
export function DepartureWaitlist({ departureId, timezone, className }: DepartureWaitlistProps) {
  const query = useDepartureWaitlist(departureId);
  const entries = query.data;

  return (
    <section aria-labelledby="waitlist-heading" className={cn('print:hidden', className)}>
      <h2 id="waitlist-heading" className="mb-3 text-lg font-bold text-ink-900">
        Waitlist
      </h2>
      {query.isError && !entries ? (
        <ErrorState
          as="h3"
          title="The waitlist could not be loaded"
          message={errorMessage(query.error, 'Please check your connection and try again.')}
          onRetry={() => query.refetch()}
          retrying={query.isFetching}
        />
      ) : !entries ? (
        <Skeleton className="h-32 rounded-2xl" />
      ) : entries.length === 0 ? (
        <EmptyState
          as="h3"
          icon={<BellRing />}
          title="Nobody is waiting"
          description="When the departure is full, travellers can join its waitlist; they show here."
        />
      ) : (
        <ResponsiveTable
          caption="Waitlist of this departure"
          headers={headers}
          actions={false}
          bodyClassName="max-md:space-y-3"
        >
          {entries.map((entry) => {
            const badge = statusBadges[entry.status];
            return (
              <tr
                key={entry._id}
                className="max-md:grid max-md:grid-cols-2 max-md:gap-x-4 max-md:gap-y-3 max-md:rounded-2xl max-md:border max-md:border-sand-200 max-md:bg-white max-md:p-4"
              >
                <Cell className="max-md:col-span-2 md:pl-4">
                  <span className="block font-semibold text-ink-900">{entry.traveller.name}</span>
                  <a
                    href={`mailto:${entry.traveller.email}`}
                    className="break-all text-primary-700 hover:underline"
                  >
                    {entry.traveller.email}
                  </a>
                </Cell>
                <Cell label="Party">{formatParticipants(entry.participants)}</Cell>
                <Cell label="Status">
                  <Badge variant={badge.variant}>{badge.label}</Badge>
                </Cell>
                <Cell label="Place">
                  {entry.status === 'waiting' && entry.position ? entry.position : '–'}
                </Cell>
                <Cell label="Offer until">
                  {entry.status === 'offered' && entry.offerExpiresAt ? (
                    <span title={formatZonedDateTime(entry.offerExpiresAt, timezone, 'short')}>
                      {formatZonedTime(entry.offerExpiresAt, timezone)}
                    </span>
                  ) : (
                    '–'
                  )}
                </Cell>
              </tr>
            );
          })}
        </ResponsiveTable>
      )}
    </section>
  );
}
