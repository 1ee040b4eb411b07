import { act, fireEvent, screen, within } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { untilLiveReason } from '../../../ui/app-live.tsx';
import type { TourFilters as Filters } from '../lib/tour-search-params.ts';
import { TourFilters } from './tour-filters.tsx';

/*
 * The filters arrive as the server's HTML and the app takes them over a moment later (decision 22):
 * before that they must work as plain forms or be disabled, and what was typed meanwhile must count.
 */

const categories = [
  { name: 'Food', count: 3 },
  { name: 'Temples', count: 2 },
];
const filters: Filters = { page: 3, category: 'Food', sort: 'rating', maxPrice: 90 };

function panel(onChange = vi.fn()) {
  return <TourFilters filters={filters} onChange={onChange} onClear={vi.fn()} categories={categories} />;
}

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
});

/** The server's HTML of the panel, in the document, before any script has run. */
function prerendered() {
  const container = document.createElement('div');
  container.innerHTML = renderToString(panel());
  document.body.append(container);
  return container;
}

const fields = (form: HTMLFormElement) => [...new FormData(form)].map(([name, value]) => `${name}=${value}`);

describe('TourFilters before the app is live', () => {
  it('submits its search and price as plain GET forms to /tours, keeping the other filters', () => {
    prerendered();
    const search = screen.getByRole('searchbox', { name: 'Search tours' });
    const searchForm = search.closest('form')!;
    expect(searchForm.getAttribute('action')).toBe('/tours');
    expect(searchForm.getAttribute('method')).toBe('get');
    fireEvent.input(search, { target: { value: 'kyoto' } });
    // The page is not kept: a new search starts at page 1, as in the app.
    expect(fields(searchForm).sort()).toEqual([
      'category=Food',
      'maxPrice=90',
      'search=kyoto',
      'sort=rating',
    ]);

    const priceForm = screen.getByRole('form', { name: 'Price per person' }) as HTMLFormElement;
    expect(priceForm.getAttribute('action')).toBe('/tours');
    expect(priceForm.getAttribute('method')).toBe('get');
    fireEvent.input(within(priceForm).getByLabelText('Min'), { target: { value: '20' } });
    expect(fields(priceForm).sort()).toEqual(['category=Food', 'maxPrice=90', 'minPrice=20', 'sort=rating']);
  });

  it('disables the category choice, which only the app can act on, and says why', () => {
    prerendered();
    const group = screen.getByRole('group', { name: 'Category' });
    expect(group).toBeDisabled();
    expect(group).toHaveAccessibleDescription(untilLiveReason);
    for (const radio of within(group).getAllByRole('radio')) expect(radio).toBeDisabled();
  });

  it('once live, enables the categories and searches for what was typed before it took over', async () => {
    const container = prerendered();
    // Typed into the server's HTML, before the app's handlers were there.
    const typed = screen.getByRole('searchbox', { name: 'Search tours' });
    fireEvent.input(typed, { target: { value: 'kyoto' } });
    fireEvent.input(screen.getByLabelText('Min'), { target: { value: '200' } });
    const onChange = vi.fn();
    await act(async () => {
      root = hydrateRoot(container, panel(onChange));
    });

    expect(screen.getByRole('group', { name: 'Category' })).toBeEnabled();
    expect(screen.getByRole('group', { name: 'Category' })).not.toHaveAccessibleDescription();
    expect(screen.getByRole('searchbox', { name: 'Search tours' })).toHaveValue('kyoto');
    // The typed prices are checked as soon as the app is live: 200 is above the maximum of 90.
    expect(screen.getByRole('alert')).toHaveTextContent('The minimum must not be above the maximum.');

    fireEvent.submit(typed.closest('form')!);
    expect(onChange).toHaveBeenCalledWith({ search: 'kyoto' });
  });
});
