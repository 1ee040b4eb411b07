import type { Category } from '@tabi/contracts';
import { limits } from '@tabi/contracts';
import { Search, X } from 'lucide-react';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { Button } from '../../../ui/button.tsx';
import { cn } from '../../../ui/cn.ts';
import { Input, Label } from '../../../ui/input.tsx';
import { Skeleton } from '../../../ui/skeleton.tsx';
import { type TourFilters as Filters, hasActiveFilters } from '../lib/tour-search-params.ts';

type TourFiltersProps = {
  filters: Filters;
  onChange: (patch: Partial<Filters>) => void;
  onClear: () => void;
  categories: Category[] | undefined;
  categoriesFailed?: boolean;
  currencySymbol?: string;
};

/** Search, category and price range. Every change goes straight to the URL through `onChange`. */
export function TourFilters({
  filters,
  onChange,
  onClear,
  categories,
  categoriesFailed = false,
  currencySymbol = '$',
}: TourFiltersProps) {
  return (
    <div className="space-y-7">
      <SearchFilter value={filters.search} onSubmit={(search) => onChange({ search })} />
      <CategoryFilter
        selected={filters.category}
        categories={categories}
        failed={categoriesFailed}
        onSelect={(category) => onChange({ category })}
      />
      <PriceFilter
        min={filters.minPrice}
        max={filters.maxPrice}
        symbol={currencySymbol}
        onSubmit={(minPrice, maxPrice) => onChange({ minPrice, maxPrice })}
      />
      {hasActiveFilters(filters) && (
        <Button variant="outline" className="w-full" onClick={onClear}>
          <X aria-hidden />
          Clear filters
        </Button>
      )}
    </div>
  );
}

function FilterHeading({ children, id }: { children: string; id?: string }) {
  return (
    <h3 id={id} className="mb-3 text-sm font-bold tracking-wide text-ink-900 uppercase">
      {children}
    </h3>
  );
}

function SearchFilter({
  value,
  onSubmit,
}: {
  value: string | undefined;
  onSubmit: (value: string | undefined) => void;
}) {
  const [text, setText] = useState(value ?? '');
  // The URL is the truth: when it changes (a chip removed, back button), the field follows.
  useEffect(() => setText(value ?? ''), [value]);
  const id = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit(text.trim() || undefined);
  };
  return (
    <search>
      <form onSubmit={submit}>
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
            id={id}
            type="search"
            value={text}
            maxLength={limits.searchMaxLength}
            onChange={(event) => setText(event.target.value)}
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
    <fieldset aria-labelledby={headingId}>
      <FilterHeading id={headingId}>Category</FilterHeading>
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
              <label
                className={cn(
                  'flex cursor-pointer items-center gap-3 rounded-lg px-2 py-1.5 text-[0.9375rem] transition-colors duration-150 hover:bg-sand-100',
                  isSelected(option.value) &&
                    'bg-primary-50 font-semibold text-primary-800 hover:bg-primary-50',
                )}
              >
                <input
                  type="radio"
                  name={name}
                  checked={isSelected(option.value)}
                  onChange={() => onSelect(option.value)}
                  className="size-4 accent-primary-600"
                />
                <span className="flex-1">{option.label}</span>
                {option.count !== undefined && (
                  <span className="text-xs font-medium text-ink-600 tabular-nums">{option.count}</span>
                )}
              </label>
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

function parsePrice(text: string) {
  if (text.trim() === '') return undefined;
  const value = Number(text);
  return Number.isFinite(value) && value >= 0 ? value : undefined;
}

function PriceFilter({
  min,
  max,
  symbol,
  onSubmit,
}: {
  min: number | undefined;
  max: number | undefined;
  symbol: string;
  onSubmit: (min: number | undefined, max: number | undefined) => void;
}) {
  const [minText, setMinText] = useState(min === undefined ? '' : String(min));
  const [maxText, setMaxText] = useState(max === undefined ? '' : String(max));
  useEffect(() => setMinText(min === undefined ? '' : String(min)), [min]);
  useEffect(() => setMaxText(max === undefined ? '' : String(max)), [max]);
  const minId = useId();
  const maxId = useId();
  const headingId = useId();
  const minValue = parsePrice(minText);
  const maxValue = parsePrice(maxText);
  const invalid = minValue !== undefined && maxValue !== undefined && minValue > maxValue;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (invalid) return;
    onSubmit(minValue, maxValue);
  };

  return (
    <form onSubmit={submit} aria-labelledby={headingId} noValidate>
      <FilterHeading id={headingId}>Price per person</FilterHeading>
      <div className="grid grid-cols-2 gap-3">
        <div>
          <Label htmlFor={minId} className="text-xs font-medium text-ink-600">
            Min
          </Label>
          <PriceInput
            id={minId}
            symbol={symbol}
            value={minText}
            onChange={setMinText}
            placeholder="0"
            invalid={invalid}
          />
        </div>
        <div>
          <Label htmlFor={maxId} className="text-xs font-medium text-ink-600">
            Max
          </Label>
          <PriceInput
            id={maxId}
            symbol={symbol}
            value={maxText}
            onChange={setMaxText}
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
  id,
  symbol,
  value,
  onChange,
  placeholder,
  invalid,
}: {
  id: string;
  symbol: string;
  value: string;
  onChange: (value: string) => void;
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
        id={id}
        type="number"
        inputMode="decimal"
        min={0}
        step="any"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        placeholder={placeholder}
        aria-invalid={invalid || undefined}
        className="pl-7"
      />
    </div>
  );
}
