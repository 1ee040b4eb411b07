import {
  approveBookingChangeSchema,
  type BookingChange,
  denyBookingChangeSchema,
  limits,
} from '@tabi/contracts';
import { ArrowRight } from 'lucide-react';
import { useState } from 'react';
import { errorMessage } from '../../../../api/field-errors.ts';
import { Alert } from '../../../../ui/alert.tsx';
import { Button } from '../../../../ui/button.tsx';
import { formatCount, formatParticipants } from '../../../../ui/format-count.ts';
import { formatPrice } from '../../../../ui/format-price.ts';
import { RelativeTime } from '../../../../ui/relative-time.tsx';
import { toast } from '../../../../ui/toast.ts';
import { formatCalendarDate } from '../../../../ui/zoned-time.ts';
import { NoteDialog } from '../../shared/components/note-dialog.tsx';
import { Cell, ResponsiveTable } from '../../shared/components/responsive-table.tsx';
import { useDecideBookingChange } from '../api/decide-booking-change.ts';
import { useRequestedBookingChanges } from '../api/list-booking-changes.ts';

/** How many requests the list shows at once; more is rare (each is a late change of one booking). */
const shownRequests = 50;

const headers = ['Traveller', 'Booking', 'Tour', 'Date', 'Party', 'Difference', 'Note'];

type Decision = { kind: 'approve' | 'deny'; change: BookingChange; opener: HTMLElement | null };

/** The difference in money with its sign and how it is settled: "+¥4,000 · paid online". */
export function differenceText({ pricing, settlement }: Pick<BookingChange, 'pricing' | 'settlement'>) {
  if (pricing.difference === 0) return 'Same price';
  const amount = formatPrice(Math.abs(pricing.difference), pricing.currency);
  const sign = pricing.difference > 0 ? '+' : '−';
  const how = {
    none: '',
    on_site: ' · at the meeting point',
    checkout: ' · paid online',
    refund: ' · refunded to the card',
  }[settlement];
  return `${sign}${amount}${how}`;
}

/**
 * The late date changes waiting for the operator, above the bookings: who asks, which booking, from which
 * date to which, the party, the difference and their note, each to approve (an optional note) or deny (a
 * note the traveller reads). Nothing shows while none waits.
 */
export function DateChangesList() {
  const query = useRequestedBookingChanges({ page: 1, limit: shownRequests });
  const [decision, setDecision] = useState<Decision | null>(null);
  const [open, setOpen] = useState(false);
  const list = query.data;

  if (query.isError && !list) {
    return (
      <Alert tone="warning" className="mb-6" title="Date change requests could not be loaded">
        {errorMessage(query.error, 'Please check your connection and try again.')}{' '}
        <Button variant="link" size="sm" onClick={() => void query.refetch()}>
          Retry
        </Button>
      </Alert>
    );
  }
  // The dialog outlives the list: deciding the last request empties it while the dialog closes.
  const dialog = decision && (
    <DecisionDialog
      key={`${decision.kind}:${decision.change._id}`}
      decision={decision}
      open={open}
      onOpenChange={setOpen}
    />
  );

  const decide = (kind: Decision['kind'], change: BookingChange, opener: HTMLElement) => {
    setDecision({ kind, change, opener });
    setOpen(true);
  };

  return (
    <>
      {list && list.total > 0 && (
        <section aria-labelledby="date-changes-heading" className="mb-8">
          <h2 id="date-changes-heading" className="text-lg font-bold text-ink-900">
            Date changes
          </h2>
          <p className="mt-1 mb-4 text-sm text-ink-600">
            {formatCount(list.total, 'request')} past the free-change window, waiting for your decision.
            {list.total > list.data.length && ` The newest ${list.data.length} are shown.`}
          </p>
          <ResponsiveTable
            caption="Date change requests"
            headers={headers}
            busy={query.isPlaceholderData}
            bodyClassName="max-md:space-y-4"
          >
            {list.data.map((change) => (
              <tr
                key={change._id}
                className="max-md:grid max-md:grid-cols-2 max-md:gap-x-4 max-md:gap-y-3 max-md:rounded-2xl max-md:border max-md:border-sand-200 max-md:bg-white max-md:p-4"
              >
                <Cell label="Traveller" className="align-top max-md:col-span-2 md:pl-4">
                  <span className="block font-medium break-words text-ink-900">{change.traveller.name}</span>
                  <span className="block text-xs text-ink-600">
                    Asked <RelativeTime iso={change.createdAt} />
                  </span>
                </Cell>
                <Cell label="Booking" className="align-top">
                  <span className="font-mono font-semibold whitespace-nowrap text-ink-900">
                    {change.reference}
                  </span>
                </Cell>
                <Cell label="Tour" className="align-top">
                  <span className="block break-words text-ink-900">{change.tour.title}</span>
                </Cell>
                <Cell label="Date" className="align-top max-md:col-span-2">
                  <span className="flex flex-wrap items-center gap-x-1.5 whitespace-nowrap text-ink-900">
                    {formatCalendarDate(change.from.date, 'short')}
                    <ArrowRight className="size-3.5 text-ink-600" aria-hidden />
                    <span className="sr-only">to</span>
                    <span className="font-semibold">{formatCalendarDate(change.to.date, 'short')}</span>
                  </span>
                </Cell>
                <Cell label="Party" className="align-top">
                  <span className="text-ink-900">{formatParticipants(change.to.participants)}</span>
                  {formatParticipants(change.to.participants) !==
                    formatParticipants(change.from.participants) && (
                    <span className="block text-xs text-ink-600">
                      was {formatParticipants(change.from.participants)}
                    </span>
                  )}
                </Cell>
                <Cell label="Difference" className="align-top">
                  <span className="text-ink-900 tabular-nums">{differenceText(change)}</span>
                </Cell>
                <Cell label="Note" className="align-top max-md:col-span-2">
                  {change.note ? (
                    <q className="line-clamp-3 text-ink-800 italic" title={change.note}>
                      {change.note}
                    </q>
                  ) : (
                    <span className="text-ink-600">None</span>
                  )}
                </Cell>
                <td className="align-top max-md:col-span-2 md:py-2 md:pr-4 md:pl-3 md:text-right">
                  <span className="flex gap-2 md:justify-end">
                    <Button
                      size="sm"
                      onClick={(event) => decide('approve', change, event.currentTarget)}
                      aria-label={`Approve the date change of ${change.reference}`}
                    >
                      Approve
                    </Button>
                    <Button
                      size="sm"
                      variant="outline"
                      onClick={(event) => decide('deny', change, event.currentTarget)}
                      aria-label={`Deny the date change of ${change.reference}`}
                    >
                      Deny
                    </Button>
                  </span>
                </td>
              </tr>
            ))}
          </ResponsiveTable>
        </section>
      )}
      {dialog}
    </>
  );
}

/** Approve (an optional note) or deny (a note the traveller reads) one request; a refusal stays in the dialog. */
function DecisionDialog({
  decision,
  open,
  onOpenChange,
}: {
  decision: Decision;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { change, kind } = decision;
  const decide = useDecideBookingChange();
  const from = formatCalendarDate(change.from.date, 'short');
  const to = formatCalendarDate(change.to.date, 'short');
  const common = {
    open,
    onOpenChange,
    description: `${change.reference} · ${change.traveller.name} · ${change.tour.title}`,
    fieldId: `${kind}-change-${change._id}`,
    serverField: 'note',
    max: limits.refundNoteMax,
    fallbackError: 'The date change could not be decided. Please try again.',
    onCloseAutoFocus: (event: Event) => {
      if (!decision.opener?.isConnected) return;
      event.preventDefault();
      decision.opener.focus();
    },
  };
  const facts = (
    <Alert tone="info">
      From {from} to {to}, {formatParticipants(change.to.participants)}. {differenceText(change)}.
      {change.note && ` Their note: “${change.note}”`}
    </Alert>
  );

  if (kind === 'deny') {
    return (
      <NoteDialog
        {...common}
        title="Deny this date change?"
        label="Why the change is denied"
        hint={`Required, up to ${limits.refundNoteMax} characters. The traveller reads it.`}
        schema={denyBookingChangeSchema.shape.note}
        min={1}
        submitLabel="Deny change"
        pendingLabel="Denying…"
        tone="danger"
        onSubmit={async (note) => {
          await decide.mutateAsync({ id: change._id, decision: 'deny', note: note ?? '' });
          toast.success('Date change denied', {
            description: `${change.reference} keeps ${from}; the traveller is told why.`,
          });
        }}
      >
        {facts}
      </NoteDialog>
    );
  }
  return (
    <NoteDialog
      {...common}
      title="Approve this date change?"
      label="Note for the traveller (optional)"
      hint={`Up to ${limits.refundNoteMax} characters.`}
      schema={approveBookingChangeSchema.shape.note}
      submitLabel="Approve change"
      pendingLabel="Approving…"
      tone="primary"
      onSubmit={async (note) => {
        const { change: decided } = await decide.mutateAsync({ id: change._id, decision: 'approve', note });
        if (decided.status === 'awaiting_payment') {
          toast.success('Date change approved', {
            description: `${change.reference} moves to ${to} once the traveller pays the difference.`,
          });
        } else {
          toast.success('Date change approved', {
            description: `${change.reference} is now on ${to}; the traveller is told.`,
          });
        }
      }}
    >
      {facts}
    </NoteDialog>
  );
}
