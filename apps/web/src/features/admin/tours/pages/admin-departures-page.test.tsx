import type { AvailabilityDate } from '@tabi/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configAnswer, fakeApi, json, pageOf } from '../../../../test/fake-api.ts';
import { datesBetween } from '../../../../test/fake-availability.ts';
import { tourId, tourOf } from '../../../../test/fixtures.ts';
import { renderRoutes } from '../../../../test/render-routes.tsx';
import { admin, profileAnswer, storeSession } from '../../../../test/session.ts';
import { toast } from '../../../../ui/toast.ts';
import { AdminDeparturesPage } from './admin-departures-page.tsx';

vi.mock('../../../../ui/toast.ts', () => import('../../../../test/toast-mock.ts'));

/** Wednesday 10 March 2027, 12:00 in Tokyo: today is 2027-03-10 there. */
const now = new Date('2027-03-10T03:00:00Z');
const naraId = '0b6f3a52-8f7e-4a43-9d8e-3d1c8f5a2b11';
const availabilityPath = `/api/posts/${tourId}/availability`;
const closedDatePath = (date: string) => `/api/admin/tours/${tourId}/closed-dates/${date}`;

/** The tour leaves on Monday, Wednesday and Friday at 09:00 JST with 8 seats. */
const departureWeekdays = [1, 3, 5];
let closed: Set<string>;
let booked: Record<string, number>;

function dayOf(date: string): AvailabilityDate {
  if (!departureWeekdays.includes(new Date(`${date}T00:00:00Z`).getUTCDay())) {
    return { date, startsAt: null, capacity: 0, seatsLeft: 0, bookable: false, reason: 'no-departure' };
  }
  const base = { date, startsAt: `${date}T00:00:00.000Z`, capacity: 8 };
  const seatsLeft = 8 - (booked[date] ?? 0);
  if (closed.has(date)) return { ...base, seatsLeft: 0, bookable: false, reason: 'closed' };
  if (date === '2027-03-10') return { ...base, seatsLeft, bookable: false, reason: 'cutoff' };
  if (seatsLeft === 0) return { ...base, seatsLeft, bookable: false, reason: 'full' };
  return { ...base, seatsLeft, bookable: true };
}

const { handlers, calls, lastQuery } = fakeApi({
  '/api/auth/me': () => profileAnswer(admin),
  '/api/config': () => configAnswer(),
  '/api/posts': () =>
    Response.json(pageOf([tourOf(), tourOf({ _id: naraId, title: 'Nara deer park', city: 'Nara' })])),
  [availabilityPath]: (_init, url) => {
    const from = url.searchParams.get('from') ?? '';
    const to = url.searchParams.get('to') ?? '';
    return Response.json({
      success: true,
      data: {
        tourId,
        timezone: 'Asia/Tokyo',
        departureTime: '09:00',
        dates: datesBetween(from, to).map(dayOf),
      },
    });
  },
});

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(now);
  closed = new Set(['2027-03-15']);
  booked = { '2027-03-12': 5, '2027-03-17': 8 };
});

afterEach(() => {
  vi.useRealTimers();
});

function renderPage(path = `/admin/departures?tourId=${tourId}`) {
  storeSession(admin, 'tok-admin');
  return renderRoutes(
    [
      { path: '/admin/departures', Component: AdminDeparturesPage },
      { path: '/admin/bookings', Component: () => <h1>Bookings list</h1> },
    ],
    path,
  );
}

const rowOf = (date: string) => screen.getByText(date, { selector: 'span' }).closest('tr') as HTMLElement;
const dataRows = () => screen.getAllByRole('row').slice(1);

describe('AdminDeparturesPage', () => {
  it('loads the departures of the tour picked (searched by title) for 60 days from today', async () => {
    const router = renderPage('/admin/departures');
    expect(await screen.findByRole('heading', { level: 1, name: 'Departures' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Choose a tour' })).toBeInTheDocument();
    expect(calls('GET', availabilityPath)).toHaveLength(0);

    const select = await screen.findByLabelText('Tour');
    expect(within(select).getAllByRole('option')).toHaveLength(3);
    fireEvent.change(screen.getByLabelText('Search tours by title'), { target: { value: 'inari' } });
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Choose a tour…', 'Fushimi Inari at dawn · Kyoto']);
    fireEvent.change(select, { target: { value: tourId } });

    await screen.findByText('12 Mar 2027');
    expect(router.state.location.search).toBe(`?tourId=${tourId}`);
    expect(lastQuery(availabilityPath)).toEqual({ from: '2027-03-10', to: '2027-05-08' });
    expect(screen.getByText(/Departs on Monday, Wednesday and Friday at/)).toHaveTextContent(
      'Departs on Monday, Wednesday and Friday at 09:00 JST (Japan Time) · 26 departures in these dates',
    );
  });

  it('lists only the departure days, with weekday, seats booked of capacity and state', async () => {
    renderPage();
    await screen.findByText('12 Mar 2027');
    // 8 weeks of three departures, then Wednesday 5 and Friday 7 May.
    expect(dataRows()).toHaveLength(26);
    expect(screen.queryByText('11 Mar 2027')).toBeNull();
    expect(screen.queryByText('13 Mar 2027')).toBeNull();

    const soon = rowOf('10 Mar 2027');
    expect(soon).toHaveTextContent('Wednesday');
    expect(within(soon).getByText('Too soon')).toBeInTheDocument();
    const open = rowOf('12 Mar 2027');
    expect(open).toHaveTextContent('Friday');
    expect(open).toHaveTextContent('5 of 8');
    expect(within(open).getByText('Open')).toBeInTheDocument();
    expect(within(open).getByRole('button', { name: 'Close Fri 12 Mar 2027' })).toBeInTheDocument();
    const shut = rowOf('15 Mar 2027');
    expect(shut).toHaveTextContent('Not counted while closed of 8');
    expect(within(shut).getByText('Closed')).toBeInTheDocument();
    expect(within(shut).getByRole('button', { name: 'Reopen Mon 15 Mar 2027' })).toBeInTheDocument();
    const full = rowOf('17 Mar 2027');
    expect(full).toHaveTextContent('8 of 8');
    expect(within(full).getByText('Full')).toBeInTheDocument();
  });

  it('pages by 60 days, never before today', async () => {
    const router = renderPage(`/admin/departures?tourId=${tourId}&from=2027-01-01`);
    await screen.findByText('12 Mar 2027');
    expect(lastQuery(availabilityPath)).toEqual({ from: '2027-03-10', to: '2027-05-08' });
    expect(screen.getByRole('button', { name: 'Earlier dates' })).toBeDisabled();

    fireEvent.click(screen.getByRole('link', { name: 'Later dates' }));
    await screen.findByText('10 May 2027');
    expect(lastQuery(availabilityPath)).toEqual({ from: '2027-05-09', to: '2027-07-07' });
    expect(router.state.location.search).toBe(`?tourId=${tourId}&from=2027-05-09`);

    fireEvent.click(screen.getByRole('link', { name: 'Earlier dates' }));
    await screen.findByText('12 Mar 2027');
    expect(router.state.location.search).toBe(`?tourId=${tourId}`);
  });

  it('closes a date after a confirmation and says where its live bookings are', async () => {
    handlers[`PUT ${closedDatePath('2027-03-12')}`] = () => {
      closed.add('2027-03-12');
      return json(200, {
        success: true,
        data: { tourId, date: '2027-03-12', closed: true, liveBookings: 2 },
      });
    };
    const router = renderPage();
    await screen.findByText('12 Mar 2027');
    const loads = calls('GET', availabilityPath).length;

    fireEvent.click(within(rowOf('12 Mar 2027')).getByRole('button', { name: 'Close Fri 12 Mar 2027' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Close Fri 12 Mar 2027?' });
    expect(calls('PUT', closedDatePath('2027-03-12'))).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close date' }));

    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(calls('PUT', closedDatePath('2027-03-12'))).toHaveLength(1);
    expect(calls('GET', availabilityPath).length).toBeGreaterThan(loads);
    expect(toast.success).toHaveBeenCalledWith('Fri 12 Mar 2027 closed', expect.anything());

    const warning = screen.getByText(/stay as they are/).closest('[role="status"]') as HTMLElement;
    expect(warning).toHaveTextContent(
      '2 bookings on Fri 12 Mar 2027 stay as they are. Cancel them from Bookings with a reason the travellers will read.',
    );
    const link = within(warning).getByRole('link', { name: 'Bookings on Fri 12 Mar 2027' });
    const href = new URL(link.getAttribute('href') ?? '', 'http://localhost');
    expect(href.pathname).toBe('/admin/bookings');
    expect(Object.fromEntries(href.searchParams)).toEqual({ tourId, from: '2027-03-12', to: '2027-03-12' });

    const row = rowOf('12 Mar 2027');
    expect(within(row).getByText('Closed')).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Reopen Fri 12 Mar 2027' })).toBeInTheDocument();

    fireEvent.click(link);
    await screen.findByRole('heading', { name: 'Bookings list' });
    expect(router.state.location.pathname).toBe('/admin/bookings');
  });

  it('closes without a warning when the date has no live bookings, and Keep open sends nothing', async () => {
    handlers[`PUT ${closedDatePath('2027-03-19')}`] = () =>
      json(200, { success: true, data: { tourId, date: '2027-03-19', closed: true, liveBookings: 0 } });
    renderPage();
    await screen.findByText('19 Mar 2027');
    fireEvent.click(screen.getByRole('button', { name: 'Close Fri 19 Mar 2027' }));
    fireEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Keep open' }),
    );
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(calls('PUT', closedDatePath('2027-03-19'))).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Close Fri 19 Mar 2027' }));
    fireEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Close date' }),
    );
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith('Fri 19 Mar 2027 closed', expect.anything()),
    );
    expect(calls('PUT', closedDatePath('2027-03-19'))).toHaveLength(1);
    expect(screen.queryByText(/stay as they are|stays as it is/)).toBeNull();
  });

  it('reopens a closed date with DELETE', async () => {
    handlers[`DELETE ${closedDatePath('2027-03-15')}`] = () => {
      closed.delete('2027-03-15');
      return json(200, {
        success: true,
        data: { tourId, date: '2027-03-15', closed: false, liveBookings: 0 },
      });
    };
    renderPage();
    await screen.findByText('15 Mar 2027');
    fireEvent.click(screen.getByRole('button', { name: 'Reopen Mon 15 Mar 2027' }));

    await waitFor(() => expect(within(rowOf('15 Mar 2027')).getByText('Open')).toBeInTheDocument());
    expect(calls('DELETE', closedDatePath('2027-03-15'))).toHaveLength(1);
    expect(calls('PUT', closedDatePath('2027-03-15'))).toHaveLength(0);
    expect(rowOf('15 Mar 2027')).toHaveTextContent('0 of 8');
    expect(toast.success).toHaveBeenCalledWith('Mon 15 Mar 2027 reopened', expect.anything());
  });

  it("shows the server's message when a change is refused or the dates cannot be loaded", async () => {
    handlers[`PUT ${closedDatePath('2027-03-12')}`] = () =>
      json(404, { success: false, message: 'Tour not found', code: 'NOT_FOUND' });
    renderPage();
    await screen.findByText('12 Mar 2027');
    fireEvent.click(screen.getByRole('button', { name: 'Close Fri 12 Mar 2027' }));
    fireEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Close date' }),
    );
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Date not closed', { description: 'Tour not found' }),
    );
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(within(rowOf('12 Mar 2027')).getByText('Open')).toBeInTheDocument();

    handlers[`GET ${availabilityPath}`] = () =>
      json(400, { success: false, message: 'Ask for at most 90 days at once.', code: 'VALIDATION_FAILED' });
    fireEvent.click(screen.getByRole('link', { name: 'Later dates' }));
    const problem = await screen.findByRole('alert');
    expect(problem).toHaveTextContent('The departures could not be loaded');
    expect(problem).toHaveTextContent('Ask for at most 90 days at once.');
  });
});
