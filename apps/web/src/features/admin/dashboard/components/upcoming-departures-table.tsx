import type { AdminStatsDeparture } from '@tabi/contracts';
import { Link } from 'react-router';
import { formatCalendarDate, formatZonedTime } from '../../../../ui/zoned-time.ts';
import { Cell, ResponsiveTable } from '../../shared/components/responsive-table.tsx';

type UpcomingDeparturesTableProps = {
  departures: AdminStatsDeparture[];
  /** The operator's zone: dates and times are read there. */
  timezone: string;
};

const headers = ['Departure', 'Tour', 'Seats sold'];

/** How full a departure is: "6 of 8" with a bar, warning colour once full. */
function SeatsSold({ sold, capacity }: { sold: number; capacity: number }) {
  const share = capacity > 0 ? Math.min(100, (sold / capacity) * 100) : 100;
  return (
    <span className="flex items-center gap-3">
      <span className="whitespace-nowrap text-ink-900 tabular-nums">
        {sold} <span className="text-ink-600">of {capacity}</span>
      </span>
      <span aria-hidden className="h-2 w-20 overflow-hidden rounded-full bg-sand-100">
        <span
          className={
            share >= 100
              ? 'block h-full rounded-full bg-warning-600'
              : 'block h-full rounded-full bg-primary-600'
          }
          style={{ width: `${share}%` }}
        />
      </span>
    </span>
  );
}

/** The coming week's departures that have travellers, soonest first, each opening its tour's dates. */
export function UpcomingDeparturesTable({ departures, timezone }: UpcomingDeparturesTableProps) {
  return (
    <ResponsiveTable caption="Upcoming departures" headers={headers} bodyClassName="max-md:space-y-3">
      {departures.map((departure) => (
        <tr
          key={departure._id}
          className="max-md:grid max-md:grid-cols-2 max-md:items-center max-md:gap-x-4 max-md:gap-y-2 max-md:rounded-xl max-md:border max-md:border-sand-200 max-md:p-3"
        >
          <Cell className="md:pl-4">
            <span className="block font-semibold whitespace-nowrap text-ink-900">
              {formatCalendarDate(departure.date, 'short')}
            </span>
            <span className="block text-xs text-ink-600">
              {formatZonedTime(departure.startsAt, timezone)}
            </span>
          </Cell>
          <Cell className="max-md:col-span-2 max-md:row-start-2">
            <span className="line-clamp-2 text-ink-900">{departure.tour.title}</span>
          </Cell>
          <Cell label="Seats sold" className="max-md:row-start-3">
            <SeatsSold sold={departure.seatsSold} capacity={departure.capacity} />
          </Cell>
          <td className="max-md:row-start-3 max-md:text-right md:py-2 md:pr-4 md:text-right">
            <Link
              to={`/admin/departures?tourId=${encodeURIComponent(departure.tour._id)}`}
              className="text-sm font-semibold whitespace-nowrap text-primary-700 hover:underline"
              aria-label={`Departures of ${departure.tour.title}`}
            >
              Departures
            </Link>
          </td>
        </tr>
      ))}
    </ResponsiveTable>
  );
}
