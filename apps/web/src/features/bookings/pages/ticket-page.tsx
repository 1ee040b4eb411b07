import type { Ticket } from '@tabi/contracts';
import { ArrowLeft, Printer } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { Button } from '../../../ui/button.tsx';
import { Card } from '../../../ui/card.tsx';
import { useDocumentMeta } from '../../../ui/document-meta.ts';
import { Skeleton } from '../../../ui/skeleton.tsx';
import { isTicketNotFound, useTicket } from '../api/get-ticket.ts';
import { AddToCalendarButton } from '../components/add-to-calendar-button.tsx';
import { BookingPageFailure } from '../components/booking-page-failure.tsx';
import { TicketCard } from '../components/ticket-card.tsx';

const pageClasses = 'mx-auto max-w-3xl px-4 py-8 sm:px-6 sm:py-12 print:max-w-none print:p-0';

/**
 * /bookings/:id/ticket (signed in): the ticket a traveller shows at the meeting point, on a phone or on
 * paper (printing leaves the site around it off). It adds the tour to a calendar while it is to come.
 */
export function TicketPage() {
  const { id = '' } = useParams();
  const query = useTicket(id);
  const ticket = query.data;
  useDocumentMeta(
    ticket ? `Ticket ${ticket.reference}` : 'Your ticket',
    'Your Tabi Tours ticket: show it at the meeting point.',
  );

  if (query.isError && !ticket) {
    return (
      <div className={pageClasses}>
        <BookingPageFailure
          notFound={isTicketNotFound(query.error)}
          notFoundTitle="Ticket not found"
          notFoundText="This ticket does not exist or is not yours. Your bookings and their tickets are all in My bookings."
          failedTitle="Your ticket could not be loaded"
          error={query.error}
          onRetry={() => query.refetch()}
          retrying={query.isFetching}
        />
      </div>
    );
  }

  return (
    <div className={pageClasses}>
      <Link
        to="/bookings"
        className="mb-4 inline-flex items-center gap-1.5 text-sm font-semibold text-primary-700 hover:underline print:hidden"
      >
        <ArrowLeft className="size-4" aria-hidden />
        My bookings
      </Link>
      {ticket ? (
        <>
          <TicketCard ticket={ticket} />
          <TicketActions ticket={ticket} />
        </>
      ) : (
        <TicketSkeleton />
      )}
    </div>
  );
}

function TicketActions({ ticket }: { ticket: Ticket }) {
  const toCome = ticket.status === 'confirmed' && Date.parse(ticket.endsAt) > Date.now();
  return (
    <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:justify-center print:hidden">
      {toCome && <AddToCalendarButton bookingId={ticket.bookingId} reference={ticket.reference} />}
      <Button variant="outline" onClick={() => window.print()}>
        <Printer aria-hidden />
        Print
      </Button>
    </div>
  );
}

/** The ticket's shape while it loads: no shift when it arrives. */
function TicketSkeleton() {
  return (
    <Card className="overflow-hidden" role="status" aria-label="Loading your ticket">
      <div className="space-y-3 px-5 pt-6 pb-5 sm:px-8 sm:pt-8">
        <Skeleton className="h-5 w-40" />
        <Skeleton className="h-8 w-3/4" />
        <Skeleton className="h-6 w-2/3" />
      </div>
      <Skeleton className="h-16 rounded-none" />
      <div className="grid gap-8 px-5 py-6 sm:grid-cols-[minmax(0,1fr)_auto] sm:px-8 sm:py-8">
        <div className="flex flex-col items-center gap-4 sm:order-last">
          <Skeleton className="size-60 rounded-xl sm:size-64" />
          <Skeleton className="h-9 w-48" />
        </div>
        <div className="space-y-5">
          {[0, 1, 2, 3].map((i) => (
            <div key={i} className="space-y-2">
              <Skeleton className="h-4 w-24" />
              <Skeleton className="h-5 w-4/5" />
            </div>
          ))}
        </div>
      </div>
    </Card>
  );
}
