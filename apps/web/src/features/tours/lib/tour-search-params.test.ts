import { describe, expect, it } from 'vitest';
import {
  hasActiveFilters,
  parseTourFilters,
  toCategoryCountParams,
  toTourListParams,
  tourFiltersToSearchParams,
  updateTourFilters,
} from './tour-search-params.ts';

const parse = (query: string) => parseTourFilters(new URLSearchParams(query));

describe('tours list: URL -> filters', () => {
  it('reads every filter', () => {
    expect(parse('search=kyoto&category=Food&minPrice=20&maxPrice=150.5&sort=price-asc&page=3')).toEqual({
      search: 'kyoto',
      category: 'Food',
      minPrice: 20,
      maxPrice: 150.5,
      sort: 'price-asc',
      page: 3,
    });
  });

  it('an empty query is page 1 with no filters', () => {
    expect(parse('')).toEqual({ page: 1 });
  });

  it('ignores malformed values instead of failing', () => {
    expect(parse('page=abc&sort=cheapest&minPrice=-5&maxPrice=lots&search=%20%20')).toEqual({ page: 1 });
    expect(parse('page=2.5')).toEqual({ page: 1 });
    expect(parse('page=0')).toEqual({ page: 1 });
  });

  it('swaps a minimum above the maximum', () => {
    expect(parse('minPrice=200&maxPrice=50')).toMatchObject({ minPrice: 50, maxPrice: 200 });
  });

  it('keeps a zero minimum price', () => {
    expect(parse('minPrice=0')).toMatchObject({ minPrice: 0 });
  });

  it('caps an overlong search at the contract limit', () => {
    expect(parse(`search=${'a'.repeat(300)}`).search).toHaveLength(100);
  });

  it('reads a date and a length', () => {
    expect(parse('date=2027-03-12&duration=3-to-5h')).toEqual({
      page: 1,
      date: '2027-03-12',
      duration: '3-to-5h',
    });
  });

  it('ignores a date that does not exist and a length it does not offer', () => {
    for (const date of ['2027-02-30', '2027-3-12', 'tomorrow', '12/03/2027', '2027-13-01']) {
      expect(parse(`date=${date}`), date).toEqual({ page: 1 });
    }
    expect(parse('duration=long')).toEqual({ page: 1 });
    expect(parse('duration=')).toEqual({ page: 1 });
  });
});

describe('tours list: filters -> URL', () => {
  it('leaves out defaults and empty values', () => {
    expect(tourFiltersToSearchParams({ page: 1 }).toString()).toBe('');
    expect(tourFiltersToSearchParams({ page: 1, search: '  ', category: '' }).toString()).toBe('');
  });

  it('round-trips through the URL', () => {
    const filters = parse(
      'search=tea+ceremony&category=Culture&minPrice=0&maxPrice=90&date=2027-03-12&duration=over-5h&sort=rating&page=2',
    );
    expect(filters).toMatchObject({ date: '2027-03-12', duration: 'over-5h', page: 2 });
    expect(parse(tourFiltersToSearchParams(filters).toString())).toEqual(filters);
  });

  it('keeps the date and length on every page', () => {
    const filters = parse('date=2027-03-12&duration=up-to-3h');
    expect(tourFiltersToSearchParams({ ...filters, page: 3 }).toString()).toBe(
      'date=2027-03-12&duration=up-to-3h&page=3',
    );
  });
});

describe('tours list: changes', () => {
  it('a filter change goes back to page 1', () => {
    expect(updateTourFilters({ page: 4, search: 'osaka' }, { category: 'Food' })).toEqual({
      page: 1,
      search: 'osaka',
      category: 'Food',
    });
  });

  it('a page change keeps the filters', () => {
    expect(updateTourFilters({ page: 1, category: 'Food', sort: 'newest' }, { page: 2 })).toEqual({
      page: 2,
      category: 'Food',
      sort: 'newest',
    });
  });

  it('undefined removes a filter', () => {
    expect(
      updateTourFilters(
        { page: 2, minPrice: 10, maxPrice: 50 },
        { minPrice: undefined, maxPrice: undefined },
      ),
    ).toEqual({
      page: 1,
    });
  });

  it('a new date or length goes back to page 1; undefined removes it, keeping the others', () => {
    const filters = { page: 3, date: '2027-03-12', duration: 'over-5h' as const, sort: 'rating' as const };
    expect(updateTourFilters(filters, { date: '2027-03-13' })).toEqual({
      ...filters,
      page: 1,
      date: '2027-03-13',
    });
    expect(updateTourFilters(filters, { duration: undefined })).toEqual({
      page: 1,
      date: '2027-03-12',
      sort: 'rating',
    });
    expect(updateTourFilters(filters, { page: 4 })).toEqual({ ...filters, page: 4 });
  });

  it('knows when something narrows the list', () => {
    expect(hasActiveFilters({ page: 3, sort: 'rating' })).toBe(false);
    expect(hasActiveFilters({ page: 1, minPrice: 0 })).toBe(true);
    expect(hasActiveFilters({ page: 1, date: '2027-03-12' })).toBe(true);
    expect(hasActiveFilters({ page: 1, duration: 'up-to-3h' })).toBe(true);
  });

  it('maps filters to the API query', () => {
    expect(toTourListParams({ page: 2, category: 'Food', maxPrice: 80 }, 12)).toEqual({
      page: 2,
      limit: 12,
      category: 'Food',
      maxPrice: 80,
    });
    expect(toTourListParams({ page: 1, date: '2027-03-12', duration: '3-to-5h' }, 12)).toEqual({
      page: 1,
      limit: 12,
      date: '2027-03-12',
      duration: '3-to-5h',
    });
  });

  it('asks the category counts for every filter but the category, the page and the sort', () => {
    expect(
      toCategoryCountParams({
        page: 3,
        sort: 'rating',
        category: 'Food',
        search: 'kyoto',
        minPrice: 10,
        maxPrice: 90,
        date: '2027-03-12',
        duration: 'up-to-3h',
      }),
    ).toEqual({ search: 'kyoto', minPrice: 10, maxPrice: 90, date: '2027-03-12', duration: 'up-to-3h' });
    expect(toCategoryCountParams({ page: 2, category: 'Food' })).toEqual({});
  });
});
