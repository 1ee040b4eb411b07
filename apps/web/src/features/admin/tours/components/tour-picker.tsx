import { useState } from 'react';
import { FormField } from '../../../../ui/form-field.tsx';
import { Input } from '../../../../ui/input.tsx';
import { Select } from '../../../../ui/select.tsx';
import type { TourChoice } from '../api/list-tour-choices.ts';

type TourPickerProps = {
  tours: TourChoice[];
  value: string | undefined;
  onChange: (tourId: string) => void;
};

const folded = (text: string) => text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();

/**
 * Which tour's departures are shown: a native select (best on phones and for keyboard users) whose
 * options the search above narrows by title. The chosen tour stays in the list whatever the search.
 */
export function TourPicker({ tours, value, onChange }: TourPickerProps) {
  const [search, setSearch] = useState('');
  const needle = folded(search.trim());
  const shown = tours.filter((tour) => tour._id === value || folded(tour.title).includes(needle));
  const matches = shown.filter((tour) => tour._id !== value || folded(tour.title).includes(needle)).length;

  return (
    <div className="grid gap-4 rounded-2xl border border-sand-200 bg-white p-4 sm:grid-cols-2 sm:p-5">
      <FormField
        id="departures-search"
        label="Search tours by title"
        hint={needle ? `${matches} of ${tours.length} tours match` : undefined}
      >
        {(control) => (
          <Input
            {...control}
            type="search"
            value={search}
            placeholder="e.g. Fushimi Inari"
            autoComplete="off"
            onChange={(event) => setSearch(event.target.value)}
          />
        )}
      </FormField>
      <FormField id="departures-tour" label="Tour">
        {(control) => (
          <Select {...control} value={value ?? ''} onChange={(event) => onChange(event.target.value)}>
            <option value="" disabled>
              {shown.length === 0 ? 'No tour matches the search' : 'Choose a tour…'}
            </option>
            {shown.map((tour) => (
              <option key={tour._id} value={tour._id}>
                {tour.city === null ? tour.title : `${tour.title} · ${tour.city}`}
              </option>
            ))}
          </Select>
        )}
      </FormField>
    </div>
  );
}
