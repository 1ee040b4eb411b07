import type { AvailabilityDate } from '@tabi/contracts';
import { CalendarDays, CalendarOff, ChevronLeft, ChevronRight } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { errorMessage } from '../../../../api/field-errors.ts';
import { usePublicConfig } from '../../../../api/public-config.ts';
import { Alert } from '../../../../ui/alert.tsx';
import { Button } from '../../../../ui/button.tsx';
import { ConfirmDialog } from '../../../../ui/confirm-dialog.tsx';
import { useDocumentMeta } from '../../../../ui/document-meta.ts';
import { EmptyState } from '../../../../ui/empty-state.tsx';
import { ErrorState } from '../../../../ui/error-state.tsx';
import { formatCount } from '../../../../ui/format-count.ts';
import { Skeleton } from '../../../../ui/skeleton.tsx';
import { toast } from '../../../../ui/toast.ts';
import { formatCalendarDate, todayIn, zoneAbbreviation, zoneName } from '../../../../ui/zoned-time.ts';
import { adminBookingsHref } from '../../bookings/lib/booking-filters.ts';
import { AdminPageHeader } from '../../shared/components/admin-page-header.tsx';
import { useDepartures } from '../api/get-departures.ts';
import { useTourChoices } from '../api/list-tour-choices.ts';
import { useSetDateClosed } from '../api/set-date-closed.ts';
import { DeparturesTable } from '../components/departures-table.tsx';
import { TourPicker } from '../components/tour-picker.tsx';
import {
  adminDeparturesHref,
  type DepartureWindow,
  departureDays,
  departureWindow,
  nextWindowStart,
  previousWindowStart,
  runningDays,
  windowDays,
} from '../lib/departure-window.ts';

/** A closed date that still has live bookings: the admin is told where to cancel them. */
type LiveBookingsNotice = { tourId: string; date: string; liveBookings: number };

/**
 * /admin/departures?tourId=&from=: one tour's departures for 60 days from today (in the operator's
 * zone) or a later start, each closed to new bookings or reopened. Closing leaves the bookings already
 * made as they are; the page says how many and links to them.
 */
export function AdminDeparturesPage() {
  useDocumentMeta('Departures', 'Close and reopen the departure dates of a tour.');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const tourId = params.get('tourId')?.trim() || undefined;

  const config = usePublicConfig();
  const zoneKnown = config.isSuccess || config.isError;
  const today = zoneKnown ? todayIn(config.data?.timezone) : undefined;
  const range = today ? departureWindow(params.get('from'), today) : undefined;

  const tours = useTourChoices();
  const departures = useDepartures(tourId, range);

  const [closing, setClosing] = useState<AvailabilityDate | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);
  const closeDate = useSetDateClosed();
  const reopenDate = useSetDateClosed();
  const [notice, setNotice] = useState<LiveBookingsNotice | null>(null);

  const close = async (id: string, day: AvailabilityDate) => {
    const when = formatCalendarDate(day.date, 'short');
    try {
      const answer = await closeDate.mutateAsync({ tourId: id, date: day.date, closed: true });
      toast.success(`${when} closed`, { description: 'Travellers can no longer book this departure.' });
      setNotice(
        answer.liveBookings > 0 ? { tourId: id, date: day.date, liveBookings: answer.liveBookings } : null,
      );
    } catch (error) {
      toast.error('Date not closed', {
        description: errorMessage(error, 'The date could not be closed. Please try again.'),
      });
    }
    setDialogOpen(false);
  };

  const reopen = async (id: string, day: AvailabilityDate) => {
    const when = formatCalendarDate(day.date, 'short');
    try {
      await reopenDate.mutateAsync({ tourId: id, date: day.date, closed: false });
      toast.success(`${when} reopened`, { description: 'Travellers can book this departure again.' });
      setNotice((shown) => (shown?.tourId === id && shown.date === day.date ? null : shown));
    } catch (error) {
      toast.error('Date not reopened', {
        description: errorMessage(error, 'The date could not be reopened. Please try again.'),
      });
    }
  };

  const chooseTour = (id: string) => {
    setNotice(null);
    void navigate(adminDeparturesHref(id || undefined));
  };

  return (
    <div className="max-w-5xl">
      <AdminPageHeader
        title="Departures"
        description="Close a date to stop new bookings on it, or reopen it. Dates are days in the operator's time zone."
      />

      {tours.isError && !tours.data ? (
        <ErrorState
          title="The tours could not be loaded"
          message={errorMessage(tours.error, 'Please check your connection and try again.')}
          onRetry={() => tours.refetch()}
          retrying={tours.isFetching}
        />
      ) : !tours.data ? (
        <div role="status" aria-label="Loading tours">
          <Skeleton className="h-[7.5rem] w-full rounded-2xl sm:h-[6.5rem]" />
        </div>
      ) : (
        <TourPicker tours={tours.data} value={tourId} onChange={chooseTour} />
      )}

      {notice && notice.tourId === tourId && <LiveBookingsAlert notice={notice} className="mt-6" />}

      <section aria-labelledby="departures-heading" className="mt-8">
        <h2 id="departures-heading" className="sr-only">
          Departure dates
        </h2>
        {!tourId ? (
          <EmptyState
            icon={<CalendarDays />}
            title="Choose a tour"
            description={`Its departures for the next ${windowDays} days show here, each to close or reopen.`}
          />
        ) : !range || !today ? (
          <DeparturesSkeleton />
        ) : (
          <>
            <WindowNav tourId={tourId} range={range} today={today} />
            {departures.isError && !departures.data ? (
              <ErrorState
                title="The departures could not be loaded"
                message={errorMessage(departures.error, 'Please check your connection and try again.')}
                onRetry={() => departures.refetch()}
                retrying={departures.isFetching}
              />
            ) : !departures.data ? (
              <DeparturesSkeleton />
            ) : (
              <DeparturesBody
                dates={departures.data.dates}
                departureTime={departures.data.departureTime}
                timezone={departures.data.timezone}
                busy={departures.isPlaceholderData}
                busyDate={reopenDate.isPending ? reopenDate.variables.date : undefined}
                onClose={(day) => {
                  setClosing(day);
                  setDialogOpen(true);
                }}
                onReopen={(day) => void reopen(tourId, day)}
              />
            )}
          </>
        )}
      </section>

      {closing && tourId && (
        <ConfirmDialog
          open={dialogOpen}
          onOpenChange={setDialogOpen}
          title={`Close ${formatCalendarDate(closing.date, 'short')}?`}
          description={`Travellers can no longer book this departure. Bookings already made on it are not cancelled: you decide about them in Bookings.`}
          confirmLabel="Close date"
          cancelLabel="Keep open"
          pending={closeDate.isPending}
          onConfirm={() => void close(tourId, closing)}
        />
      )}
    </div>
  );
}

type DeparturesBodyProps = {
  dates: AvailabilityDate[];
  departureTime: string;
  timezone: string;
  busy: boolean;
  busyDate: string | undefined;
  onClose: (day: AvailabilityDate) => void;
  onReopen: (day: AvailabilityDate) => void;
};

/** When the tour leaves, how many departures the window has, and the dates themselves. */
function DeparturesBody({
  dates,
  departureTime,
  timezone,
  busy,
  busyDate,
  onClose,
  onReopen,
}: DeparturesBodyProps) {
  const days = departureDays(dates);
  const runs = runningDays(dates);
  if (!runs) {
    return (
      <EmptyState
        icon={<CalendarOff />}
        title="No departures in these dates"
        description="The tour does not leave on any of these days. Try later dates, or check the tour's departure days."
      />
    );
  }
  return (
    <>
      <p className="mb-4 text-sm text-ink-700" aria-live="polite">
        Departs {runs === 'every day' ? 'every day' : `on ${runs}`} at{' '}
        <span className="font-semibold text-ink-900">
          {departureTime} {zoneAbbreviation(timezone)}
        </span>{' '}
        ({zoneName(timezone)}) · {formatCount(days.length, 'departure')} in these dates
      </p>
      <DeparturesTable days={days} busy={busy} busyDate={busyDate} onClose={onClose} onReopen={onReopen} />
    </>
  );
}

/** The window's dates, with links to the 60 days before (never before today) and after. */
function WindowNav({ tourId, range, today }: { tourId: string; range: DepartureWindow; today: string }) {
  const earlier = previousWindowStart(range, today);
  const later = nextWindowStart(range);
  return (
    <nav
      aria-label="Departure dates"
      className="mb-4 flex flex-wrap items-center justify-between gap-3 border-b border-sand-200 pb-4"
    >
      <p className="text-sm font-semibold text-ink-900">
        {formatCalendarDate(range.from, 'short')} – {formatCalendarDate(range.to, 'short')}
      </p>
      <div className="flex gap-2">
        {earlier ? (
          <Button asChild variant="outline" size="sm">
            <Link to={adminDeparturesHref(tourId, earlier === today ? undefined : earlier)}>
              <ChevronLeft aria-hidden />
              Earlier dates
            </Link>
          </Button>
        ) : (
          <Button variant="outline" size="sm" disabled>
            <ChevronLeft aria-hidden />
            Earlier dates
          </Button>
        )}
        <Button asChild variant="outline" size="sm">
          <Link to={adminDeparturesHref(tourId, later)}>
            Later dates
            <ChevronRight aria-hidden />
          </Link>
        </Button>
      </div>
    </nav>
  );
}

/** "3 bookings on Fri 12 Mar 2027 stay as they are", with the way to them in the bookings list. */
function LiveBookingsAlert({ notice, className }: { notice: LiveBookingsNotice; className?: string }) {
  const when = formatCalendarDate(notice.date, 'short');
  const one = notice.liveBookings === 1;
  const href = adminBookingsHref({ tourId: notice.tourId, from: notice.date, to: notice.date });
  return (
    <Alert tone="warning" className={className} title={`${when} is closed`}>
      {formatCount(notice.liveBookings, 'booking')} on {when} {one ? 'stays as it is' : 'stay as they are'}.
      Cancel {one ? 'it' : 'them'} from{' '}
      <Link
        to={href}
        aria-label={`Bookings on ${when}`}
        className="font-semibold text-primary-700 underline underline-offset-2 hover:text-primary-800"
      >
        Bookings
      </Link>{' '}
      with a reason the {one ? 'traveller' : 'travellers'} will read.
    </Alert>
  );
}

function DeparturesSkeleton() {
  return (
    <div className="space-y-3" role="status" aria-label="Loading departures">
      {[0, 1, 2, 3, 4].map((i) => (
        <Skeleton key={i} className="h-14 w-full rounded-2xl" />
      ))}
    </div>
  );
}
