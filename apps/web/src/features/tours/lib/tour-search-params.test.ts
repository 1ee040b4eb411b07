import { describe, expect, it } from 'vitest';
import {
  hasActiveFilters,
  parseTourFilters,
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
});

describe('tours list: filters -> URL', () => {
  it('leaves out defaults and empty values', () => {
    expect(tourFiltersToSearchParams({ page: 1 }).toString()).toBe('');
    expect(tourFiltersToSearchParams({ page: 1, search: '  ', category: '' }).toString()).toBe('');
  });

  it('round-trips through the URL', () => {
    const filters = parse('search=tea+ceremony&category=Culture&minPrice=0&maxPrice=90&sort=rating&page=2');
    expect(parse(tourFiltersToSearchParams(filters).toString())).toEqual(filters);
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

  it('knows when something narrows the list', () => {
    expect(hasActiveFilters({ page: 3, sort: 'rating' })).toBe(false);
    expect(hasActiveFilters({ page: 1, minPrice: 0 })).toBe(true);
  });

  it('maps filters to the API query', () => {
    expect(toTourListParams({ page: 2, category: 'Food', maxPrice: 80 }, 12)).toEqual({
      page: 2,
      limit: 12,
      category: 'Food',
      maxPrice: 80,
    });
  });
});
