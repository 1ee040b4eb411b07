import { limits } from '@tabi/contracts';
import { useEffect, useState } from 'react';
import { FormField } from '../../../ui/form-field.tsx';
import { Input } from '../../../ui/input.tsx';
import { FiltersForm } from './filters-form.tsx';

type OutboxFiltersFormProps = {
  q: string | undefined;
  onApply: (q: string | undefined) => void;
};

/** One search over recipients and subjects, applied with Search (or Enter). */
export function OutboxFiltersForm({ q, onApply }: OutboxFiltersFormProps) {
  const [draft, setDraft] = useState(q ?? '');

  // The address changed by itself (back button, Clear): the box follows it.
  useEffect(() => setDraft(q ?? ''), [q]);

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
      <FormField id="outbox-q" label="Recipient or subject">
        {(c) => (
          <Input
            {...c}
            type="search"
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
            maxLength={limits.searchMaxLength}
            placeholder="emma@example.com or booking"
          />
        )}
      </FormField>
    </FiltersForm>
  );
}
