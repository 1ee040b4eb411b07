import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { configAnswer, fakeApi, pageOf } from '../../../test/fake-api.ts';
import { tourOf } from '../../../test/fixtures.ts';
import { renderRoutes } from '../../../test/render-routes.tsx';
import { ToursPage } from './tours-page.tsx';

let failTours = false;
const { lastQuery, handlers } = fakeApi({
  '/api/config': () => configAnswer(),
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

describe('ToursPage: date, length and category counts', () => {
  it('asks the list and the category counts for the date and length of the URL', async () => {
    renderTours('/tours?search=ramen&category=Food&date=2027-03-12&duration=3-to-5h&sort=rating&page=2');
    await waitFor(() => expect(lastToursQuery()).toBeDefined());
    expect(lastToursQuery()).toEqual({
      page: '2',
      limit: '12',
      search: 'ramen',
      category: 'Food',
      date: '2027-03-12',
      duration: '3-to-5h',
      sort: 'rating',
    });
    // Every category is counted as it would be when chosen: the category, page and sort are left out.
    await waitFor(() =>
      expect(lastQuery('/api/categories')).toEqual({
        search: 'ramen',
        date: '2027-03-12',
        duration: '3-to-5h',
      }),
    );
  });

  it('shows each category with its count for the search, an empty one dimmed but still there', async () => {
    handlers['GET /api/categories'] = (_init, url) =>
      Response.json({
        success: true,
        data: url.searchParams.has('search')
          ? [
              { name: 'Food', count: 1 },
              { name: 'Temples', count: 0 },
            ]
          : [
              { name: 'Food', count: 3 },
              { name: 'Temples', count: 2 },
            ],
      });
    renderTours('/tours?search=ramen');
    const temples = await screen.findByRole('radio', { name: 'Temples, 0 tours' });
    expect(temples.closest('label')).toHaveClass('text-ink-600');
    expect(screen.getByRole('radio', { name: 'Food, 1 tour' })).toBeInTheDocument();
  });

  it('keeps the date and length in the address of every page', async () => {
    handlers['GET /api/posts'] = () => Response.json(pageOf([tourOf()], { page: 1, pages: 3, total: 30 }));
    renderTours('/tours?date=2027-03-12&duration=up-to-3h');
    const pages = await screen.findByRole('navigation', { name: 'Tour pages' });
    expect(within(pages).getByRole('link', { name: 'Next page' })).toHaveAttribute(
      'href',
      '/tours?date=2027-03-12&duration=up-to-3h&page=2',
    );
  });

  it('shows the date and length as removable filters, and Clear all removes them', async () => {
    const router = renderTours('/tours?date=2027-03-12&duration=over-5h&sort=newest');
    const active = await screen.findByRole('list', { name: 'Active filters' });
    fireEvent.click(within(active).getByRole('button', { name: /^Fri 12 Mar 2027/ }));
    await waitFor(() => expect(router.state.location.search).toBe('?duration=over-5h&sort=newest'));
    fireEvent.click(within(active).getByRole('button', { name: /^More than 5 hours/ }));
    await waitFor(() => expect(router.state.location.search).toBe('?sort=newest'));

    await router.navigate('/tours?date=2027-03-12&duration=over-5h&sort=newest');
    fireEvent.click(await screen.findByRole('button', { name: 'Clear all' }));
    await waitFor(() => expect(router.state.location.search).toBe('?sort=newest'));
  });

  it('choosing a length writes it to the URL and starts at page 1', async () => {
    const router = renderTours('/tours?date=2027-03-12&page=3');
    fireEvent.click(await screen.findByRole('radio', { name: '3 to 5 hours' }));
    await waitFor(() => expect(router.state.location.search).toBe('?date=2027-03-12&duration=3-to-5h'));
  });

  it('marks bookable tours with free cancellation, and instant confirmation where they have it', async () => {
    handlers['GET /api/posts'] = () =>
      Response.json(
        pageOf([
          tourOf({ _id: '00000000-0000-4000-8000-000000000001', title: 'Instant walk' }),
          tourOf({
            _id: '00000000-0000-4000-8000-000000000002',
            title: 'Confirmed later',
            instantConfirmation: false,
          }),
          tourOf({ _id: '00000000-0000-4000-8000-000000000003', title: 'Still being written', city: null }),
        ]),
      );
    renderTours('/tours');
    const card = async (title: string) => (await screen.findByRole('heading', { name: title })).closest('a')!;
    expect(await card('Instant walk')).toHaveTextContent(/Free cancellation.*Instant confirmation/);
    expect(await card('Confirmed later')).toHaveTextContent('Free cancellation');
    expect(await card('Confirmed later')).not.toHaveTextContent('Instant confirmation');
    expect(await card('Still being written')).toHaveTextContent('Not bookable yet');
    expect(await card('Still being written')).not.toHaveTextContent(/Free cancellation|Instant confirmation/);
  });
});
