import { FormField } from '../../../../ui/form-field.tsx';
import { Select } from '../../../../ui/select.tsx';
import { FiltersForm } from '../../shared/components/filters-form.tsx';
import { SearchField } from '../../shared/components/search-field.tsx';
import { useSearchDraft } from '../../shared/lib/use-search-draft.ts';
import type { ConsultationFilters } from '../lib/consultation-filters.ts';

type ConsultationFiltersFormProps = {
  filters: ConsultationFilters;
  onApply: (filters: ConsultationFilters) => void;
};

/** Status applies when chosen; the search (name or e-mail) with Search or Enter. */
export function ConsultationFiltersForm({ filters, onApply }: ConsultationFiltersFormProps) {
  const [q, setQ] = useSearchDraft(filters.q);
  const active = Boolean(filters.status || filters.q);

  return (
    <FiltersForm
      label="Filter consultations"
      onSubmit={(event) => {
        event.preventDefault();
        onApply({ ...filters, q: q.trim() || undefined });
      }}
      active={active}
      onClear={() => onApply({})}
      clearLabel="Clear"
      className="sm:grid-cols-[2fr_1fr_auto] sm:items-end"
    >
      <SearchField id="consultations-q" label="Name or e-mail" value={q} onChange={setQ} />
      <FormField id="consultations-status" label="Status">
        {(c) => (
          <Select
            {...c}
            value={filters.status ?? ''}
            onChange={(event) => {
              const value = event.target.value;
              onApply({ ...filters, status: value === 'new' || value === 'handled' ? value : undefined });
            }}
          >
            <option value="">All</option>
            <option value="new">New</option>
            <option value="handled">Handled</option>
          </Select>
        )}
      </FormField>
    </FiltersForm>
  );
}
