import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { tourQueryOptions } from '../../../../api/get-tour.ts';
import { Combobox, type ComboboxOption } from '../../../../ui/combobox.tsx';
import type { FieldControlProps } from '../../../../ui/form-field.tsx';
import { useDebouncedValue } from '../../../../ui/use-debounced-value.ts';
import { adminToursQueryOptions } from '../api/list-admin-tours.ts';

/** The matches offered at once: the search narrows them, nobody scrolls the whole catalog here. */
const matchesShown = 8;

type TourComboboxProps = FieldControlProps & {
  /** The chosen tour, or none. */
  tourId: string | undefined;
  onChange: (tourId: string | undefined) => void;
};

/**
 * A tour chosen by searching its title (or city, category, region) among every tour, archived ones too
 * (`GET /api/admin/posts`): the field shows the chosen tour's title and answers its id.
 */
export function TourCombobox({ tourId, onChange, ...control }: TourComboboxProps) {
  const [open, setOpen] = useState(false);
  /** What the admin is typing; null shows the chosen tour's title. */
  const [typed, setTyped] = useState<string | null>(null);
  /** The last tour picked here: its title shows at once, without asking for the tour. */
  const [picked, setPicked] = useState<ComboboxOption>();
  const [shownFor, setShownFor] = useState(tourId);
  if (shownFor !== tourId) {
    // Another tour (a pick, Clear filters, Back): the field shows its title, not the text typed before.
    setShownFor(tourId);
    setTyped(null);
  }

  const known = picked && picked.value === tourId ? picked.label : undefined;
  const chosen = useQuery({ ...tourQueryOptions(tourId ?? ''), enabled: Boolean(tourId) && !known });
  // A tour that cannot be read (deleted, or an odd id in the address) still names the filter by its id.
  const title = tourId ? (known ?? chosen.data?.title ?? (chosen.isError ? tourId : '')) : '';

  const search = useDebouncedValue(typed?.trim() ?? '', 250);
  const matches = useQuery({
    ...adminToursQueryOptions({ search: search || undefined, sort: 'title', limit: matchesShown }),
    enabled: open,
    placeholderData: keepPreviousData,
  });
  const options = (matches.data?.data ?? []).map(
    (tour): ComboboxOption => ({
      value: tour._id,
      label: tour.title,
      detail: [tour.city, tour.archived ? 'archived' : null].filter(Boolean).join(' · ') || undefined,
    }),
  );

  return (
    <Combobox
      {...control}
      query={typed ?? title}
      onQueryChange={setTyped}
      options={options}
      selected={tourId}
      onPick={(option) => {
        setPicked(option);
        setTyped(option.label);
        onChange(option.value);
      }}
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) setTyped(null);
      }}
      listLabel="Tours"
      loading={matches.isFetching}
      emptyText="No tour matches"
      placeholder={tourId && !title ? 'Loading the tour…' : 'Any tour: type part of a title'}
      clear={
        tourId ? { label: 'Show bookings of every tour', onClear: () => onChange(undefined) } : undefined
      }
    />
  );
}
