import type { DepartureDaySummary, DeparturesOfDay } from '@tabi/contracts';
import { CalendarOff, ChevronLeft, ChevronRight, ClipboardList, SearchX } from 'lucide-react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { errorMessage } from '../../../../api/field-errors.ts';
import { addDays } from '../../../../lib/calendar-date.ts';
import { Button } from '../../../../ui/button.tsx';
import { EmptyState } from '../../../../ui/empty-state.tsx';
import { ErrorState } from '../../../../ui/error-state.tsx';
import { formatCount } from '../../../../ui/format-count.ts';
import { Pagination } from '../../../../ui/pagination.tsx';
import { Skeleton } from '../../../../ui/skeleton.tsx';
import { useDebouncedValue } from '../../../../ui/use-debounced-value.ts';
import { formatCalendarDate, formatZonedTime, todayIn } from '../../../../ui/zoned-time.ts';
import { SearchField } from '../../shared/components/search-field.tsx';
import { departuresPerPage, useDeparturesOfDay } from '../../tour-day/api/get-departures-of-day.ts';
import { HeadCountBar } from '../../tour-day/components/head-count-bar.tsx';
import { PhaseBadge } from '../../tour-day/components/phase-badge.tsx';
import { DashboardPanel } from './dashboard-panel.tsx';

const datePattern = /^\d{4}-\d{2}-\d{2}$/;
/** The dashboard showing another day's departures (`?day=`); today's need no parameter. */
const dayHref = (date: string | undefined) => (date ? `/admin?day=${date}` : '/admin');

/** "Today's departures", "Tomorrow's departures", or "Departures on Fri 12 Mar 2027". */
function titleOf(date: string | undefined, today: string | undefined) {
  if (!date || !today || date === today) return "Today's departures";
  if (date === addDays(today, 1)) return "Tomorrow's departures";
  if (date === addDays(today, -1)) return "Yesterday's departures";
  return `Departures on ${formatCalendarDate(date, 'short')}`;
}

/**
 * The departures of one day in the operator's zone (today unless the address says `?day=`), each with
 * its travellers checked in so far and the way to its manifest and check-in. Its own call, so the day's
 * work shows while the figures below are still being counted.
 */
export function TodaysDepartures() {
  const [params] = useSearchParams();
  const asked = params.get('day');
  const chosen = asked && datePattern.test(asked) ? asked : undefined;
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search.trim(), 300);
  // The page belongs to a day and a search: another of either starts at its first page.
  const pageOf = `${chosen ?? 'today'}|${q}`;
  const [paging, setPaging] = useState({ of: pageOf, page: 1 });
  const page = paging.of === pageOf ? paging.page : 1;
  const query = useDeparturesOfDay({ date: chosen, page, q });
  const day = query.data;
  // The day asked for leads the title even while its departures load (the last day's stay meanwhile).
  const date = chosen ?? day?.date;
  const today = day ? todayIn(day.timezone) : undefined;
  // A search box once the day fills more than a page (or a search is typed), so a busy day stays findable.
  const searchable = Boolean(search) || (day !== undefined && day.total > departuresPerPage);

  return (
    <DashboardPanel
      title={titleOf(date, today)}
      description={
        date
          ? `${formatCalendarDate(date)}${day ? ` · times in ${day.zoneAbbreviation}` : ''}`
          : 'Loading the day…'
      }
      action={<DayNav date={date} today={today} />}
    >
      {searchable ? (
        <SearchField
          id="departures-q"
          label="Tour"
          value={search}
          onChange={setSearch}
          placeholder="Find a departure by its tour’s title"
          className="mb-4 sm:max-w-sm"
        />
      ) : null}
      {query.isError && !day ? (
        <ErrorState
          as="h3"
          title="The departures could not be loaded"
          message={errorMessage(query.error, 'Please check your connection and try again.')}
          onRetry={() => query.refetch()}
          retrying={query.isFetching}
          className="py-8"
        />
      ) : !day ? (
        <div role="status" aria-label="Loading the departures" className="space-y-3">
          <Skeleton className="h-20 rounded-xl" />
          <Skeleton className="h-20 rounded-xl" />
        </div>
      ) : day.departures.length === 0 ? (
        q ? (
          <EmptyState
            as="h3"
            icon={<SearchX />}
            title="No departure matches"
            description={`No departure on this day is of a tour whose title contains “${q}”.`}
            className="py-8"
          />
        ) : (
          <EmptyState
            as="h3"
            icon={<CalendarOff />}
            title="No departures on this day"
            description="No departure on this day has travellers. Step to another day to see its departures."
            className="py-8"
          />
        )
      ) : (
        <>
          <p className="mb-2 text-sm text-ink-600" aria-live="polite">
            {formatCount(day.total, 'departure')}
            {day.pages > 1 ? ` · page ${day.page} of ${day.pages}` : ''}
          </p>
          <DepartureList day={day} busy={query.isPlaceholderData} />
          <Pagination
            page={day.page}
            pages={day.pages}
            onPageChange={(next) => setPaging({ of: pageOf, page: next })}
            label="Pages of the day’s departures"
            className="mt-4"
          />
        </>
      )}
    </DashboardPanel>
  );
}

/** The day before, today, and the day after. */
function DayNav({ date, today }: { date: string | undefined; today: string | undefined }) {
  const step = (days: number) =>
    date ? dayHref(addDays(date, days) === today ? undefined : addDays(date, days)) : '';
  return (
    <nav aria-label="Day of departures" className="flex items-center gap-2">
      {date ? (
        <>
          <Button asChild variant="outline" size="icon" className="size-9">
            <Link to={step(-1)} replace preventScrollReset aria-label="Previous day">
              <ChevronLeft aria-hidden />
            </Link>
          </Button>
          {date === today ? (
            <Button variant="outline" size="sm" disabled aria-current="date">
              Today
            </Button>
          ) : (
            <Button asChild variant="outline" size="sm">
              <Link to={dayHref(undefined)} replace preventScrollReset>
                Today
              </Link>
            </Button>
          )}
          <Button asChild variant="outline" size="icon" className="size-9">
            <Link to={step(1)} replace preventScrollReset aria-label="Next day">
              <ChevronRight aria-hidden />
            </Link>
          </Button>
        </>
      ) : (
        <>
          <Button variant="outline" size="icon" className="size-9" disabled aria-label="Previous day">
            <ChevronLeft aria-hidden />
          </Button>
          <Button variant="outline" size="sm" disabled>
            Today
          </Button>
          <Button variant="outline" size="icon" className="size-9" disabled aria-label="Next day">
            <ChevronRight aria-hidden />
          </Button>
        </>
      )}
    </nav>
  );
}

function DepartureList({ day, busy }: { day: DeparturesOfDay; busy: boolean }) {
  return (
    <ul aria-label="Departures" aria-busy={busy || undefined} className="divide-y divide-sand-200">
      {day.departures.map((departure) => (
        <DepartureRow key={departure._id} departure={departure} timezone={day.timezone} />
      ))}
    </ul>
  );
}

/** One departure: when, which tour, who has come so far, and the way to its manifest. */
function DepartureRow({ departure, timezone }: { departure: DepartureDaySummary; timezone: string }) {
  const time = formatZonedTime(departure.startsAt, timezone);
  return (
    <li className="grid gap-x-6 gap-y-2 py-4 first:pt-0 last:pb-0 sm:grid-cols-[5.5rem_minmax(0,1fr)] lg:grid-cols-[5.5rem_minmax(0,1fr)_minmax(0,18rem)_auto] lg:items-center">
      <p className="flex items-center gap-2 sm:block">
        <span className="text-lg font-bold whitespace-nowrap text-ink-900 tabular-nums">{time}</span>
        <PhaseBadge phase={departure.phase} className="sm:mt-1" />
      </p>
      <div className="min-w-0">
        <p className="font-semibold break-words text-ink-900">{departure.tour.title}</p>
        <p className="text-xs text-ink-600">
          {departure.expected} of {departure.capacity} seats · {departure.tour.meetingPoint}
        </p>
      </div>
      <HeadCountBar count={departure} className="sm:col-start-2 lg:col-start-auto" />
      <Button
        asChild
        variant="outline"
        size="sm"
        className="justify-self-start sm:col-start-2 lg:col-start-auto"
      >
        <Link
          to={`/admin/departures/${encodeURIComponent(departure._id)}`}
          aria-label={`Manifest & check-in: ${departure.tour.title}, ${time}`}
        >
          <ClipboardList aria-hidden />
          Manifest &amp; check-in
        </Link>
      </Button>
    </li>
  );
}
