import { bookingWindowLastDate } from '@tabi/contracts';
import { type FormEvent, useId, useRef, useState } from 'react';
import { useDisabledUntilLive } from '../../../ui/app-live.tsx';
import { Button } from '../../../ui/button.tsx';
import { Input, Label } from '../../../ui/input.tsx';
import { formatCalendarDate, todayIn, zoneAbbreviation } from '../../../ui/zoned-time.ts';
import type { TourFilters as Filters } from '../lib/tour-search-params.ts';
import { FilterHeading, KeptFilters, useFieldFollows } from './filter-fields.tsx';

/**
 * "When": the tours that can still be booked on a day of the operator's calendar (Japan time). A plain GET
 * form, like the search: submitted before the app is live it still gives the results. Once the server's
 * zone is known the field offers today to the end of the booking window and says so when another date is
 * typed; the server refuses the rest with its own reason. "Any date" removes the date.
 */
export function DateFilter({
  filters,
  timezone,
  onSubmit,
}: {
  filters: Filters;
  /** The operator's zone (the server's config); undefined until known. */
  timezone: string | undefined;
  onSubmit: (date: string | undefined) => void;
}) {
  const field = useRef<HTMLInputElement>(null);
  useFieldFollows(field, filters.date ?? '');
  const today = timezone ? todayIn(timezone) : undefined;
  const lastDate = today ? bookingWindowLastDate(today) : undefined;
  const [outside, setOutside] = useState(false);
  const untilLive = useDisabledUntilLive();
  const headingId = useId();
  const fieldId = useId();
  const problemId = useId();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const date = String(new FormData(event.currentTarget).get('date') ?? '').trim() || undefined;
    const isOutside = Boolean(date && today && lastDate && (date < today || date > lastDate));
    setOutside(isOutside);
    if (!isOutside) onSubmit(date);
  };

  return (
    <form action="/tours" method="get" onSubmit={submit} aria-labelledby={headingId} noValidate>
      <KeptFilters filters={filters} own={['date']} />
      <FilterHeading id={headingId}>When</FilterHeading>
      <Label htmlFor={fieldId} className="text-xs font-medium text-ink-600">
        {timezone ? `Tour date (${zoneAbbreviation(timezone)})` : 'Tour date'}
      </Label>
      <Input
        ref={field}
        id={fieldId}
        type="date"
        name="date"
        defaultValue={filters.date ?? ''}
        min={today}
        max={lastDate}
        onChange={() => setOutside(false)}
        aria-invalid={outside || undefined}
        aria-describedby={outside ? problemId : undefined}
      />
      {outside && today && lastDate && (
        <p id={problemId} className="mt-2 text-sm text-danger-600" role="alert">
          Choose a date from {formatCalendarDate(today, 'short')} to {formatCalendarDate(lastDate, 'short')}.
        </p>
      )}
      <div className="mt-3 flex gap-2">
        <Button type="submit" variant="outline" size="sm" className="flex-1">
          Apply date
        </Button>
        {filters.date && (
          <Button
            type="button"
            variant="ghost"
            size="sm"
            className="flex-1"
            onClick={() => {
              setOutside(false);
              onSubmit(undefined);
            }}
            disabled={untilLive.disabled}
            aria-describedby={untilLive.describedBy()}
          >
            Any date
          </Button>
        )}
      </div>
      {untilLive.reason}
    </form>
  );
}
