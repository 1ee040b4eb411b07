import { FiltersForm } from '../../shared/components/filters-form.tsx';
import { SearchField } from '../../shared/components/search-field.tsx';
import { useSearchDraft } from '../../shared/lib/use-search-draft.ts';

type OutboxFiltersFormProps = {
  q: string | undefined;
  onApply: (q: string | undefined) => void;
};

/** One search over recipients and subjects, applied with Search (or Enter). */
export function OutboxFiltersForm({ q, onApply }: OutboxFiltersFormProps) {
  const [draft, setDraft] = useSearchDraft(q);

  return (
    <FiltersForm
      label="Search the outbox"
      onSubmit={(event) => {
        event.preventDefault();
        onApply(draft.trim() || undefined);
      }}
      active={Boolean(q)}
      onClear={() => onApply(undefined)}
      clearLabel="Clear search"
      className="sm:grid-cols-[minmax(0,1fr)_auto] sm:items-end"
    >
      <SearchField
        id="outbox-q"
        label="Recipient or subject"
        value={draft}
        onChange={setDraft}
        placeholder="emma@example.com or booking"
      />
    </FiltersForm>
  );
}
