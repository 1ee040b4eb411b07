import { ErrorState } from '../ui/error-state.tsx';
import { Skeleton } from '../ui/skeleton.tsx';
import { AvailabilityCalendar } from './availability-calendar.tsx';
import { NextAvailableNote } from './next-available-note.tsx';
import type { DateChoice } from './use-date-choice.ts';

type DateChoiceCalendarProps = {
  choice: DateChoice;
  /** Today in the operator's time zone: earlier days are past. */
  today: string;
  onSelect: (date: string) => void;
  onChooseNextAvailable: (date: string) => void;
  /** Tied to the grids (the date's error), read when a grid is entered. */
  describedBy?: string | undefined;
  /** Fully booked days can be chosen too (to join their waitlist). */
  selectFull?: boolean | undefined;
};

/**
 * The calendar of a `useDateChoice`, as the checkout and a booking's date change show it: a skeleton
 * until the month it opens on is known, "Nothing left to book" with the next date when a month is
 * empty, and the dates' error with a retry.
 */
export function DateChoiceCalendar({
  choice,
  today,
  onSelect,
  onChooseNextAvailable,
  describedBy,
  selectFull,
}: DateChoiceCalendarProps) {
  const { visible, month, nextAvailable } = choice;
  if (visible.isError && !visible.data) {
    return (
      <ErrorState
        as="h3"
        title="Dates could not be loaded"
        message={visible.error.message}
        onRetry={() => visible.refetch()}
        retrying={visible.isFetching}
      />
    );
  }
  if (month === null) return <CalendarSkeleton />;
  return (
    <>
      {nextAvailable && (
        <NextAvailableNote
          note={nextAvailable}
          lastMonth={choice.lastMonth}
          onChoose={onChooseNextAvailable}
        />
      )}
      <AvailabilityCalendar
        month={month}
        onMonthChange={choice.setMonth}
        minMonth={choice.firstMonth}
        maxMonth={choice.lastMonth}
        today={today}
        dates={choice.shownDates}
        loading={visible.isPending || visible.isPlaceholderData}
        selected={choice.date}
        onSelect={onSelect}
        describedBy={describedBy}
        selectFull={selectFull}
      />
    </>
  );
}

/** The calendar's place while the month it opens on is looked up. */
function CalendarSkeleton() {
  return (
    <div role="status" aria-label="Loading dates">
      <Skeleton className="mx-auto mb-3 h-10 w-40" />
      <Skeleton className="h-[19rem] sm:h-[22rem]" />
      <Skeleton className="mt-3 h-4 w-3/4" />
    </div>
  );
}
