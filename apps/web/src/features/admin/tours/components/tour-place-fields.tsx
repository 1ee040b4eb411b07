import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { usePublicConfig } from '../../../../api/public-config.ts';
import { Checkbox } from '../../../../ui/checkbox.tsx';
import { FieldMessages, FormField, fieldDescribedBy } from '../../../../ui/form-field.tsx';
import { formatDuration } from '../../../../ui/format-duration.ts';
import { Input } from '../../../../ui/input.tsx';
import { zoneAbbreviation } from '../../../../ui/zoned-time.ts';
import type { TourFormValues } from '../lib/tour-form-values.ts';
import { TourFormSection } from './tour-form-section.tsx';

/** ISO weekdays, Monday first, as the wire numbers them. */
const weekdays = [
  { day: 1, short: 'Mon', long: 'Monday' },
  { day: 2, short: 'Tue', long: 'Tuesday' },
  { day: 3, short: 'Wed', long: 'Wednesday' },
  { day: 4, short: 'Thu', long: 'Thursday' },
  { day: 5, short: 'Fri', long: 'Friday' },
  { day: 6, short: 'Sat', long: 'Saturday' },
  { day: 7, short: 'Sun', long: 'Sunday' },
];

const daysHint = 'Single dates can be closed on the Departures page.';
const legendClasses = 'mb-1.5 text-sm font-semibold text-ink-800';

/** Where the tour meets and goes, how long it takes, and when it departs each week. */
export function TourPlaceFields() {
  const {
    register,
    control,
    formState: { errors },
  } = useFormContext<TourFormValues>();
  const duration = useWatch({ control, name: 'duration' });
  const minutes = Number(duration?.hours || 0) * 60 + Number(duration?.minutes || 0);
  const durationError =
    errors.duration?.message ?? errors.duration?.hours?.message ?? errors.duration?.minutes?.message;
  const durationHint =
    minutes > 0 ? `Shown to travellers as “${formatDuration(minutes)}”.` : 'Hours, minutes or both.';
  const timezone = usePublicConfig().data?.timezone;
  const zone = timezone ? zoneAbbreviation(timezone) : null;

  return (
    <TourFormSection id="tour-place" title="Place and time">
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField id="tour-city" label="City" error={errors.city?.message}>
          {(c) => <Input {...c} autoComplete="off" {...register('city')} />}
        </FormField>
        <FormField id="tour-region" label="Region (prefecture)" error={errors.region?.message}>
          {(c) => <Input {...c} autoComplete="off" {...register('region')} />}
        </FormField>
      </div>
      <FormField
        id="tour-meeting-point"
        label="Meeting point"
        error={errors.meetingPoint?.message}
        hint="Where the guide waits, as a traveller would find it."
      >
        {(c) => <Input {...c} autoComplete="off" {...register('meetingPoint')} />}
      </FormField>

      <fieldset aria-describedby={fieldDescribedBy('tour-duration', durationError, durationHint)}>
        <legend className={legendClasses}>Duration</legend>
        <div className="flex flex-wrap items-center gap-3">
          <label htmlFor="tour-duration-hours" className="flex items-center gap-2 text-sm text-ink-700">
            <Input
              id="tour-duration-hours"
              type="number"
              inputMode="numeric"
              min={0}
              step={1}
              className="w-24"
              aria-invalid={Boolean(errors.duration?.hours || errors.duration?.message) || undefined}
              {...register('duration.hours')}
            />
            hours
          </label>
          <label htmlFor="tour-duration-minutes" className="flex items-center gap-2 text-sm text-ink-700">
            <Input
              id="tour-duration-minutes"
              type="number"
              inputMode="numeric"
              min={0}
              max={59}
              step={1}
              className="w-24"
              aria-invalid={Boolean(errors.duration?.minutes || errors.duration?.message) || undefined}
              {...register('duration.minutes')}
            />
            minutes
          </label>
        </div>
        <FieldMessages id="tour-duration" error={durationError} hint={durationHint} />
      </fieldset>

      <Controller
        control={control}
        name="departureDays"
        render={({ field, fieldState }) => (
          <fieldset aria-describedby={fieldDescribedBy('tour-days', fieldState.error?.message, daysHint)}>
            <legend className={legendClasses}>Departs every</legend>
            <div className="flex flex-wrap gap-2">
              {weekdays.map(({ day, short, long }, index) => (
                <label
                  key={day}
                  htmlFor={`tour-day-${day}`}
                  className="flex h-11 cursor-pointer items-center gap-2 rounded-lg border border-sand-300 bg-white px-3 text-sm font-medium text-ink-800 has-checked:border-primary-500 has-checked:bg-primary-50"
                >
                  <Checkbox
                    id={`tour-day-${day}`}
                    ref={index === 0 ? field.ref : undefined}
                    checked={field.value.includes(day)}
                    onChange={(event) =>
                      field.onChange(
                        event.target.checked
                          ? [...field.value, day].sort((a, b) => a - b)
                          : field.value.filter((chosen) => chosen !== day),
                      )
                    }
                    onBlur={field.onBlur}
                    aria-invalid={fieldState.invalid || undefined}
                  />
                  <span aria-hidden>{short}</span>
                  <span className="sr-only">{long}</span>
                </label>
              ))}
            </div>
            <FieldMessages id="tour-days" error={fieldState.error?.message} hint={daysHint} />
          </fieldset>
        )}
      />

      <FormField
        id="tour-departure-time"
        label="Departure time"
        error={errors.departureTime?.message}
        hint={
          zone ? `Local time (${zone}), the same on every departure day.` : 'Local time, the same every day.'
        }
        className="max-w-48"
      >
        {(c) => <Input {...c} type="time" {...register('departureTime')} />}
      </FormField>
    </TourFormSection>
  );
}
