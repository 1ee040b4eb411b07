import { CalendarSearch } from 'lucide-react';
import { Button } from '../ui/button.tsx';
import { formatCalendarDate } from '../ui/zoned-time.ts';
import { formatMonth } from './calendar.ts';
import type { NextAvailable } from './use-date-choice.ts';

type NextAvailableNoteProps = {
  note: NextAvailable;
  /** The last month of the booking window, named when no later date can be booked. */
  lastMonth: string;
  onChoose: (date: string) => void;
};

/**
 * Above the calendar when a month has nothing to book: "Nothing left to book in November 2026." and a
 * button that chooses the next available date ("Next available: Tuesday 1 December").
 */
export function NextAvailableNote({ note, lastMonth, onChoose }: NextAvailableNoteProps) {
  const { emptyMonth, date } = note;
  const sameYear = date?.slice(0, 4) === emptyMonth.slice(0, 4);
  return (
    <div
      role="status"
      className="mb-4 flex flex-wrap items-center gap-x-3 gap-y-2 rounded-xl bg-primary-50 px-3 py-2.5 text-sm text-ink-800"
    >
      <CalendarSearch className="size-5 shrink-0 text-primary-600" aria-hidden />
      <span className="min-w-0 flex-1">
        Nothing left to book in {formatMonth(emptyMonth)}.
        {!date && ` No later date can be booked up to the end of ${formatMonth(lastMonth)}.`}
      </span>
      {date && (
        <Button variant="outline" size="sm" onClick={() => onChoose(date)}>
          Next available: {formatCalendarDate(date, sameYear ? 'noYear' : 'long')}
        </Button>
      )}
    </div>
  );
}
