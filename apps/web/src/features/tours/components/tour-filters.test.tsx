import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
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

    const dateForm = screen.getByRole('form', { name: 'When' }) as HTMLFormElement;
    expect(dateForm.getAttribute('action')).toBe('/tours');
    expect(dateForm.getAttribute('method')).toBe('get');
    fireEvent.input(within(dateForm).getByLabelText('Tour date'), { target: { value: '2027-03-12' } });
    expect(fields(dateForm).sort()).toEqual([
      'category=Food',
      'date=2027-03-12',
      'maxPrice=90',
      'sort=rating',
    ]);
  });

  it('disables the category and duration choices, which only the app can act on, and says why', () => {
    prerendered();
    for (const name of ['Category', 'Duration']) {
      const group = screen.getByRole('group', { name });
      expect(group).toBeDisabled();
      expect(group).toHaveAccessibleDescription(untilLiveReason);
      for (const radio of within(group).getAllByRole('radio')) expect(radio).toBeDisabled();
    }
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

describe('TourFilters in the app', () => {
  // Tuesday 2 March 2027, 09:30 in Tokyo: the booking window runs to 31 March 2028.
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2027-03-02T00:30:00Z') });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const live = (patch: Partial<Filters> = {}, onChange = vi.fn()) => {
    render(
      <TourFilters
        filters={{ page: 1, ...patch }}
        onChange={onChange}
        onClear={vi.fn()}
        categories={[
          { name: 'Food', count: 3 },
          { name: 'Temples', count: 0 },
          { name: 'Nightlife', count: 0 },
        ]}
        timezone="Asia/Tokyo"
      />,
    );
    return onChange;
  };

  it('says how many tours each category has for the search, and dims the empty ones unless chosen', () => {
    live({ search: 'ramen', category: 'Nightlife' });
    const group = screen.getByRole('group', { name: 'Category' });
    expect(within(group).getByRole('radio', { name: 'Food, 3 tours' })).not.toBeChecked();
    const temples = within(group).getByRole('radio', { name: 'Temples, 0 tours' });
    expect(temples.closest('label')).toHaveClass('text-ink-600');
    // Still there to be chosen.
    expect(temples).toBeEnabled();
    const chosen = within(group).getByRole('radio', { name: 'Nightlife, 0 tours' });
    expect(chosen).toBeChecked();
    expect(chosen.closest('label')).not.toHaveClass('text-ink-600');
  });

  it('applies a date of the booking window, in the operator’s zone', () => {
    const onChange = live();
    const field = screen.getByLabelText('Tour date (JST)');
    expect(field).toHaveAttribute('min', '2027-03-02');
    expect(field).toHaveAttribute('max', '2028-03-31');
    fireEvent.change(field, { target: { value: '2027-03-12' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply date' }));
    expect(onChange).toHaveBeenCalledWith({ date: '2027-03-12' });
  });

  it('says which days can be chosen instead of asking for one that has passed or is too far', () => {
    const onChange = live();
    const field = screen.getByLabelText('Tour date (JST)');
    for (const date of ['2027-03-01', '2028-04-01']) {
      fireEvent.change(field, { target: { value: date } });
      fireEvent.click(screen.getByRole('button', { name: 'Apply date' }));
      expect(screen.getByRole('alert')).toHaveTextContent(
        'Choose a date from Tue 2 Mar 2027 to Fri 31 Mar 2028.',
      );
      expect(field).toHaveAccessibleDescription('Choose a date from Tue 2 Mar 2027 to Fri 31 Mar 2028.');
    }
    expect(onChange).not.toHaveBeenCalled();
  });

  it('removes the date with Any date, offered once a date is chosen', () => {
    const onChange = live({ date: '2027-03-12' });
    expect(screen.getByLabelText('Tour date (JST)')).toHaveValue('2027-03-12');
    fireEvent.click(screen.getByRole('button', { name: 'Any date' }));
    expect(onChange).toHaveBeenCalledWith({ date: undefined });
  });

  it('chooses a length, or any', () => {
    const onChange = live({ duration: 'over-5h' });
    const group = screen.getByRole('group', { name: 'Duration' });
    expect(within(group).getByRole('radio', { name: 'More than 5 hours' })).toBeChecked();
    fireEvent.click(within(group).getByRole('radio', { name: 'Up to 3 hours' }));
    expect(onChange).toHaveBeenLastCalledWith({ duration: 'up-to-3h' });
    fireEvent.click(within(group).getByRole('radio', { name: 'Any length' }));
    expect(onChange).toHaveBeenLastCalledWith({ duration: undefined });
  });
});
