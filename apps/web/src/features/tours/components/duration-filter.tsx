import type { TourDuration } from '@tabi/contracts';
import { useId } from 'react';
import { useDisabledUntilLive } from '../../../ui/app-live.tsx';
import { tourDurationLabels, tourDurations } from '../lib/tour-search-params.ts';
import { FilterHeading, RadioOption } from './filter-fields.tsx';

/** How long the tour lasts: one length or any. Acts on change, so it waits for the app (as categories do). */
export function DurationFilter({
  selected,
  onSelect,
}: {
  selected: TourDuration | undefined;
  onSelect: (duration: TourDuration | undefined) => void;
}) {
  const headingId = useId();
  const name = useId();
  const untilLive = useDisabledUntilLive();
  const options: { label: string; value: TourDuration | undefined }[] = [
    { label: 'Any length', value: undefined },
    ...tourDurations.map((value) => ({ label: tourDurationLabels[value], value })),
  ];
  return (
    <fieldset
      aria-labelledby={headingId}
      disabled={untilLive.disabled}
      aria-describedby={untilLive.describedBy()}
      className="group"
    >
      <FilterHeading id={headingId}>Duration</FilterHeading>
      {untilLive.reason}
      <ul className="space-y-0.5">
        {options.map((option) => (
          <li key={option.label}>
            <RadioOption
              name={name}
              label={option.label}
              checked={selected === option.value}
              onSelect={() => onSelect(option.value)}
            />
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
