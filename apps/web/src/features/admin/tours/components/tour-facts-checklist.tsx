import { missingTourFacts, type TourFact, tourFactLabels } from '@tabi/contracts';
import { CalendarClock, Circle, CircleCheck } from 'lucide-react';
import { useFormContext, useWatch } from 'react-hook-form';
import { placementOf } from '../lib/tour-form-errors.ts';
import type { TourFormValues } from '../lib/tour-form-values.ts';

type TourFactsChecklistProps = {
  /** What the saved tour lacks, as the server answered it (`missingFacts`). */
  missing: readonly TourFact[];
};

/**
 * A tour created without its place, duration or meeting point (the spec's client sends none) is listed
 * but cannot be booked (decision 23). The editor lists what it still needs; each line ticks once its
 * field is filled in, and goes away when the tour is saved with it.
 */
export function TourFactsChecklist({ missing }: TourFactsChecklistProps) {
  const { control, setFocus } = useFormContext<TourFormValues>();
  const [city, region, meetingPoint, duration] = useWatch({
    control,
    name: ['city', 'region', 'meetingPoint', 'duration'],
  });
  const minutes = Number(duration?.hours || 0) * 60 + Number(duration?.minutes || 0);
  // The same rule the server applies to the saved tour, applied to what the form holds now.
  const stillMissing = new Set(
    missingTourFacts({
      city: city?.trim() || null,
      region: region?.trim() || null,
      meetingPoint: meetingPoint?.trim() || null,
      durationMinutes: minutes > 0 ? minutes : null,
    }),
  );
  const filled = missing.filter((fact) => !stillMissing.has(fact)).length;

  return (
    <section
      aria-labelledby="tour-facts-title"
      className="rounded-2xl border border-warning-600/25 bg-warning-50 p-5 sm:p-6"
    >
      <h2 id="tour-facts-title" className="flex items-center gap-2 text-lg font-bold text-ink-900">
        <CalendarClock className="size-5 shrink-0 text-warning-600" aria-hidden />
        Not bookable yet
      </h2>
      <p className="mt-1 text-sm text-ink-700">
        Travellers see this tour, but nobody can book it until it has these. Fill them in below and save.
      </p>
      <ul className="mt-4 space-y-2" aria-label="Needed before it can be booked">
        {missing.map((fact) => {
          const done = !stillMissing.has(fact);
          const Icon = done ? CircleCheck : Circle;
          const focus = placementOf(fact)?.focus;
          return (
            <li key={fact} className="flex items-center gap-2.5 text-sm">
              <Icon
                className={done ? 'size-5 shrink-0 text-success-600' : 'size-5 shrink-0 text-ink-500'}
                aria-hidden
              />
              <button
                type="button"
                className="font-semibold text-ink-900 underline-offset-2 hover:underline"
                onClick={() => focus && setFocus(focus)}
              >
                {tourFactLabels[fact]}
              </button>
              <span className={done ? 'text-success-700' : 'text-ink-600'}>
                {done ? 'filled in, not saved yet' : 'missing'}
              </span>
            </li>
          );
        })}
      </ul>
      <p className="mt-3 text-sm text-ink-600" aria-live="polite">
        {filled} of {missing.length} filled in
      </p>
    </section>
  );
}
