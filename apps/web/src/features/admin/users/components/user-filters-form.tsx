import { adminUserSorts, adminUserStatuses, userRoles } from '@tabi/contracts';
import type { FormEvent } from 'react';
import { FormField } from '../../../../ui/form-field.tsx';
import { Select } from '../../../../ui/select.tsx';
import { FiltersForm } from '../../shared/components/filters-form.tsx';
import { SearchField } from '../../shared/components/search-field.tsx';
import { oneOf } from '../../shared/lib/list-address.ts';
import { useSearchDraft } from '../../shared/lib/use-search-draft.ts';
import { roleLabels, type UserFilters, userSortLabels, userStatusLabels } from '../lib/user-filters.ts';

type UserFiltersFormProps = {
  filters: UserFilters;
  onApply: (filters: UserFilters) => void;
};

/** The table's toolbar: role, status and order apply when chosen, the search with Search (or Enter). */
export function UserFiltersForm({ filters, onApply }: UserFiltersFormProps) {
  const [q, setQ] = useSearchDraft(filters.q);

  /** What the toolbar shows is what applies: a choice also takes the search typed so far. */
  const applyWith = (change: UserFilters) => onApply({ ...filters, q: q.trim() || undefined, ...change });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    applyWith({});
  };

  return (
    <FiltersForm
      label="Filter users"
      onSubmit={submit}
      active={Boolean(filters.q || filters.role || filters.status)}
      onClear={() => onApply({ sort: filters.sort })}
      clearLabel="Clear filters"
      className="grid-cols-2 lg:grid-cols-[minmax(0,2fr)_repeat(3,minmax(0,1fr))_auto] lg:items-end"
      actionsClassName="col-span-2 lg:col-span-1"
    >
      <SearchField
        id="users-q"
        label="Name or e-mail"
        value={q}
        onChange={setQ}
        placeholder="Emma or emma@example.com"
        className="col-span-2 lg:col-span-1"
      />
      <FormField id="users-role" label="Role">
        {(c) => (
          <Select
            {...c}
            value={filters.role ?? ''}
            onChange={(event) => applyWith({ role: oneOf(userRoles, event.target.value) })}
          >
            <option value="">All roles</option>
            {userRoles.map((role) => (
              <option key={role} value={role}>
                {roleLabels[role]}
              </option>
            ))}
          </Select>
        )}
      </FormField>
      <FormField id="users-status" label="Status">
        {(c) => (
          <Select
            {...c}
            value={filters.status ?? ''}
            onChange={(event) => applyWith({ status: oneOf(adminUserStatuses, event.target.value) })}
          >
            <option value="">All statuses</option>
            {adminUserStatuses.map((status) => (
              <option key={status} value={status}>
                {userStatusLabels[status]}
              </option>
            ))}
          </Select>
        )}
      </FormField>
      <FormField id="users-sort" label="Sort by" className="col-span-2 lg:col-span-1">
        {(c) => (
          <Select
            {...c}
            value={filters.sort ?? 'newest'}
            onChange={(event) => applyWith({ sort: oneOf(adminUserSorts, event.target.value) })}
          >
            {adminUserSorts.map((sort) => (
              <option key={sort} value={sort}>
                {userSortLabels[sort]}
              </option>
            ))}
          </Select>
        )}
      </FormField>
    </FiltersForm>
  );
}
