import type { AvailabilityDate } from '@tabi/contracts';
import { cn } from '../ui/cn.ts';
import { formatCalendarDate } from '../ui/zoned-time.ts';
import { seatsText } from './seats-text.ts';

type DateStripProps = {
  /** The next dates that can be booked, in order. */
  dates: AvailabilityDate[];
  selected: string | null;
  onSelect: (date: string) => void;
};

// Built once, on first use: a formatter is costly to make, and the strip shows two parts of each chip.
const partFormats = new Map<'weekday' | 'month', Intl.DateTimeFormat>();
const dayPart = (date: string, part: 'weekday' | 'month') => {
  let made = partFormats.get(part);
  if (!made) {
    made = new Intl.DateTimeFormat('en-GB', { [part]: 'short', timeZone: 'UTC' });
    partFormats.set(part, made);
  }
  return made.format(new Date(`${date}T00:00:00Z`));
};

/**
 * The next bookable dates as a row of chips (weekday, day, month, seats left), scrolled sideways on a
 * narrow card: a tap chooses one, without opening a calendar. Each chip is a toggle named like "Saturday
 * 5 December, 6 seats left".
 */
export function DateStrip({ dates, selected, onSelect }: DateStripProps) {
  return (
    <ul
      aria-label="Next available dates"
      className="-mx-1 flex snap-x gap-2 overflow-x-auto px-1 pt-1 pb-2 [scrollbar-width:thin]"
    >
      {dates.map((day) => {
        const chosen = day.date === selected;
        return (
          <li key={day.date} className="snap-start">
            <button
              type="button"
              aria-pressed={chosen}
              aria-label={`${formatCalendarDate(day.date, 'noYear')}, ${seatsText(day.seatsLeft)}`}
              onClick={() => onSelect(day.date)}
              className={cn(
                'flex h-[5.75rem] w-[4.5rem] cursor-pointer flex-col items-center justify-center rounded-xl border px-1 text-center leading-tight transition-colors duration-150',
                chosen
                  ? 'border-primary-600 bg-primary-600 text-white'
                  : 'border-sand-200 bg-white text-ink-900 hover:border-primary-300 hover:bg-primary-50',
              )}
            >
              <span aria-hidden className="text-xs font-medium">
                {dayPart(day.date, 'weekday')}
              </span>
              <span aria-hidden className="text-lg font-extrabold">
                {Number(day.date.slice(8))}
              </span>
              <span aria-hidden className="text-xs">
                {dayPart(day.date, 'month')}
              </span>
              <span
                aria-hidden
                className={cn(
                  'mt-1 text-[0.6875rem] font-medium',
                  chosen ? 'text-white' : day.seatsLeft <= 3 ? 'text-warning-700' : 'text-success-700',
                )}
              >
                {day.seatsLeft} left
              </span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
