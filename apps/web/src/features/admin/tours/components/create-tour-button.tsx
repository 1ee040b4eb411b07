import { useFormContext, useWatch } from 'react-hook-form';
import { Button } from '../../../../ui/button.tsx';
import { newTourFormSchema, type TourFormValues } from '../lib/tour-form-values.ts';

/** The form's fields as their labels name them, in the form's order. */
const fieldLabels: Record<keyof TourFormValues, string> = {
  title: 'Title',
  category: 'Category',
  description: 'Description',
  priceNumber: 'Price per adult',
  city: 'City',
  region: 'Region (prefecture)',
  meetingPoint: 'Meeting point',
  duration: 'Duration',
  departureDays: 'Departs every',
  departureTime: 'Departure time',
  maxGroupSize: 'Maximum group size',
  instantConfirmation: 'Instant confirmation',
  adultsOnly: 'Adults only',
  childPricePercent: 'Child price',
  highlights: 'Highlights',
  included: 'Included',
  excluded: 'Not included',
  languages: 'Languages',
  images: 'Photos',
  featured: 'Featured',
  archived: 'Archived',
};

const neededId = 'tour-create-needs';

/**
 * Create tour, pressable once the form would pass (also while the photos still upload, it waits); until
 * then a line beside it names the fields still to fill in or correct. It alone follows every keystroke.
 */
export function CreateTourButton({ submitting, uploading }: { submitting: boolean; uploading: boolean }) {
  const values = useWatch({ control: useFormContext<TourFormValues>().control });
  const result = newTourFormSchema.safeParse(values);
  const needed = result.success
    ? []
    : (Object.keys(fieldLabels) as (keyof TourFormValues)[])
        .filter((field) => result.error.issues.some((issue) => issue.path[0] === field))
        .map((field) => fieldLabels[field]);

  return (
    <>
      <Button
        type="submit"
        loading={submitting}
        disabled={uploading || needed.length > 0}
        aria-describedby={needed.length > 0 ? neededId : undefined}
      >
        {submitting ? 'Saving…' : 'Create tour'}
      </Button>
      {needed.length > 0 && (
        <p id={neededId} className="order-last text-sm text-ink-600 sm:mr-auto">
          Still to complete: {needed.join(', ')}.
        </p>
      )}
    </>
  );
}
