import { useFormContext } from 'react-hook-form';
import { CheckboxField } from '../../../../ui/checkbox.tsx';
import type { TourFormValues } from '../lib/tour-form-values.ts';
import { TourFormSection } from './tour-form-section.tsx';

const options = [
  {
    name: 'featured',
    label: 'Featured',
    description: 'Shown on the home page and on Featured tours.',
  },
  {
    name: 'archived',
    label: 'Archived',
    description:
      'Off sale: gone from the catalog and search. Its page, bookings and reviews stay reachable by link.',
  },
] as const;

/** Whether the tour is featured, and whether it is on sale at all. */
export function TourVisibilityFields() {
  const { register } = useFormContext<TourFormValues>();
  return (
    <TourFormSection id="tour-visibility" title="Visibility">
      {options.map(({ name, label, description }) => (
        <CheckboxField
          key={name}
          id={`tour-${name}`}
          label={label}
          description={description}
          {...register(name)}
        />
      ))}
    </TourFormSection>
  );
}
