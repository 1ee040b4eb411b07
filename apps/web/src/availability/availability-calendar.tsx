import type { AvailabilityDate } from '@tabi/contracts';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { type KeyboardEvent, useEffect, useId, useMemo, useRef, useState } from 'react';
import { addDays, isoWeekday } from '../lib/calendar-date.ts';
import { cn } from '../ui/cn.ts';
import { formatCalendarDate } from '../ui/zoned-time.ts';
import { addMonths, formatMonth, lastOfMonth, monthOf, monthWeeks, weekdays } from './calendar.ts';
import { seatsText } from './seats-text.ts';

/** Why a date cannot be chosen, as the calendar says it. */
const reasonText = {
  full: 'Fully booked',
  closed: 'Closed',
  cutoff: 'Too soon to book',
  'no-departure': 'No departure',
  incomplete: 'Not bookable yet',
} as const;

/** The short word some unavailable days show under their number. */
const reasonMark: Partial<Record<keyof typeof reasonText, string>> = { full: 'Full', closed: 'Closed' };

type DayState =
  | { kind: 'bookable'; seatsLeft: number }
  | { kind: 'unavailable'; text: string; mark?: string | undefined; full?: boolean }
  | { kind: 'loading' };

function dayState(
  date: string,
  today: string,
  day: AvailabilityDate | undefined,
  loading: boolean,
): DayState {
  if (date < today) return { kind: 'unavailable', text: 'Past date' };
  if (!day) return loading ? { kind: 'loading' } : { kind: 'unavailable', text: 'Not available' };
  if (day.bookable && day.seatsLeft > 0) return { kind: 'bookable', seatsLeft: day.seatsLeft };
  const reason = day.reason ?? (day.seatsLeft <= 0 ? 'full' : 'no-departure');
  return { kind: 'unavailable', text: reasonText[reason], mark: reasonMark[reason], full: reason === 'full' };
}

function dayLabel(date: string, state: DayState) {
  const name = formatCalendarDate(date, 'noYear');
  if (state.kind === 'bookable') return `${name}, ${seatsText(state.seatsLeft)}`;
  if (state.kind === 'loading') return `${name}, loading`;
  return `${name}, ${state.text}`;
}

type AvailabilityCalendarProps = {
  /** The first month shown, 'YYYY-MM'. */
  month: string;
  onMonthChange: (month: string) => void;
  /** How many months are shown side by side (two on a wide screen). */
  months?: 1 | 2;
  /** The first and last months the view may start on. */
  minMonth: string;
  maxMonth: string;
  /** Today in the operator's time zone: earlier days are past. */
  today: string;
  /** The shown months' dates as the server answered them; undefined while loading. */
  dates: AvailabilityDate[] | undefined;
  loading: boolean;
  selected: string | null;
  onSelect: (date: string) => void;
  /** Tied to the grids (e.g. the date's error), read when a grid is entered. */
  describedBy?: string | undefined;
  /** Fully booked days can be chosen too (to join their waitlist). */
  selectFull?: boolean | undefined;
};

const keySteps: Record<string, number> = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -7, ArrowDown: 7 };

/**
 * A month (or two) of departure dates: a grid of buttons named like "Friday 12 March, 6 seats left".
 * Days that cannot be booked stay focusable but are aria-disabled and named with the reason ("Fully
 * booked"). Arrow keys move by day and week, across the months shown and on into the next, Home/End to
 * the week's ends, Page Up/Down by month (each grid has one tab stop).
 */
export function AvailabilityCalendar({
  month,
  onMonthChange,
  months = 1,
  minMonth,
  maxMonth,
  today,
  dates,
  loading,
  selected,
  onSelect,
  describedBy,
  selectFull = false,
}: AvailabilityCalendarProps) {
  const containerRef = useRef<HTMLDivElement>(null);
  const [focused, setFocused] = useState<string | null>(null);
  const focusAfterMove = useRef(false);
  const byDate = useMemo(() => new Map((dates ?? []).map((day) => [day.date, day])), [dates]);
  const shownMonths = Array.from({ length: months }, (_, i) => addMonths(month, i));
  const lastShown = shownMonths[shownMonths.length - 1] ?? month;

  useEffect(() => {
    if (!focusAfterMove.current || !focused) return;
    const button = containerRef.current?.querySelector<HTMLButtonElement>(`[data-date="${focused}"]`);
    if (!button) return;
    focusAfterMove.current = false;
    button.focus();
  });

  const moveTo = (target: string) => {
    const targetMonth = monthOf(target);
    if (targetMonth < minMonth || targetMonth > addMonths(maxMonth, months - 1)) return;
    if (targetMonth < month) onMonthChange(targetMonth);
    else if (targetMonth > lastShown) onMonthChange(addMonths(targetMonth, -(months - 1)));
    focusAfterMove.current = true;
    setFocused(target);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, date: string) => {
    const weekday = isoWeekday(date) - 1;
    let target: string | null = null;
    const step = keySteps[event.key];
    if (step !== undefined) target = addDays(date, step);
    else if (event.key === 'Home') target = addDays(date, -weekday);
    else if (event.key === 'End') target = addDays(date, 6 - weekday);
    else if (event.key === 'PageUp' || event.key === 'PageDown') {
      const next = addMonths(monthOf(date), event.key === 'PageUp' ? -1 : 1);
      const last = lastOfMonth(next).slice(8);
      const day = date.slice(8);
      target = `${next}-${day > last ? last : day}`;
    }
    if (target === null) return;
    event.preventDefault();
    moveTo(target);
  };

  const title = shownMonths.map(formatMonth).join(' – ');
  return (
    <div ref={containerRef}>
      <div className="mb-3 flex items-center justify-between gap-2">
        <button
          type="button"
          className={navClasses}
          aria-label="Previous month"
          disabled={month <= minMonth}
          onClick={() => onMonthChange(addMonths(month, -1))}
        >
          <ChevronLeft className="size-5" aria-hidden />
        </button>
        <p className="font-bold text-ink-900" aria-live="polite">
          {months === 1 ? title : <span className="sr-only">{title}</span>}
        </p>
        <button
          type="button"
          className={navClasses}
          aria-label="Next month"
          disabled={month >= maxMonth}
          onClick={() => onMonthChange(addMonths(month, 1))}
        >
          <ChevronRight className="size-5" aria-hidden />
        </button>
      </div>
      <div className={cn(months === 2 && 'grid grid-cols-2 gap-6')}>
        {shownMonths.map((shown) => (
          <MonthGrid
            key={shown}
            month={shown}
            showTitle={months > 1}
            today={today}
            byDate={byDate}
            loading={loading}
            selected={selected}
            focused={focused}
            describedBy={describedBy}
            selectFull={selectFull}
            onDayClick={(date, available) => {
              setFocused(date);
              if (available) onSelect(date);
            }}
            onKeyDown={onKeyDown}
          />
        ))}
      </div>
      <ul className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-xs text-ink-600" aria-label="Legend">
        <li className="flex items-center gap-1.5">
          <span className="size-3 rounded-sm bg-success-50 ring-1 ring-success-600/40" aria-hidden />
          Available, with seats left
        </li>
        <li className="flex items-center gap-1.5">
          <span className="size-3 rounded-sm bg-primary-600" aria-hidden />
          Your date
        </li>
        <li className="flex items-center gap-1.5">
          <span className="size-3 rounded-sm bg-white ring-1 ring-sand-300" aria-hidden />
          Not available
        </li>
      </ul>
    </div>
  );
}

type MonthGridProps = {
  month: string;
  /** Two months side by side each name their own; one month is named between the arrows. */
  showTitle: boolean;
  today: string;
  byDate: Map<string, AvailabilityDate>;
  loading: boolean;
  selected: string | null;
  focused: string | null;
  describedBy: string | undefined;
  selectFull: boolean;
  onDayClick: (date: string, available: boolean) => void;
  onKeyDown: (event: KeyboardEvent<HTMLButtonElement>, date: string) => void;
};

function MonthGrid({
  month,
  showTitle,
  today,
  byDate,
  loading,
  selected,
  focused,
  describedBy,
  selectFull,
  onDayClick,
  onKeyDown,
}: MonthGridProps) {
  const headingId = useId();
  const weeks = useMemo(() => monthWeeks(month), [month]);
  const days = weeks.flat().filter((day): day is string => day !== null);
  const inMonth = (date: string | null): date is string => date !== null && monthOf(date) === month;
  const firstBookable = days.find(
    (day) => dayState(day, today, byDate.get(day), loading).kind === 'bookable',
  );
  const tabStop = inMonth(focused)
    ? focused
    : inMonth(selected)
      ? selected
      : (firstBookable ?? (inMonth(today) ? today : days[0]));

  return (
    <div>
      {showTitle && (
        <p id={headingId} className="mb-2 text-center text-sm font-bold text-ink-900">
          {formatMonth(month)}
        </p>
      )}
      <table
        // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: the date grid of the ARIA practices, a table whose day buttons are reached with the arrow keys
        role="grid"
        aria-labelledby={showTitle ? headingId : undefined}
        aria-label={showTitle ? undefined : formatMonth(month)}
        aria-describedby={describedBy}
        aria-busy={loading || undefined}
        className="w-full table-fixed border-separate border-spacing-1"
      >
        <thead>
          <tr>
            {weekdays.map((day) => (
              <th key={day.long} scope="col" className="pb-1 text-center text-xs font-semibold text-ink-600">
                <span aria-hidden>{day.short}</span>
                <span className="sr-only">{day.long}</span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={week.find(Boolean)}>
              {week.map((date, i) => {
                if (date === null) {
                  // biome-ignore lint/suspicious/noArrayIndexKey: blank cells before and after the month
                  return <td key={`blank-${i}`} />;
                }
                const state = dayState(date, today, byDate.get(date), loading);
                const isSelected = date === selected;
                // A full day is chosen only to join its waitlist: it keeps the look of a day without seats.
                const available =
                  state.kind === 'bookable' || (selectFull && state.kind === 'unavailable' && !!state.full);
                return (
                  <td key={date} className="p-0">
                    <button
                      type="button"
                      data-date={date}
                      tabIndex={date === tabStop ? 0 : -1}
                      aria-label={dayLabel(date, state)}
                      aria-disabled={!available || undefined}
                      aria-pressed={isSelected}
                      aria-current={date === today ? 'date' : undefined}
                      title={state.kind === 'unavailable' ? state.text : undefined}
                      onClick={() => onDayClick(date, available)}
                      onKeyDown={(event) => onKeyDown(event, date)}
                      className={cn(
                        'flex h-12 w-full cursor-pointer flex-col items-center justify-center rounded-lg text-sm leading-tight transition-colors duration-150 sm:h-14',
                        state.kind === 'bookable' &&
                          !isSelected &&
                          'bg-success-50 font-semibold text-ink-900 hover:bg-primary-50',
                        isSelected && 'bg-primary-600 font-semibold text-white',
                        !available && 'cursor-not-allowed text-ink-400',
                        available &&
                          state.kind !== 'bookable' &&
                          !isSelected &&
                          'text-ink-600 hover:bg-sand-100',
                        state.kind === 'loading' && 'animate-pulse bg-sand-100',
                        date === today && !isSelected && 'ring-1 ring-ink-300',
                      )}
                    >
                      <span aria-hidden>{Number(date.slice(8))}</span>
                      {state.kind === 'bookable' && (
                        <span
                          aria-hidden
                          className={cn(
                            'text-[0.6875rem] font-medium',
                            isSelected
                              ? 'text-white'
                              : state.seatsLeft <= 3
                                ? 'text-warning-700'
                                : 'text-success-700',
                          )}
                        >
                          {state.seatsLeft} left
                        </span>
                      )}
                      {state.kind === 'unavailable' && state.mark && (
                        <span aria-hidden className="text-[0.6875rem]">
                          {state.mark}
                        </span>
                      )}
                    </button>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

const navClasses =
  'inline-flex size-10 cursor-pointer items-center justify-center rounded-full text-ink-700 transition-colors duration-150 hover:bg-sand-100 hover:text-ink-900 disabled:cursor-not-allowed disabled:opacity-40 disabled:hover:bg-transparent';
