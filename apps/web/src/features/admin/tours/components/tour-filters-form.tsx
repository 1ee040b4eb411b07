import { adminTourSorts, adminTourStatuses } from '@tabi/contracts';
import type { FormEvent } from 'react';
import { FormField } from '../../../../ui/form-field.tsx';
import { Select } from '../../../../ui/select.tsx';
import { FiltersForm } from '../../shared/components/filters-form.tsx';
import { SearchField } from '../../shared/components/search-field.tsx';
import { useSearchDraft } from '../../shared/lib/use-search-draft.ts';
import { type TourFilters, tourSortLabels, tourStatusLabels } from '../lib/tour-filters.ts';

type TourFiltersFormProps = {
  filters: TourFilters;
  onApply: (filters: TourFilters) => void;
};

/** The table's toolbar: the status and the order apply when chosen, the search with Search (or Enter). */
export function TourFiltersForm({ filters, onApply }: TourFiltersFormProps) {
  const [search, setSearch] = useSearchDraft(filters.search);

  /** What the toolbar shows is what applies: a choice also takes the search typed so far. */
  const applyWith = (change: TourFilters) =>
    onApply({ ...filters, search: search.trim() || undefined, ...change });
  const apply = (event: FormEvent) => {
    event.preventDefault();
    applyWith({});
  };

  return (
    <FiltersForm
      label="Filter tours"
      onSubmit={apply}
      active={Boolean(filters.search || filters.status)}
      onClear={() => onApply({ sort: filters.sort })}
      clearLabel="Clear filters"
      className="grid-cols-2 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)_auto] lg:items-end"
      actionsClassName="col-span-2 lg:col-span-1"
    >
      <SearchField
        id="tours-search"
        label="Search"
        value={search}
        onChange={setSearch}
        placeholder="Title, category, city or region"
        className="col-span-2 lg:col-span-1"
      />
      <FormField id="tours-status" label="Status">
        {(c) => (
          <Select
            {...c}
            value={filters.status ?? ''}
            onChange={(event) =>
              applyWith({ status: adminTourStatuses.find((status) => status === event.target.value) })
            }
          >
            <option value="">All tours</option>
            {adminTourStatuses.map((status) => (
              <option key={status} value={status}>
                {tourStatusLabels[status]}
              </option>
            ))}
          </Select>
        )}
      </FormField>
      <FormField id="tours-sort" label="Sort by">
        {(c) => (
          <Select
            {...c}
            value={filters.sort ?? 'newest'}
            onChange={(event) =>
              applyWith({ sort: adminTourSorts.find((sort) => sort === event.target.value) })
            }
          >
            {adminTourSorts.map((sort) => (
              <option key={sort} value={sort}>
                {tourSortLabels[sort]}
              </option>
            ))}
          </Select>
        )}
      </FormField>
    </FiltersForm>
  );
}
