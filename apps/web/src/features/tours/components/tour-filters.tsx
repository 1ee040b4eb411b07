import type { Category } from '@tabi/contracts';
import { limits } from '@tabi/contracts';
import { Search, X } from 'lucide-react';
import { type FormEvent, type RefObject, useCallback, useEffect, useId, useRef, useState } from 'react';
import { useDisabledUntilLive } from '../../../ui/app-live.tsx';
import { Button } from '../../../ui/button.tsx';
import { Input, Label } from '../../../ui/input.tsx';
import { Skeleton } from '../../../ui/skeleton.tsx';
import { type TourFilters as Filters, hasActiveFilters } from '../lib/tour-search-params.ts';
import { DateFilter } from './date-filter.tsx';
import { DurationFilter } from './duration-filter.tsx';
import { FilterHeading, KeptFilters, RadioOption, useFieldFollows } from './filter-fields.tsx';

type TourFiltersProps = {
  filters: Filters;
  onChange: (patch: Partial<Filters>) => void;
  onClear: () => void;
  /** Every category, counting the tours of the current search and filters (zero included). */
  categories: Category[] | undefined;
  categoriesFailed?: boolean;
  currencySymbol?: string;
  /** The operator's time zone, whose days the date filter offers; undefined until the config is known. */
  timezone?: string;
};

/**
 * Search, date, category, duration and price range. Every change goes straight to the URL through
 * `onChange`.
 *
 * The list arrives prerendered and the app takes it over a moment later (decision 22). The search, date
 * and price forms are plain GET forms to /tours as well, which the server prerenders: submitted before the
 * app is live they still give the results. The category and duration choices act on change, which only
 * the app can do: they are disabled until then.
 */
export function TourFilters({
  filters,
  onChange,
  onClear,
  categories,
  categoriesFailed = false,
  currencySymbol = '$',
  timezone,
}: TourFiltersProps) {
  return (
    <div className="space-y-7">
      <SearchFilter filters={filters} onSubmit={(search) => onChange({ search })} />
      <DateFilter filters={filters} timezone={timezone} onSubmit={(date) => onChange({ date })} />
      <CategoryFilter
        selected={filters.category}
        categories={categories}
        failed={categoriesFailed}
        onSelect={(category) => onChange({ category })}
      />
      <DurationFilter selected={filters.duration} onSelect={(duration) => onChange({ duration })} />
      <PriceFilter
        filters={filters}
        symbol={currencySymbol}
        onSubmit={(minPrice, maxPrice) => onChange({ minPrice, maxPrice })}
      />
      {hasActiveFilters(filters) && <ClearFiltersButton className="w-full" onClear={onClear} />}
    </div>
  );
}

/** Clears every filter but the sort; a button of the app, so disabled until the app is live. */
export function ClearFiltersButton({ className, onClear }: { className?: string; onClear: () => void }) {
  const untilLive = useDisabledUntilLive();
  return (
    <>
      <Button
        variant="outline"
        className={className}
        onClick={onClear}
        disabled={untilLive.disabled}
        aria-describedby={untilLive.describedBy()}
      >
        <X aria-hidden />
        Clear filters
      </Button>
      {untilLive.reason}
    </>
  );
}

const priceText = (value: number | undefined) => (value === undefined ? '' : String(value));

function SearchFilter({
  filters,
  onSubmit,
}: {
  filters: Filters;
  onSubmit: (value: string | undefined) => void;
}) {
  const field = useRef<HTMLInputElement>(null);
  // The URL is the truth: when it changes, the field follows.
  useFieldFollows(field, filters.search ?? '');
  const id = useId();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit(String(new FormData(event.currentTarget).get('search') ?? '').trim() || undefined);
  };
  return (
    <search>
      <form action="/tours" method="get" onSubmit={submit}>
        <KeptFilters filters={filters} own={['search']} />
        <FilterHeading>Search</FilterHeading>
        <Label htmlFor={id} className="sr-only">
          Search tours
        </Label>
        <div className="relative">
          <Search
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-ink-500"
            aria-hidden
          />
          <Input
            ref={field}
            id={id}
            type="search"
            name="search"
            defaultValue={filters.search ?? ''}
            maxLength={limits.searchMaxLength}
            enterKeyHint="search"
            placeholder="Search tours"
            className="pr-20 pl-9"
          />
          <Button type="submit" size="sm" variant="primary" className="absolute top-1 right-1 h-9">
            Go
          </Button>
        </div>
      </form>
    </search>
  );
}

function CategoryFilter({
  selected,
  categories,
  failed,
  onSelect,
}: {
  selected: string | undefined;
  categories: Category[] | undefined;
  failed: boolean;
  onSelect: (category: string | undefined) => void;
}) {
  const headingId = useId();
  const name = useId();
  const untilLive = useDisabledUntilLive();
  const isSelected = (c: string | undefined) => (selected ?? '').toLowerCase() === (c ?? '').toLowerCase();
  const options: { label: string; value: string | undefined; count?: number }[] = [
    { label: 'All categories', value: undefined },
    ...(categories ?? []).map((c) => ({ label: c.name, value: c.name, count: c.count })),
  ];
  // A category in the URL that the list does not know (yet) still shows as chosen.
  if (selected && categories && !categories.some((c) => isSelected(c.name))) {
    options.push({ label: selected, value: selected });
  }
  return (
    <fieldset
      aria-labelledby={headingId}
      disabled={untilLive.disabled}
      aria-describedby={untilLive.describedBy()}
      className="group"
    >
      <FilterHeading id={headingId}>Category</FilterHeading>
      {untilLive.reason}
      {!categories && !failed ? (
        <div className="space-y-2.5">
          {[0, 1, 2, 3, 4].map((i) => (
            <Skeleton key={i} className="h-6 w-4/5" />
          ))}
        </div>
      ) : (
        <ul className="space-y-0.5">
          {options.map((option) => (
            <li key={option.label}>
              <RadioOption
                name={name}
                label={option.label}
                checked={isSelected(option.value)}
                onSelect={() => onSelect(option.value)}
                dimmed={option.count === 0}
                after={option.count !== undefined && <TourCount count={option.count} />}
              />
            </li>
          ))}
          {failed && (
            <li className="px-2 pt-1 text-sm text-ink-600">Categories are unavailable right now.</li>
          )}
        </ul>
      )}
    </fieldset>
  );
}

/** A category's count: the figure on screen, ", 3 tours" after the name for a screen reader. */
function TourCount({ count }: { count: number }) {
  return (
    <>
      <span className="text-xs font-medium text-ink-600 tabular-nums" aria-hidden>
        {count}
      </span>
      <span className="sr-only">
        , {count} {count === 1 ? 'tour' : 'tours'}
      </span>
    </>
  );
}

function parsePrice(text: string) {
  if (text.trim() === '') return undefined;
  const value = Number(text);
  return Number.isFinite(value) && value >= 0 ? value : undefined;
}

/** The two prices of the form as typed, and whether they are the wrong way round. */
function readPrices(form: HTMLFormElement | null) {
  const data = form ? new FormData(form) : undefined;
  const min = parsePrice(String(data?.get('minPrice') ?? ''));
  const max = parsePrice(String(data?.get('maxPrice') ?? ''));
  return { min, max, invalid: min !== undefined && max !== undefined && min > max };
}

function PriceFilter({
  filters,
  symbol,
  onSubmit,
}: {
  filters: Filters;
  symbol: string;
  onSubmit: (min: number | undefined, max: number | undefined) => void;
}) {
  const form = useRef<HTMLFormElement>(null);
  const minField = useRef<HTMLInputElement>(null);
  const maxField = useRef<HTMLInputElement>(null);
  useFieldFollows(minField, priceText(filters.minPrice));
  useFieldFollows(maxField, priceText(filters.maxPrice));
  const [invalid, setInvalid] = useState(false);
  const check = useCallback(() => setInvalid(readPrices(form.current).invalid), []);
  // Also on mount: prices typed before the app took over are checked as soon as it has.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the fields follow these, then are checked again
  useEffect(check, [check, filters.minPrice, filters.maxPrice]);
  const minId = useId();
  const maxId = useId();
  const headingId = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const { min, max, invalid } = readPrices(form.current);
    setInvalid(invalid);
    if (invalid) return;
    onSubmit(min, max);
  };

  return (
    <form ref={form} action="/tours" method="get" onSubmit={submit} aria-labelledby={headingId} noValidate>
      <KeptFilters filters={filters} own={['minPrice', 'maxPrice']} />
      <FilterHeading id={headingId}>Price per person</FilterHeading>
      <div className="grid grid-cols-2 gap-3">
        <div>
          <Label htmlFor={minId} className="text-xs font-medium text-ink-600">
            Min
          </Label>
          <PriceInput
            ref={minField}
            id={minId}
            name="minPrice"
            symbol={symbol}
            defaultValue={priceText(filters.minPrice)}
            onChange={check}
            placeholder="0"
            invalid={invalid}
          />
        </div>
        <div>
          <Label htmlFor={maxId} className="text-xs font-medium text-ink-600">
            Max
          </Label>
          <PriceInput
            ref={maxField}
            id={maxId}
            name="maxPrice"
            symbol={symbol}
            defaultValue={priceText(filters.maxPrice)}
            onChange={check}
            placeholder="Any"
            invalid={invalid}
          />
        </div>
      </div>
      {invalid && (
        <p className="mt-2 text-sm text-danger-600" role="alert">
          The minimum must not be above the maximum.
        </p>
      )}
      <Button type="submit" variant="outline" size="sm" className="mt-3 w-full" disabled={invalid}>
        Apply price
      </Button>
    </form>
  );
}

function PriceInput({
  ref,
  id,
  name,
  symbol,
  defaultValue,
  onChange,
  placeholder,
  invalid,
}: {
  ref: RefObject<HTMLInputElement | null>;
  id: string;
  name: string;
  symbol: string;
  defaultValue: string;
  onChange: () => void;
  placeholder: string;
  invalid: boolean;
}) {
  return (
    <div className="relative">
      <span
        className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-sm text-ink-600"
        aria-hidden
      >
        {symbol}
      </span>
      <Input
        ref={ref}
        id={id}
        name={name}
        type="number"
        inputMode="decimal"
        min={0}
        step="any"
        defaultValue={defaultValue}
        onChange={onChange}
        placeholder={placeholder}
        aria-invalid={invalid || undefined}
        className="pl-7"
      />
    </div>
  );
}
