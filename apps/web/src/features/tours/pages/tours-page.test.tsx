import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../api/query-client.ts';
import { ToursPage } from './tours-page.tsx';

const fetchMock = vi.fn<typeof fetch>();
let failTours = false;

beforeEach(() => {
  failTours = false;
  fetchMock.mockImplementation(async (input) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname === '/api/categories') {
      return Response.json({
        success: true,
        data: [
          { name: 'Food', count: 3 },
          { name: 'Temples', count: 2 },
        ],
      });
    }
    if (failTours)
      return Response.json({ success: false, message: 'Database down', code: 'INTERNAL' }, { status: 500 });
    return Response.json({ success: true, data: [], count: 0, total: 0, page: 1, pages: 0 });
  });
  vi.stubGlobal('fetch', fetchMock);
  Element.prototype.scrollIntoView = vi.fn();
});

afterEach(() => vi.unstubAllGlobals());

function renderTours(path: string) {
  const router = createMemoryRouter([{ path: '/tours', Component: ToursPage }], { initialEntries: [path] });
  const client = createQueryClient();
  client.setDefaultOptions({ queries: { retry: false } });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

function lastToursQuery() {
  const calls = fetchMock.mock.calls.map(([input]) => new URL(String(input), 'http://localhost'));
  return calls.filter((u) => u.pathname === '/api/posts').at(-1)?.searchParams;
}

describe('ToursPage', () => {
  it('asks the API for exactly what the URL says', async () => {
    renderTours('/tours?search=ramen&category=Food&minPrice=10&maxPrice=90&sort=price-asc&page=2');
    await waitFor(() => expect(lastToursQuery()).toBeDefined());
    expect(Object.fromEntries(lastToursQuery() ?? [])).toEqual({
      page: '2',
      limit: '12',
      search: 'ramen',
      category: 'Food',
      minPrice: '10',
      maxPrice: '90',
      sort: 'price-asc',
    });
  });

  it('choosing a category writes it to the URL and starts at page 1', async () => {
    const router = renderTours('/tours?page=3&sort=rating');
    fireEvent.click(await screen.findByRole('radio', { name: /Temples/ }));
    await waitFor(() => expect(router.state.location.search).toBe('?category=Temples&sort=rating'));
  });

  it('shows an empty state with Clear filters when nothing matches', async () => {
    const router = renderTours('/tours?search=zzz&sort=newest');
    expect(await screen.findByRole('heading', { name: 'No tours match your filters' })).toBeInTheDocument();
    fireEvent.click(screen.getAllByRole('button', { name: 'Clear filters' })[0]!);
    await waitFor(() => expect(router.state.location.search).toBe('?sort=newest'));
  });

  it('shows an error with Retry when the API fails, never an empty list', async () => {
    failTours = true;
    renderTours('/tours');
    expect(await screen.findByRole('heading', { name: 'Tours could not be loaded' })).toBeInTheDocument();
    expect(screen.queryByText(/No tours/)).toBeNull();
    failTours = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'No tours yet' })).toBeInTheDocument();
  });
});
