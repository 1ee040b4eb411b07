import type { Ticket } from '@tabi/contracts';
import { CircleCheck, CircleX, ExternalLink, Flag, Hourglass } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card } from '../../../ui/card.tsx';
import { cn } from '../../../ui/cn.ts';
import { Fact } from '../../../ui/fact.tsx';
import { formatParticipants } from '../../../ui/format-count.ts';
import { formatDuration } from '../../../ui/format-duration.ts';
import { LogoMark } from '../../../ui/logo-mark.tsx';
import { dateIn, formatCalendarDate, formatZonedDateTime, formatZonedTime } from '../../../ui/zoned-time.ts';
import { type TicketStatus, ticketStatus } from '../lib/ticket-status.ts';
import { CheckInCode } from './check-in-code.tsx';

const statusLooks: Record<TicketStatus['tone'], { box: string; icon: ReactNode }> = {
  valid: { box: 'bg-success-50 text-success-700', icon: <CircleCheck /> },
  waiting: { box: 'bg-warning-50 text-warning-700', icon: <Hourglass /> },
  void: { box: 'bg-danger-50 text-danger-700', icon: <CircleX /> },
  over: { box: 'bg-sand-100 text-ink-700', icon: <Flag /> },
};

/** "Saturday 5 December 2026, 09:00 JST": the start, in the operator's zone and said so. */
export function ticketStart(ticket: Pick<Ticket, 'date' | 'startsAt' | 'timezone'>) {
  return `${formatCalendarDate(ticket.date)}, ${formatZonedTime(ticket.startsAt, ticket.timezone)}`;
}

/** "3 h · ends at 12:00 JST" (with the date when it ends on another day). */
function durationText(ticket: Ticket) {
  const sameDay = dateIn(ticket.timezone, new Date(ticket.endsAt)) === ticket.date;
  const end = sameDay
    ? formatZonedTime(ticket.endsAt, ticket.timezone)
    : formatZonedDateTime(ticket.endsAt, ticket.timezone, 'short');
  return `${formatDuration(ticket.tour.durationMinutes)} · ends at ${end}`;
}

/**
 * The ticket as shown at the meeting point and printed (`data-print-alone`: on paper, nothing of the
 * site around it): the tour and its start in Japan time, what state it is in, the QR code and the
 * reference a guide can read out, then where to meet and who comes.
 */
export function TicketCard({ ticket }: { ticket: Ticket }) {
  const status = ticketStatus(ticket);
  const look = statusLooks[status.tone];
  const usable = ticket.status === 'confirmed';

  return (
    <article aria-labelledby="ticket-title" data-print-alone className="break-inside-avoid">
      <Card className="overflow-hidden print:rounded-none">
        <header className="px-5 pt-6 pb-5 sm:px-8 sm:pt-8">
          <p className="flex items-center gap-2 text-sm font-semibold tracking-wide text-accent-700 uppercase">
            <LogoMark className="size-6" />
            Tabi Tours · Ticket
          </p>
          <h1 id="ticket-title" className="mt-3 text-2xl font-extrabold text-ink-900 sm:text-3xl">
            {ticket.tour.title}
          </h1>
          <p className="mt-2 text-lg font-semibold text-ink-800">{ticketStart(ticket)}</p>
        </header>

        <div className={cn('flex gap-3 px-5 py-3.5 sm:px-8', look.box)}>
          <span className="mt-0.5 shrink-0 [&_svg]:size-5" aria-hidden>
            {look.icon}
          </span>
          <p className="text-sm leading-relaxed">
            <span className="block font-bold">{status.title}</span>
            <span className="text-ink-800">{status.text}</span>
          </p>
        </div>

        <div className="grid gap-8 border-t border-dashed border-sand-300 px-5 py-6 sm:grid-cols-[minmax(0,1fr)_auto] sm:px-8 sm:py-8">
          <div className="flex flex-col items-center text-center sm:order-last">
            <CheckInCode ticket={ticket} usable={usable} />
            <p className="mt-4 text-xs font-semibold tracking-wide text-ink-600 uppercase">
              Booking reference
            </p>
            <p className="mt-1 font-mono text-3xl font-bold tracking-[0.12em] text-ink-900 sm:text-4xl">
              {ticket.reference}
            </p>
          </div>

          <dl className="grid content-start gap-5 text-[0.9375rem]">
            <Fact label="Duration">{durationText(ticket)}</Fact>
            <Fact label="Meeting point">
              <span className="block">{ticket.tour.meetingPoint}</span>
              <span className="block text-ink-600">{ticket.tour.city}</span>
              <a
                href={ticket.mapUrl}
                target="_blank"
                rel="noopener noreferrer"
                className="mt-1 inline-flex items-center gap-1.5 font-semibold text-primary-700 hover:underline print:hidden"
              >
                Open in Maps
                <ExternalLink className="size-4" aria-hidden />
                <span className="sr-only"> (opens in a new tab)</span>
              </a>
            </Fact>
            <Fact label="Party">{formatParticipants(ticket.participants)}</Fact>
            <Fact label="Lead traveller">{ticket.leadTraveller}</Fact>
          </dl>
        </div>
      </Card>
    </article>
  );
}
