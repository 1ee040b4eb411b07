import type { TourSort } from '@tabi/contracts';
import { SearchX, SlidersHorizontal, X } from 'lucide-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useCategoryCounts } from '../../../api/list-categories.ts';
import { usePublicConfig } from '../../../api/public-config.ts';
import { useDisabledUntilLive } from '../../../ui/app-live.tsx';
import { Button } from '../../../ui/button.tsx';
import { cn } from '../../../ui/cn.ts';
import { useDocumentMeta } from '../../../ui/document-meta.ts';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { ErrorState } from '../../../ui/error-state.tsx';
import { currencySymbol, formatPrice } from '../../../ui/format-price.ts';
import { Pagination } from '../../../ui/pagination.tsx';
import { Select } from '../../../ui/select.tsx';
import { Sheet, SheetContent, SheetDescription, SheetTitle, SheetTrigger } from '../../../ui/sheet.tsx';
import { formatCalendarDate } from '../../../ui/zoned-time.ts';
import { useTours } from '../api/list-tours.ts';
import { TourFilters } from '../components/tour-filters.tsx';
import { TourGrid } from '../components/tour-grid.tsx';
import {
  type TourFilters as Filters,
  hasActiveFilters,
  parseTourFilters,
  toCategoryCountParams,
  toTourListParams,
  tourDurationLabels,
  tourFiltersToSearchParams,
  tourSortLabels,
  tourSorts,
  updateTourFilters,
} from '../lib/tour-search-params.ts';
import { listPageSize } from '../route-loaders.ts';

const pageSize = listPageSize;

function headingFor(filters: Filters) {
  if (filters.category && filters.search) return `${filters.category} tours matching “${filters.search}”`;
  if (filters.category) return `${filters.category} tours in Japan`;
  if (filters.search) return `Tours matching “${filters.search}”`;
  return 'Tours in Japan';
}

export function ToursPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = useMemo(() => parseTourFilters(searchParams), [searchParams]);
  const query = useTours(toTourListParams(filters, pageSize));
  // The categories count what the list shows for the other filters: each one as it would be when chosen.
  const categories = useCategoryCounts(toCategoryCountParams(filters));
  const timezone = usePublicConfig().data?.timezone;
  const [sheetOpen, setSheetOpen] = useState(false);
  const resultsTop = useRef<HTMLDivElement>(null);
  // The sort and the buttons act through the app only: on the prerendered page they wait for it (decision 22).
  const untilLive = useDisabledUntilLive();

  const heading = headingFor(filters);
  useDocumentMeta(
    filters.search || filters.category ? heading : 'Tours',
    'Browse guided tours across Japan by city, interest and price: small groups, local guides, free cancellation up to 24 hours before.',
  );

  const setFilters = (patch: Partial<Filters>) => {
    setSearchParams(tourFiltersToSearchParams(updateTourFilters(filters, patch)));
  };
  const clearFilters = () => setSearchParams(tourFiltersToSearchParams({ sort: filters.sort }));

  // A new page of results starts at the top of the results, not where the pager was.
  const previousPage = useRef(filters.page);
  useEffect(() => {
    if (previousPage.current !== filters.page) {
      resultsTop.current?.scrollIntoView({ block: 'start' });
      previousPage.current = filters.page;
    }
  }, [filters.page]);

  const currency = query.data?.data[0]?.currency ?? 'USD';
  const symbol = currencySymbol(currency);
  const activeCount =
    Number(Boolean(filters.search)) +
    Number(Boolean(filters.category)) +
    Number(filters.minPrice !== undefined || filters.maxPrice !== undefined) +
    Number(Boolean(filters.date)) +
    Number(Boolean(filters.duration));

  const filterPanel = (
    <TourFilters
      filters={filters}
      onChange={setFilters}
      onClear={clearFilters}
      categories={categories.data}
      categoriesFailed={categories.isError}
      currencySymbol={symbol}
      timezone={timezone}
    />
  );

  const hrefFor = (page: number) => `?${tourFiltersToSearchParams({ ...filters, page })}`;

  return (
    <div className="mx-auto max-w-7xl px-4 pt-8 pb-16 sm:px-6 lg:px-8">
      <nav aria-label="Breadcrumb" className="text-sm text-ink-600">
        <ol className="flex items-center gap-2">
          <li>
            <Link to="/" className="hover:text-ink-900 hover:underline">
              Home
            </Link>
          </li>
          <li aria-hidden>/</li>
          <li aria-current="page" className="font-medium text-ink-800">
            Tours
          </li>
        </ol>
      </nav>
      <h1 className="mt-3 text-3xl font-extrabold text-ink-900 sm:text-4xl">{heading}</h1>
      <p className="mt-2 max-w-2xl text-ink-600">
        Small-group and private tours with licensed local guides. Prices are per person and include taxes.
      </p>

      <div className="mt-8 lg:grid lg:grid-cols-[18rem_1fr] lg:gap-10">
        <aside aria-labelledby="filters-heading" className="hidden lg:block">
          <div className="sticky top-24 rounded-2xl border border-sand-200 bg-white p-5">
            <h2 id="filters-heading" className="mb-5 text-lg font-bold text-ink-900">
              Filters
            </h2>
            {filterPanel}
          </div>
        </aside>

        <div ref={resultsTop} className="scroll-mt-24">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <h2 className="text-base font-semibold text-ink-800" aria-live="polite">
              {query.data ? (
                <>
                  {query.data.total.toLocaleString('en-US')} {query.data.total === 1 ? 'tour' : 'tours'}
                  {query.data.pages > 1 && (
                    <span className="font-normal text-ink-600">
                      {' '}
                      · page {query.data.page} of {query.data.pages}
                    </span>
                  )}
                </>
              ) : query.isError ? (
                'Tours'
              ) : (
                <span className="inline-block h-5 w-24 animate-pulse rounded-lg bg-sand-200/80 align-middle" />
              )}
            </h2>
            <div className="flex items-center gap-2">
              <Sheet open={sheetOpen} onOpenChange={setSheetOpen}>
                <SheetTrigger asChild>
                  <Button
                    variant="outline"
                    className="lg:hidden"
                    disabled={untilLive.disabled}
                    aria-describedby={untilLive.describedBy()}
                  >
                    <SlidersHorizontal aria-hidden />
                    Filters
                    {activeCount > 0 && (
                      <span className="ml-0.5 inline-flex size-5 items-center justify-center rounded-full bg-primary-600 text-xs text-white">
                        {activeCount}
                      </span>
                    )}
                  </Button>
                </SheetTrigger>
                <SheetContent
                  side="left"
                  onOpenAutoFocus={(event) => {
                    // Focus the panel, not the search field: no keyboard popping up over the filters.
                    event.preventDefault();
                    (event.currentTarget as HTMLElement).focus();
                  }}
                >
                  <div className="border-b border-sand-200 px-5 py-4">
                    <SheetTitle className="text-lg font-bold text-ink-900">Filters</SheetTitle>
                    <SheetDescription className="sr-only">Narrow the list of tours</SheetDescription>
                  </div>
                  <div className="flex-1 overflow-y-auto px-5 py-5">{filterPanel}</div>
                  <div className="border-t border-sand-200 p-4">
                    <Button className="w-full" size="lg" onClick={() => setSheetOpen(false)}>
                      {query.data ? `Show ${query.data.total.toLocaleString('en-US')} tours` : 'Show tours'}
                    </Button>
                  </div>
                </SheetContent>
              </Sheet>
              <div className="flex items-center gap-2">
                <label htmlFor="tours-sort" className="text-sm font-semibold text-ink-800 max-sm:sr-only">
                  Sort by
                </label>
                <Select
                  id="tours-sort"
                  className="w-48"
                  disabled={untilLive.disabled}
                  aria-describedby={untilLive.describedBy()}
                  value={filters.sort ?? ''}
                  onChange={(event) =>
                    setFilters({ sort: (event.target.value || undefined) as TourSort | undefined })
                  }
                >
                  <option value="">Recommended</option>
                  {tourSorts.map((value) => (
                    <option key={value} value={value}>
                      {tourSortLabels[value]}
                    </option>
                  ))}
                </Select>
                {untilLive.reason}
              </div>
            </div>
          </div>

          {hasActiveFilters(filters) && (
            <ActiveFilters
              filters={filters}
              currency={currency}
              onChange={setFilters}
              onClear={clearFilters}
            />
          )}

          <div className="mt-6">
            {query.isError ? (
              <ErrorState
                title="Tours could not be loaded"
                message={query.error.message}
                onRetry={() => query.refetch()}
                retrying={query.isFetching}
              />
            ) : query.data && query.data.data.length === 0 ? (
              filters.page > 1 && query.data.total > 0 ? (
                <EmptyState
                  icon={<SearchX />}
                  title="This page is empty"
                  description={`There are only ${query.data.pages} pages of results.`}
                  action={
                    <Button asChild>
                      <Link to={hrefFor(1)}>Go to the first page</Link>
                    </Button>
                  }
                />
              ) : (
                <EmptyState
                  icon={<SearchX />}
                  title={hasActiveFilters(filters) ? 'No tours match your filters' : 'No tours yet'}
                  description={
                    hasActiveFilters(filters)
                      ? 'Try another date or search word, a different category or length, or a wider price range.'
                      : 'New tours are on their way. Please check back soon.'
                  }
                  action={
                    hasActiveFilters(filters) ? (
                      <Button
                        onClick={clearFilters}
                        disabled={untilLive.disabled}
                        aria-describedby={untilLive.describedBy()}
                      >
                        Clear filters
                      </Button>
                    ) : undefined
                  }
                />
              )
            ) : (
              <>
                <TourGrid
                  tours={query.data?.data}
                  skeletonCount={pageSize}
                  headingLevel="h3"
                  eagerCount={3}
                  columns={3}
                  className={cn('transition-opacity duration-150', query.isPlaceholderData && 'opacity-60')}
                />
                {query.data && (
                  <Pagination
                    className="mt-10"
                    label="Tour pages"
                    page={query.data.page}
                    pages={query.data.pages}
                    hrefFor={hrefFor}
                  />
                )}
              </>
            )}
          </div>
        </div>
      </div>
    </div>
  );
}

function ActiveFilters({
  filters,
  currency,
  onChange,
  onClear,
}: {
  filters: Filters;
  currency: string;
  onChange: (patch: Partial<Filters>) => void;
  onClear: () => void;
}) {
  const untilLive = useDisabledUntilLive();
  const chips: { label: string; remove: Partial<Filters> }[] = [];
  if (filters.search) chips.push({ label: `“${filters.search}”`, remove: { search: undefined } });
  if (filters.date)
    chips.push({ label: formatCalendarDate(filters.date, 'short'), remove: { date: undefined } });
  if (filters.category) chips.push({ label: filters.category, remove: { category: undefined } });
  if (filters.minPrice !== undefined || filters.maxPrice !== undefined) {
    const min = filters.minPrice !== undefined ? formatPrice(filters.minPrice, currency) : undefined;
    const max = filters.maxPrice !== undefined ? formatPrice(filters.maxPrice, currency) : undefined;
    const label = min && max ? `${min} – ${max}` : min ? `From ${min}` : `Up to ${max}`;
    chips.push({ label, remove: { minPrice: undefined, maxPrice: undefined } });
  }
  if (filters.duration) {
    chips.push({ label: tourDurationLabels[filters.duration], remove: { duration: undefined } });
  }
  return (
    <ul className="mt-4 flex flex-wrap items-center gap-2" aria-label="Active filters">
      {chips.map((chip) => (
        <li key={chip.label}>
          <button
            type="button"
            onClick={() => onChange(chip.remove)}
            disabled={untilLive.disabled}
            aria-describedby={untilLive.describedBy()}
            className="inline-flex cursor-pointer items-center gap-1.5 rounded-full border border-primary-200 bg-primary-50 py-1 pr-2 pl-3 text-sm font-medium text-primary-800 transition-colors duration-150 hover:bg-primary-100 disabled:cursor-not-allowed disabled:opacity-60"
          >
            {chip.label}
            <X className="size-3.5" aria-hidden />
            <span className="sr-only">Remove filter</span>
          </button>
        </li>
      ))}
      <li>
        <button
          type="button"
          onClick={onClear}
          disabled={untilLive.disabled}
          aria-describedby={untilLive.describedBy()}
          className="cursor-pointer rounded px-2 py-1 text-sm font-semibold text-primary-600 underline-offset-4 hover:underline disabled:cursor-not-allowed disabled:opacity-60"
        >
          Clear all
        </button>
        {untilLive.reason}
      </li>
    </ul>
  );
}
