import type { AdminTourSummary } from '@tabi/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { stubResizeObserver } from '../../../../test/dom.ts';
import { fakeApi, json, pageOf } from '../../../../test/fake-api.ts';
import { tourOf } from '../../../../test/fixtures.ts';
import { renderRoutes } from '../../../../test/render-routes.tsx';
import { admin, profileAnswer, storeSession } from '../../../../test/session.ts';
import { toast } from '../../../../ui/toast.ts';
import { AdminToursPage } from './admin-tours-page.tsx';

vi.mock('../../../../ui/toast.ts', () => import('../../../../test/toast-mock.ts'));

const tourId = (n: number) => `70000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

/** Tour `n` as the admin list answers it. */
function tourRow(n: number, patch: Partial<AdminTourSummary> = {}): AdminTourSummary {
  return { ...tourOf({ _id: tourId(n), title: `Tour ${n}` }), upcomingBookings: 0, ...patch };
}

let tours: AdminTourSummary[];
const { handlers, calls, bodyOf, lastQuery } = fakeApi({
  '/api/auth/me': () => profileAnswer(admin),
  '/api/admin/posts': () => Response.json(pageOf(tours)),
});

beforeEach(() => {
  tours = [];
  stubResizeObserver();
});

function renderPage(path = '/admin/tours') {
  storeSession(admin, 'tok-admin');
  return renderRoutes(
    [
      { path: '/admin/tours', Component: AdminToursPage },
      { path: '/admin/tours/new', element: <h1>New tour form</h1> },
    ],
    path,
  );
}

const rowOf = (title: string) => screen.getByRole('link', { name: title }).closest('tr') as HTMLElement;

async function chooseFromMenu(title: string, item: string) {
  const trigger = await screen.findByRole('button', { name: `Actions for tour ${title}` });
  fireEvent.keyDown(trigger, { key: 'Enter' });
  fireEvent.click(within(await screen.findByRole('menu')).getByRole('menuitem', { name: item }));
}

describe('AdminToursPage', () => {
  it('lists each tour with its city, category, price, rating, upcoming bookings and state', async () => {
    tours = [
      tourRow(1, {
        priceNumber: 80,
        averageRating: 4.56,
        ratingsCount: 12,
        upcomingBookings: 3,
        featured: true,
      }),
      tourRow(2, { city: 'Osaka', category: 'Food', archived: true }),
    ];
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Manage tours' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Tour 1' })).toHaveAttribute(
      'href',
      `/tours/${tourId(1)}`,
    );
    const first = within(rowOf('Tour 1'));
    expect(first.getByText('Kyoto')).toBeInTheDocument();
    expect(first.getByText('Temples')).toBeInTheDocument();
    expect(first.getByText('$80')).toBeInTheDocument();
    expect(first.getByText('4.6')).toBeInTheDocument();
    expect(first.getByText('3')).toBeInTheDocument();
    expect(first.getByRole('switch', { name: 'Feature Tour 1' })).toHaveAttribute('aria-checked', 'true');
    expect(first.queryByText('Archived')).toBeNull();

    const second = within(rowOf('Tour 2'));
    expect(second.getByText('Archived')).toBeInTheDocument();
    expect(second.getByText('No ratings')).toBeInTheDocument();
    expect(second.getByRole('switch', { name: 'Feature Tour 2' })).toHaveAttribute('aria-checked', 'false');
    expect(screen.getByText('2 tours')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'New tour' })).toHaveAttribute('href', '/admin/tours/new');
    expect(lastQuery('/api/admin/posts')).toEqual({ page: '1', limit: '50' });
  });

  it("offers each tour's pages and changes in one menu, deleting last", async () => {
    tours = [tourRow(1), tourRow(2, { archived: true })];
    renderPage();
    fireEvent.keyDown(await screen.findByRole('button', { name: 'Actions for tour Tour 1' }), {
      key: 'Enter',
    });
    let menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'Edit' })).toHaveAttribute(
      'href',
      `/admin/tours/${tourId(1)}/edit`,
    );
    expect(within(menu).getByRole('menuitem', { name: 'View public page' })).toHaveAttribute(
      'href',
      `/tours/${tourId(1)}`,
    );
    const items = within(menu).getAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Edit',
      'View public page',
      'Archive…',
      'Delete…',
    ]);
    expect(items.at(-1)).toHaveClass('text-danger-700');
    fireEvent.keyDown(menu, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());

    fireEvent.keyDown(screen.getByRole('button', { name: 'Actions for tour Tour 2' }), { key: 'Enter' });
    menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'Restore to catalog' })).toBeInTheDocument();
  });

  it('keeps the search, status, order and page in the address', async () => {
    tours = [tourRow(1)];
    const router = renderPage();
    await screen.findByText('Tour 1');

    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'archived' } });
    await waitFor(() => expect(router.state.location.search).toBe('?status=archived'));
    fireEvent.change(screen.getByLabelText('Search'), { target: { value: ' kyoto ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(router.state.location.search).toBe('?search=kyoto&status=archived'));
    fireEvent.change(screen.getByLabelText('Sort by'), { target: { value: 'price-desc' } });
    await waitFor(() =>
      expect(lastQuery('/api/admin/posts')).toEqual({
        search: 'kyoto',
        status: 'archived',
        sort: 'price-desc',
        page: '1',
        limit: '50',
      }),
    );
    expect(router.state.location.search).toBe('?search=kyoto&status=archived&sort=price-desc');

    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(router.state.location.search).toBe('?sort=price-desc'));
    expect(screen.getByLabelText('Search')).toHaveValue('');
  });

  it('reads the state from the address and links the pages', async () => {
    tours = [tourRow(1)];
    handlers['GET /api/admin/posts'] = () => Response.json(pageOf(tours, { page: 2, pages: 3, total: 41 }));
    renderPage('/admin/tours?status=featured&sort=title&page=2&search=tea');
    await screen.findByText('Tour 1');
    expect(lastQuery('/api/admin/posts')).toEqual({
      search: 'tea',
      status: 'featured',
      sort: 'title',
      page: '2',
      limit: '50',
    });
    expect(screen.getByLabelText('Status')).toHaveValue('featured');
    expect(screen.getByLabelText('Search')).toHaveValue('tea');
    expect(screen.getByRole('link', { name: 'Page 3' })).toHaveAttribute(
      'href',
      '/admin/tours?search=tea&status=featured&sort=title&page=3',
    );
  });

  it('features a tour at once, and puts the switch back when the server refuses', async () => {
    tours = [tourRow(1)];
    let answer = (init: RequestInit | undefined) =>
      json(200, { success: true, data: tourOf({ _id: tourId(1), ...JSON.parse(String(init?.body)) }) });
    // The server answers when the test says so: the switch has moved before it does.
    let release = () => {};
    handlers[`PUT /api/admin/posts/${tourId(1)}/feature`] = (init) =>
      new Promise((resolve) => {
        release = () => resolve(answer(init));
      });
    renderPage();
    const toggle = await screen.findByRole('switch', { name: 'Feature Tour 1' });

    fireEvent.click(toggle);
    await waitFor(() => expect(toggle).toHaveAttribute('aria-checked', 'true'));
    expect(toast.success).not.toHaveBeenCalled();
    release();
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('“Tour 1” is featured'));
    expect(bodyOf('PUT', `/api/admin/posts/${tourId(1)}/feature`)).toEqual({ featured: true });
    expect(toggle).toHaveAttribute('aria-checked', 'true');

    answer = () =>
      json(500, { success: false, code: 'INTERNAL', message: 'Failed to update featured status' });
    fireEvent.click(toggle);
    await waitFor(() => expect(toggle).toHaveAttribute('aria-checked', 'false'));
    release();
    await waitFor(() => expect(toggle).toHaveAttribute('aria-checked', 'true'));
    expect(toast.error).toHaveBeenCalledWith('Featured status not changed', {
      description: 'Failed to update featured status',
    });
  });

  it('offers to archive a tour the server will not delete because it was booked', async () => {
    tours = [tourRow(1, { upcomingBookings: 2 })];
    handlers[`DELETE /api/posts/${tourId(1)}`] = () =>
      json(409, {
        success: false,
        code: 'CONFLICT',
        message: 'This tour has upcoming bookings; archive it instead.',
        details: { upcomingBookings: 2, bookings: 2, archive: true },
      });
    handlers[`PUT /api/posts/${tourId(1)}`] = () =>
      json(200, { success: true, data: tourOf({ _id: tourId(1), title: 'Tour 1', archived: true }) });
    renderPage();

    await chooseFromMenu('Tour 1', 'Delete…');
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete “Tour 1”?' });
    expect(dialog).toHaveTextContent('It has 2 upcoming bookings');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete tour' }));

    const refused = await screen.findByRole('alertdialog', { name: '“Tour 1” cannot be deleted' });
    expect(refused).toHaveTextContent('This tour has upcoming bookings; archive it instead.');
    expect(toast.error).not.toHaveBeenCalled();
    fireEvent.click(within(refused).getByRole('button', { name: 'Archive instead' }));

    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(bodyOf('PUT', `/api/posts/${tourId(1)}`)).toEqual({ archived: true });
    expect(toast.success).toHaveBeenCalledWith('“Tour 1” archived', expect.anything());
    expect(within(rowOf('Tour 1')).getByText('Archived')).toBeInTheDocument();
  });

  it('deletes a tour nobody booked after asking, and restores an archived one without asking', async () => {
    tours = [tourRow(1), tourRow(2, { archived: true })];
    handlers[`DELETE /api/posts/${tourId(1)}`] = () => {
      tours = tours.slice(1);
      return json(200, { success: true, data: { _id: tourId(1) } });
    };
    handlers[`PUT /api/posts/${tourId(2)}`] = () =>
      json(200, { success: true, data: tourOf({ _id: tourId(2), title: 'Tour 2', archived: false }) });
    renderPage();

    await chooseFromMenu('Tour 1', 'Delete…');
    fireEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete tour' }),
    );
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Tour 1' })).toBeNull());
    expect(toast.success).toHaveBeenCalledWith('“Tour 1” deleted');

    await chooseFromMenu('Tour 2', 'Restore to catalog');
    await waitFor(() => expect(within(rowOf('Tour 2')).queryByText('Archived')).toBeNull());
    expect(bodyOf('PUT', `/api/posts/${tourId(2)}`)).toEqual({ archived: false });
  });

  it('tells "no tours yet" from "no tours match", with a way back', async () => {
    const router = renderPage('/admin/tours?search=zzz');
    expect(await screen.findByRole('heading', { name: 'No tours match these filters' })).toBeInTheDocument();
    fireEvent.click(screen.getAllByRole('button', { name: 'Clear filters' }).at(-1)!);
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(await screen.findByRole('heading', { name: 'No tours yet' })).toBeInTheDocument();
  });

  it('shows an error with Retry when the list cannot be loaded, never an empty table', async () => {
    let fail = true;
    handlers['GET /api/admin/posts'] = () =>
      fail
        ? json(503, { success: false, code: 'SERVICE_UNAVAILABLE', message: 'Database unavailable' })
        : Response.json(pageOf([tourRow(1)]));
    renderPage();
    expect(await screen.findByRole('heading', { name: 'The tours could not be loaded' })).toBeInTheDocument();
    expect(screen.queryByText('No tours yet')).toBeNull();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('link', { name: 'Tour 1' })).toBeInTheDocument();
    expect(calls('GET', '/api/admin/posts').length).toBeGreaterThanOrEqual(2);
  });
});
