import type { AvailabilityDate } from '@tabi/contracts';
import { CalendarCheck, CalendarX } from 'lucide-react';
import type { ReactNode } from 'react';
import { Badge } from '../../../../ui/badge.tsx';
import { Button } from '../../../../ui/button.tsx';
import { cn } from '../../../../ui/cn.ts';
import { formatCalendarDate } from '../../../../ui/zoned-time.ts';
import { Cell as BaseCell, ResponsiveTable } from '../../shared/components/responsive-table.tsx';
import {
  type DepartureState,
  departureState,
  formatDayMonthYear,
  seatsBooked,
  weekdayOf,
} from '../lib/departure-window.ts';

type DeparturesTableProps = {
  /** Departure days only (no day without a departure). */
  days: AvailabilityDate[];
  /** The date whose change is running. */
  busyDate: string | undefined;
  onClose: (day: AvailabilityDate, opener: HTMLElement) => void;
  onReopen: (day: AvailabilityDate) => void;
  busy?: boolean;
};

/** This table's cell: the shared one, aligned and spaced for these rows. */
function Cell(props: { label?: string; children: ReactNode; className?: string }) {
  return <BaseCell {...props} className={cn('align-middle', props.className)} />;
}

const headers = ['Date', 'Weekday', 'Seats booked', 'State'];

const states: Record<DepartureState, { label: string; className: string }> = {
  open: { label: 'Open', className: 'bg-success-50 text-success-700' },
  full: { label: 'Full', className: 'bg-warning-50 text-warning-700' },
  closed: { label: 'Closed', className: 'bg-danger-50 text-danger-700' },
  cutoff: { label: 'Too soon', className: 'bg-sand-100 text-ink-700' },
};

/**
 * The departures of a window: a table on wide screens, one card per date on phones (the same markup,
 * laid out by the screen's width). Each date closes (after a confirmation) or reopens.
 */
export function DeparturesTable({ days, busyDate, onClose, onReopen, busy }: DeparturesTableProps) {
  return (
    <ResponsiveTable caption="Departures" headers={headers} busy={busy} bodyClassName="max-md:space-y-3">
      {days.map((day) => {
        const state = departureState(day);
        const booked = seatsBooked(day);
        const when = formatCalendarDate(day.date, 'short');
        return (
          <tr
            key={day.date}
            className="max-md:grid max-md:grid-cols-2 max-md:items-center max-md:gap-x-4 max-md:gap-y-3 max-md:rounded-2xl max-md:border max-md:border-sand-200 max-md:bg-white max-md:p-4"
          >
            <Cell className="md:pl-4">
              <span className="block font-semibold whitespace-nowrap text-ink-900">
                {formatDayMonthYear(day.date)}
              </span>
            </Cell>
            <Cell className="max-md:text-right">
              <span className="text-ink-700">{weekdayOf(day.date)}</span>
            </Cell>
            <Cell label="Seats booked">
              <span className="whitespace-nowrap text-ink-900 tabular-nums">
                {booked === undefined ? (
                  <>
                    <span aria-hidden>—</span>
                    <span className="sr-only">Not counted while closed</span>
                  </>
                ) : (
                  booked
                )}{' '}
                <span className="text-ink-600">of {day.capacity}</span>
              </span>
            </Cell>
            <Cell label="State">
              <Badge className={states[state].className}>{states[state].label}</Badge>
            </Cell>
            <td className="align-middle max-md:col-span-2 md:py-2 md:pr-4 md:pl-3 md:text-right">
              {state === 'closed' ? (
                <Button
                  variant="outline"
                  size="sm"
                  className="max-md:w-full"
                  loading={busyDate === day.date}
                  disabled={busyDate !== undefined}
                  aria-label={`Reopen ${when}`}
                  onClick={() => onReopen(day)}
                >
                  {busyDate !== day.date && <CalendarCheck aria-hidden />}
                  Reopen
                </Button>
              ) : (
                <Button
                  variant="outline"
                  size="sm"
                  className="text-danger-700 max-md:w-full"
                  loading={busyDate === day.date}
                  disabled={busyDate !== undefined}
                  aria-label={`Close ${when}`}
                  onClick={(event) => onClose(day, event.currentTarget)}
                >
                  {busyDate !== day.date && <CalendarX aria-hidden />}
                  Close
                </Button>
              )}
            </td>
          </tr>
        );
      })}
    </ResponsiveTable>
  );
}
