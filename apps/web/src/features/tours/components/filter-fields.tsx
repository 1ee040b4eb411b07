import { type ReactNode, type RefObject, useEffect, useRef } from 'react';
import { cn } from '../../../ui/cn.ts';
import { type TourFilters as Filters, tourFiltersToSearchParams } from '../lib/tour-search-params.ts';

/* The pieces every filter of the tours list is made of: its heading, the fields a plain form keeps, a
   field that follows the address, and one choice of a radio group. */

export function FilterHeading({ children, id }: { children: string; id?: string }) {
  return (
    <h3 id={id} className="mb-3 text-sm font-bold tracking-wide text-ink-900 uppercase">
      {children}
    </h3>
  );
}

/**
 * The filters a form does not edit, as hidden fields: submitted before the app is live, the form keeps
 * them (and starts at page 1, as the app does).
 */
export function KeptFilters({ filters, own }: { filters: Filters; own: string[] }) {
  const kept = [...tourFiltersToSearchParams({ ...filters, page: 1 })].filter(
    ([name]) => !own.includes(name),
  );
  return kept.map(([name, value]) => <input key={name} type="hidden" name={name} value={value} />);
}

/**
 * Sets the field to `value` whenever `value` changes (a chip removed, the back button), but not on
 * mount: a field is uncontrolled so that what was typed before the app took over stays, and is what the
 * form submits.
 */
export function useFieldFollows(field: RefObject<HTMLInputElement | null>, value: string) {
  const shown = useRef(value);
  useEffect(() => {
    if (shown.current === value) return;
    shown.current = value;
    if (field.current) field.current.value = value;
  }, [field, value]);
}

/**
 * One choice of a filter's radio group (inside a fieldset that is disabled until the app is live). A
 * `dimmed` choice would show nothing now: still there to be seen and chosen, in the lightest text grey.
 */
export function RadioOption({
  name,
  label,
  checked,
  onSelect,
  dimmed = false,
  after,
}: {
  name: string;
  label: string;
  checked: boolean;
  onSelect: () => void;
  dimmed?: boolean;
  /** What follows the label on the right (a count). */
  after?: ReactNode;
}) {
  return (
    <label
      className={cn(
        'flex cursor-pointer items-center gap-3 rounded-lg px-2 py-1.5 text-[0.9375rem] transition-colors duration-150 hover:bg-sand-100 group-disabled:cursor-not-allowed',
        dimmed && 'text-ink-600',
        checked && 'bg-primary-50 font-semibold text-primary-800 hover:bg-primary-50',
      )}
    >
      <input
        type="radio"
        name={name}
        checked={checked}
        onChange={onSelect}
        className="size-4 accent-primary-600"
      />
      <span className="flex-1">{label}</span>
      {after}
    </label>
  );
}
