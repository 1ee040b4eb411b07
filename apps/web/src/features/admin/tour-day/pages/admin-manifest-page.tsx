import type { AttendanceBody, Manifest, ManifestEntry } from '@tabi/contracts';
import { Ban, ChevronLeft, Download, Printer, Users } from 'lucide-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { errorMessage } from '../../../../api/field-errors.ts';
import { usePaymentMode } from '../../../../api/public-config.ts';
import { Alert } from '../../../../ui/alert.tsx';
import { Button } from '../../../../ui/button.tsx';
import { useDocumentMeta } from '../../../../ui/document-meta.ts';
import { EmptyState } from '../../../../ui/empty-state.tsx';
import { ErrorState } from '../../../../ui/error-state.tsx';
import { formatCount } from '../../../../ui/format-count.ts';
import { Skeleton } from '../../../../ui/skeleton.tsx';
import { toast } from '../../../../ui/toast.ts';
import { formatCalendarDate, formatZonedTime } from '../../../../ui/zoned-time.ts';
import { AdminPageHeader } from '../../shared/components/admin-page-header.tsx';
import { usePendingIds } from '../../shared/lib/use-pending-ids.ts';
import { useExportManifestCsv } from '../api/export-manifest-csv.ts';
import { useManifest } from '../api/get-manifest.ts';
import { attendanceChangeKey, useSetAttendance } from '../api/set-attendance.ts';
import { CancelDepartureDialog } from '../components/cancel-departure-dialog.tsx';
import { CheckInPanel } from '../components/check-in-panel.tsx';
import { DepartureWaitlist } from '../components/departure-waitlist.tsx';
import { HeadCountBar } from '../components/head-count-bar.tsx';
import { ManifestTable } from '../components/manifest-table.tsx';
import { PhaseBadge } from '../components/phase-badge.tsx';
import { useHasStarted } from '../lib/use-has-started.ts';

/**
 * /admin/departures/:departureId: the day of the tour for one departure. Who is coming (every booking
 * not cancelled), checking them in by scanning their tickets or by hand, marking no-shows after the
 * start, and the list on paper or as a spreadsheet.
 */
export function AdminManifestPage() {
  const { departureId = '' } = useParams();
  const query = useManifest(departureId);
  const manifest = query.data;
  useDocumentMeta(
    manifest ? `Manifest: ${manifest.departure.tour.title}` : 'Manifest',
    'The travellers of a departure, and their check-in at the meeting point.',
  );

  if (manifest) return <ManifestView manifest={manifest} />;
  return (
    <div>
      <BackLink date={undefined} />
      {query.isError ? (
        <>
          <AdminPageHeader
            title="Manifest"
            description="The travellers of a departure, and their check-in."
          />
          <ErrorState
            title="The manifest could not be loaded"
            message={errorMessage(query.error, 'Please check your connection and try again.')}
            onRetry={() => query.refetch()}
            retrying={query.isFetching}
          />
        </>
      ) : (
        <ManifestSkeleton />
      )}
    </div>
  );
}

function ManifestView({ manifest }: { manifest: Manifest }) {
  const { departure, timezone, zoneAbbreviation } = manifest;
  const started = useHasStarted(departure.startsAt);
  const payOnline = usePaymentMode() === 'online';
  const setAttendance = useSetAttendance(departure._id);
  const busyIds = usePendingIds(attendanceChangeKey);
  const exportCsv = useExportManifestCsv(departure._id);
  const startTime = formatZonedTime(departure.startsAt, timezone);
  const day = formatCalendarDate(departure.date);
  const [cancelling, setCancelling] = useState(false);
  /** Called off by the operator: the departure takes no more bookings, and the button goes. */
  const { cancelled } = departure;

  const change = async (entry: ManifestEntry, state: AttendanceBody['state']) => {
    try {
      await setAttendance.mutateAsync({ id: entry.bookingId, state });
      const who = `${entry.leadName} (${entry.reference})`;
      if (state === 'checked_in') toast.success(`${who} checked in`);
      else if (state === 'no_show') toast.success(`${who} marked as a no-show`);
      else toast.success(`${who}: check-in undone`);
    } catch (error) {
      toast.error('Check-in not changed', {
        description: errorMessage(error, 'The change could not be saved. Please try again.'),
      });
    }
  };

  const download = async () => {
    try {
      await exportCsv.mutateAsync(`manifest-${departure.date}-${departure.time.replace(':', '')}.csv`);
    } catch (error) {
      toast.error('Manifest not exported', {
        description: errorMessage(error, 'The spreadsheet could not be made. Please try again.'),
      });
    }
  };

  return (
    <div data-print-page="manifest">
      <BackLink date={departure.date} />
      <AdminPageHeader
        title={departure.tour.title}
        description={`${day} · ${startTime} · Meeting point: ${departure.tour.meetingPoint}`}
        actions={
          <div className="flex flex-wrap gap-2 print:hidden">
            <Button variant="outline" loading={exportCsv.isPending} onClick={() => void download()}>
              {!exportCsv.isPending && <Download aria-hidden />}
              Export CSV
            </Button>
            <Button variant="outline" onClick={() => window.print()}>
              <Printer aria-hidden />
              Print
            </Button>
            {!started && !cancelled && (
              <Button variant="danger" onClick={() => setCancelling(true)}>
                <Ban aria-hidden />
                Cancel departure
              </Button>
            )}
          </div>
        }
      />

      {cancelled && (
        <Alert tone="warning" className="mb-6" title="This departure is cancelled">
          Reason given to the travellers: {cancelled.reason} Its bookings are cancelled and refunded; every
          traveller is told why and offered other dates.
        </Alert>
      )}
      <CancelDepartureDialog
        key={String(cancelling)}
        departureId={departure._id}
        description={`${departure.tour.title}, ${formatCalendarDate(departure.date, 'short')}, ${startTime}`}
        open={cancelling}
        onOpenChange={setCancelling}
      />

      <section
        aria-label="Travellers"
        className="mb-6 flex flex-col gap-3 rounded-2xl border border-sand-200 bg-white p-4 sm:flex-row sm:items-center sm:gap-6 sm:p-5 print:border-0 print:p-0"
      >
        <div className="flex shrink-0 items-center gap-3">
          <PhaseBadge phase={departure.phase} />
          <span className="text-sm text-ink-700">
            {formatCount(departure.bookings, 'booking')} · {departure.expected} of {departure.capacity} seats
          </span>
        </div>
        <HeadCountBar count={departure} className="sm:flex-1" />
      </section>

      <CheckInPanel
        departureId={departure._id}
        timezone={timezone}
        zoneAbbreviation={zoneAbbreviation}
        className="mb-8"
      />

      <section aria-labelledby="manifest-heading">
        <div className="mb-3 flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
          <h2 id="manifest-heading" className="text-lg font-bold text-ink-900">
            Manifest
          </h2>
          {!started && manifest.entries.length > 0 && (
            <p className="text-sm text-ink-600 print:hidden">No-shows can be marked from {startTime}.</p>
          )}
        </div>
        {manifest.entries.length === 0 ? (
          <EmptyState
            as="h3"
            icon={<Users />}
            title="No bookings on this departure"
            description="Confirmed and pending bookings show here as travellers book."
          />
        ) : (
          <ManifestTable
            caption={`Manifest of ${departure.tour.title}, ${day}, ${startTime}`}
            entries={manifest.entries}
            timezone={timezone}
            started={started}
            payOnline={payOnline}
            busyIds={busyIds}
            onChange={(entry, state) => void change(entry, state)}
          />
        )}
      </section>

      <DepartureWaitlist departureId={departure._id} timezone={timezone} className="mt-10" />
    </div>
  );
}

/** Back to the dashboard's departures of the same day. */
function BackLink({ date }: { date: string | undefined }) {
  return (
    <Link
      to={date ? `/admin?day=${date}` : '/admin'}
      className="mb-4 inline-flex items-center gap-1 text-sm font-semibold text-primary-700 hover:underline print:hidden"
    >
      <ChevronLeft className="size-4" aria-hidden />
      {date ? `Departures of ${formatCalendarDate(date, 'short')}` : 'Dashboard'}
    </Link>
  );
}

function ManifestSkeleton() {
  return (
    <div role="status" aria-label="Loading the manifest">
      <Skeleton className="h-4 w-16" />
      <Skeleton className="mt-3 h-10 w-2/3" />
      <Skeleton className="mt-3 h-4 w-1/2" />
      <Skeleton className="mt-8 h-20 rounded-2xl" />
      <Skeleton className="mt-6 h-48 rounded-2xl" />
      <Skeleton className="mt-8 h-72 rounded-2xl" />
    </div>
  );
}
