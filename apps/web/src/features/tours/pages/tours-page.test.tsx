import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, pageOf } from '../../../test/fake-api.ts';
import { renderRoutes } from '../../../test/render-routes.tsx';
import { ToursPage } from './tours-page.tsx';

let failTours = false;
const { lastQuery } = fakeApi({
  '/api/categories': () =>
    Response.json({
      success: true,
      data: [
        { name: 'Food', count: 3 },
        { name: 'Temples', count: 2 },
      ],
    }),
  '/api/posts': () =>
    failTours
      ? Response.json({ success: false, message: 'Database down', code: 'INTERNAL' }, { status: 500 })
      : Response.json(pageOf([])),
});

beforeEach(() => {
  failTours = false;
  Element.prototype.scrollIntoView = vi.fn();
});

const renderTours = (path: string) => renderRoutes([{ path: '/tours', Component: ToursPage }], path);
const lastToursQuery = () => lastQuery('/api/posts');

describe('ToursPage', () => {
  it('asks the API for exactly what the URL says', async () => {
    renderTours('/tours?search=ramen&category=Food&minPrice=10&maxPrice=90&sort=price-asc&page=2');
    await waitFor(() => expect(lastToursQuery()).toBeDefined());
    expect(lastToursQuery()).toEqual({
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
