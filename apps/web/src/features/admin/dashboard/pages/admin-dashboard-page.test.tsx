import type { AdminStats, BackupRun, DepartureDaySummary, DeparturesOfDay } from '@tabi/contracts';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubResizeObserver } from '../../../../test/dom.ts';
import { fakeApi, json, pageOf } from '../../../../test/fake-api.ts';
import { tourId } from '../../../../test/fixtures.ts';
import { renderRoutes } from '../../../../test/render-routes.tsx';
import { admin, profileAnswer, storeSession } from '../../../../test/session.ts';
import { toast } from '../../../../ui/toast.ts';
import { AdminDashboardPage } from './admin-dashboard-page.tsx';

vi.mock('../../../../ui/toast.ts', () => import('../../../../test/toast-mock.ts'));

const otherTourId = '0b6f3a52-8f7e-4a43-9d8e-3d1c8f5a2b11';
const fushimi = { _id: tourId, title: 'Fushimi Inari at dawn' };
const nara = { _id: otherTourId, title: 'Deer and temples of Nara' };

/** Twelve months to March 2027, bookings growing by two a month, $100 each. */
const monthly = Array.from({ length: 12 }, (_, i) => {
  const month = new Date(Date.UTC(2026, 3 + i, 1)).toISOString().slice(0, 7);
  return { month, bookings: i * 2, revenue: i * 200 };
});

const stats: AdminStats = {
  currency: 'USD',
  timezone: 'Asia/Tokyo',
  generatedAt: new Date().toISOString(),
  totals: {
    users: { total: 1204, admins: 2, disabled: 3 },
    tours: { total: 24, archived: 4 },
    bookings: { total: 310, pending: 7, confirmed: 120, completed: 150, cancelled: 33 },
    revenue: { booked: 45_250.5, paid: 38_000, refunded: 1_200 },
  },
  monthly,
  topToursByBookings: [{ tour: fushimi, bookings: 42, seats: 97 }],
  topToursByRating: [{ tour: nara, averageRating: 4.86, ratingsCount: 58 }],
  ratingDistribution: [
    { stars: 1, count: 1 },
    { stars: 2, count: 0 },
    { stars: 3, count: 4 },
    { stars: 4, count: 15 },
    { stars: 5, count: 80 },
  ],
  upcomingDepartures: {
    total: 1,
    seatsSold: 6,
    items: [
      {
        _id: 'd0000000-0000-4000-8000-000000000001',
        tour: fushimi,
        date: '2027-03-12',
        time: '09:00',
        startsAt: '2027-03-12T00:00:00.000Z',
        seatsSold: 6,
        capacity: 8,
      },
    ],
  },
  recentBookings: [
    {
      _id: 'b0000000-0000-4000-8000-000000000001',
      reference: 'TB-7K3Q9X',
      tour: fushimi,
      customerName: 'Emma Lindqvist',
      status: 'pending',
      paymentStatus: 'unpaid',
      total: 205,
      currency: 'USD',
      createdAt: new Date().toISOString(),
    },
  ],
};

/** Friday 12 March 2027, 09:30 in Tokyo: the 09:00 departure is on its way. */
const now = new Date('2027-03-12T00:30:00Z');
const departureId = 'd0000000-0000-4000-8000-000000000001';

/** A busy day: 45 departures, a quarter of an hour apart from 08:00 JST, of "Tour 01" to "Tour 45". */
const busyDay = '2027-03-14';
const busyDeparture = (i: number): DepartureDaySummary => {
  const startsAt = new Date(Date.parse('2027-03-13T23:00:00.000Z') + i * 15 * 60_000);
  return {
    _id: `d0000000-0000-4000-8000-${String(100 + i).padStart(12, '0')}`,
    tour: { _id: tourId, title: `Tour ${String(i + 1).padStart(2, '0')}`, meetingPoint: 'Kyoto Station' },
    date: busyDay,
    time: new Date(startsAt.getTime() + 9 * 3_600_000).toISOString().slice(11, 16),
    startsAt: startsAt.toISOString(),
    endsAt: new Date(startsAt.getTime() + 3_600_000).toISOString(),
    phase: 'upcoming',
    capacity: 10,
    bookings: 1,
    expected: 2,
    checkedIn: 0,
    noShow: 0,
    toCome: 2,
    cancelled: null,
  };
};

/**
 * The departures of a day as GET /api/admin/departures answers them (one on the 12th, 45 on the busy day,
 * none on other days): those whose tour's title contains `q`, a page of `limit`.
 */
function departuresOn(url: URL): DeparturesOfDay {
  const date = url.searchParams.get('date') ?? '2027-03-12';
  const day: DepartureDaySummary[] =
    date === '2027-03-12'
      ? [
          {
            _id: departureId,
            tour: { ...fushimi, meetingPoint: 'Inari Station exit' },
            date,
            time: '09:00',
            startsAt: '2027-03-12T00:00:00.000Z',
            endsAt: '2027-03-12T03:00:00.000Z',
            phase: 'running',
            capacity: 15,
            bookings: 5,
            expected: 12,
            checkedIn: 8,
            noShow: 1,
            toCome: 3,
            cancelled: null,
          },
        ]
      : date === busyDay
        ? Array.from({ length: 45 }, (_, i) => busyDeparture(i))
        : [];
  const q = (url.searchParams.get('q') ?? '').toLowerCase();
  const matching = day.filter((departure) => departure.tour.title.toLowerCase().includes(q));
  const page = Number(url.searchParams.get('page') ?? 1);
  const limit = Number(url.searchParams.get('limit') ?? 12);
  return {
    date,
    timezone: 'Asia/Tokyo',
    zoneAbbreviation: 'JST',
    departures: matching.slice((page - 1) * limit, page * limit),
    total: matching.length,
    page,
    pages: Math.ceil(matching.length / limit),
  };
}

/** The backups as GET /api/admin/backups answers them: last night's, written at 03:00 JST on the 12th. */
const nightly: BackupRun = {
  _id: 'a0000000-0000-4000-8000-000000000001',
  trigger: 'nightly',
  status: 'done',
  target: '/srv/tabi/data/backups',
  name: 'tabi-backup-20270311T180000Z.sql.gz',
  sizeBytes: 12_345_678,
  error: null,
  startedAt: '2027-03-11T18:00:00.000Z',
  finishedAt: '2027-03-11T18:00:04.000Z',
};
let backups: BackupRun[];

let answer: () => Response;
const { calls, handlers, lastQuery } = fakeApi({
  '/api/admin/backups': () => json(200, pageOf(backups)),
  '/api/auth/me': () => profileAnswer(admin),
  '/api/admin/stats': () => answer(),
  '/api/admin/departures': (_init, url) => json(200, { success: true, data: departuresOn(url) }),
});

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(now);
  answer = () => json(200, { success: true, data: stats });
  backups = [nightly];
  stubResizeObserver();
});

afterEach(() => {
  vi.useRealTimers();
});

function renderPage() {
  storeSession(admin, 'tok-admin');
  return renderRoutes([{ path: '/admin', Component: AdminDashboardPage }], '/admin');
}

/** A stat card, found by its term. */
const card = (term: string) => screen.getByText(term, { selector: 'dt' }).parentElement as HTMLElement;
const section = (name: string) => screen.getByRole('region', { name });

describe('AdminDashboardPage', () => {
  it('shows the totals in stat cards, money in the installation currency', async () => {
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    await screen.findByText('1,204');
    expect(within(card('Users')).getByText('2 administrators · 3 disabled')).toBeInTheDocument();
    expect(within(card('Tours')).getByText('24')).toBeInTheDocument();
    expect(within(card('Tours')).getByText('20 in the catalog · 4 archived')).toBeInTheDocument();
    expect(within(card('Bookings')).getByText('310')).toBeInTheDocument();
    expect(within(card('Bookings')).getByRole('link', { name: '7 pending confirmation' })).toHaveAttribute(
      'href',
      '/admin/bookings?status=pending',
    );
    expect(within(card('Revenue booked')).getByText('$45,250.50')).toBeInTheDocument();
    expect(within(card('Revenue booked')).getByText('Paid $38,000 · Refunded $1,200')).toBeInTheDocument();
  });

  it('gives the monthly figures in a table beside the charts, and the bookings by status and ratings', async () => {
    renderPage();
    const bookingsTable = await screen.findByRole('table', { name: 'Bookings made per month' });
    expect(within(bookingsTable).getAllByRole('row')).toHaveLength(13);
    expect(within(bookingsTable).getByRole('row', { name: 'March 2027 22 bookings' })).toBeInTheDocument();
    const revenueTable = screen.getByRole('table', { name: 'Revenue booked per month' });
    expect(within(revenueTable).getByRole('row', { name: 'March 2027 $2,200' })).toBeInTheDocument();

    const byStatus = within(section('Bookings by status'));
    expect(byStatus.getByText('Pending').closest('li')).toHaveTextContent('Pending72%');
    expect(byStatus.getByText('Completed').closest('li')).toHaveTextContent('Completed15048%');

    const ratings = within(section('Ratings')).getAllByRole('listitem');
    expect(ratings.map((item) => item.textContent)).toEqual([
      '5stars80 (80%)',
      '4stars15 (15%)',
      '3stars4 (4%)',
      '2stars0 (0%)',
      '1star1 (1%)',
    ]);
  });

  it('links the top tours to their pages', async () => {
    renderPage();
    const booked = within(await screen.findByRole('region', { name: 'Most booked tours' }));
    expect(booked.getByRole('link', { name: 'Fushimi Inari at dawn' })).toHaveAttribute(
      'href',
      `/tours/${tourId}`,
    );
    expect(booked.getByText('42 bookings')).toBeInTheDocument();
    expect(booked.getByText('97 seats')).toBeInTheDocument();

    const rated = within(section('Best rated tours'));
    expect(rated.getByRole('link', { name: 'Deer and temples of Nara' })).toHaveAttribute(
      'href',
      `/tours/${otherTourId}`,
    );
    expect(rated.getByText('4.9', { exact: false })).toHaveTextContent('4.9 out of 5');
    expect(rated.getByText('58 ratings')).toBeInTheDocument();
  });

  it('lists the upcoming departures in the operator zone with their seats, and the recent bookings', async () => {
    renderPage();
    const upcoming = within(await screen.findByRole('region', { name: 'Upcoming departures' }));
    expect(upcoming.getByText('Next 7 days: 1 departure with 6 seats sold.')).toBeInTheDocument();
    const row = upcoming.getByText('Fri 12 Mar 2027').closest('tr') as HTMLElement;
    expect(within(row).getByText('09:00 JST')).toBeInTheDocument();
    expect(within(row).getByText('Fushimi Inari at dawn')).toBeInTheDocument();
    expect(row).toHaveTextContent('6 of 8');
    expect(within(row).getByRole('link', { name: 'Departures of Fushimi Inari at dawn' })).toHaveAttribute(
      'href',
      `/admin/departures?tourId=${tourId}`,
    );

    const recent = within(section('Recent bookings'));
    expect(recent.getByRole('link', { name: 'TB-7K3Q9X' })).toHaveAttribute(
      'href',
      '/admin/bookings?q=TB-7K3Q9X',
    );
    const booking = recent.getByRole('link', { name: 'TB-7K3Q9X' }).closest('tr') as HTMLElement;
    expect(within(booking).getByText('Emma Lindqvist')).toBeInTheDocument();
    expect(within(booking).getByText('$205')).toBeInTheDocument();
    expect(within(booking).getByText('Pending')).toBeInTheDocument();
  });

  it("lists today's departures with their travellers so far and the way to each manifest", async () => {
    renderPage();
    const today = within(await screen.findByRole('region', { name: "Today's departures" }));
    expect(await today.findByText('09:00 JST')).toBeInTheDocument();
    expect(lastQuery('/api/admin/departures')).toEqual({ page: '1', limit: '20' });
    expect(today.getByText('Friday 12 March 2027 · times in JST')).toBeInTheDocument();
    const departure = today.getByRole('listitem');
    expect(within(departure).getByText('Fushimi Inari at dawn')).toBeInTheDocument();
    expect(within(departure).getByText('12 of 15 seats · Inari Station exit')).toBeInTheDocument();
    expect(departure).toHaveTextContent('12 expected · 8 checked in · 1 no-show · 3 to come');
    expect(within(departure).getByText('On tour')).toBeInTheDocument();
    expect(
      within(departure).getByRole('link', { name: 'Manifest & check-in: Fushimi Inari at dawn, 09:00 JST' }),
    ).toHaveAttribute('href', `/admin/departures/${departureId}`);
    expect(today.getByRole('button', { name: 'Today' })).toBeDisabled();
  });

  it('pages a busy day, 20 departures at a time, and finds one by its tour’s title', async () => {
    storeSession(admin, 'tok-admin');
    renderRoutes([{ path: '/admin', Component: AdminDashboardPage }], `/admin?day=${busyDay}`);
    const day = within(await screen.findByRole('region', { name: 'Departures on Sun 14 Mar 2027' }));
    expect(await day.findByText('45 departures · page 1 of 3')).toBeInTheDocument();
    const rows = () => within(day.getByRole('list', { name: 'Departures' })).getAllByRole('listitem');
    const times = () => rows().map((item) => item.querySelector('span')?.textContent);
    expect(times()).toHaveLength(20);
    expect(times()[0]).toBe('08:00 JST');

    fireEvent.click(day.getByRole('button', { name: 'Page 2' }));
    expect(await day.findByText('45 departures · page 2 of 3')).toBeInTheDocument();
    expect(times()[0]).toBe('13:00 JST');
    expect(lastQuery('/api/admin/departures')).toEqual({ date: busyDay, page: '2', limit: '20' });

    // A search starts again at its first page.
    fireEvent.change(day.getByRole('searchbox', { name: 'Tour' }), { target: { value: ' tour 07 ' } });
    expect(await day.findByText('1 departure')).toBeInTheDocument();
    expect(lastQuery('/api/admin/departures')).toEqual({
      date: busyDay,
      page: '1',
      limit: '20',
      q: 'tour 07',
    });
    expect(rows()).toHaveLength(1);
    expect(rows()[0]).toHaveTextContent('Tour 07');
    expect(day.queryByRole('navigation', { name: 'Pages of the day’s departures' })).toBeNull();

    fireEvent.change(day.getByRole('searchbox', { name: 'Tour' }), { target: { value: 'ramen' } });
    expect(await day.findByText('No departure matches')).toBeInTheDocument();
  });

  it('steps to the next day, says when no tour leaves, and comes back to today', async () => {
    const router = renderPage();
    await screen.findByText('09:00 JST');
    fireEvent.click(screen.getByRole('link', { name: 'Next day' }));
    const tomorrow = within(await screen.findByRole('region', { name: "Tomorrow's departures" }));
    expect(await tomorrow.findByText('No departures on this day')).toBeInTheDocument();
    expect(lastQuery('/api/admin/departures')).toEqual({ date: '2027-03-13', page: '1', limit: '20' });
    expect(router.state.location.search).toBe('?day=2027-03-13');

    fireEvent.click(screen.getByRole('link', { name: 'Next day' }));
    expect(await screen.findByRole('region', { name: 'Departures on Sun 14 Mar 2027' })).toBeInTheDocument();

    fireEvent.click(screen.getByRole('link', { name: 'Today' }));
    const today = within(await screen.findByRole('region', { name: "Today's departures" }));
    expect(await today.findByText('Fushimi Inari at dawn')).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
  });

  it('says when the figures cannot be loaded and loads them again on Retry', async () => {
    answer = () => json(500, { success: false, message: 'Failed to load the statistics', code: 'INTERNAL' });
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent('The dashboard could not be loaded');
    expect(screen.getByText('Failed to load the statistics')).toBeInTheDocument();

    answer = () => json(200, { success: true, data: stats });
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('1,204')).toBeInTheDocument();
    expect(calls('GET', '/api/admin/stats')).toHaveLength(2);
  });

  it('shows the last backup with its size and place, and takes one now', async () => {
    renderPage();
    const panel = within(await screen.findByRole('region', { name: 'Backups' }));
    expect(await panel.findByText('Fri 12 Mar 2027, 03:00 JST', { selector: 'strong' })).toBeInTheDocument();
    expect(panel.getByText(/12\.3 MB, in/)).toBeInTheDocument();
    expect(panel.getByText('/srv/tabi/data/backups')).toBeInTheDocument();
    expect(panel.queryByRole('alert')).not.toBeInTheDocument();

    const taken: BackupRun = {
      ...nightly,
      _id: 'a0000000-0000-4000-8000-000000000002',
      trigger: 'manual',
      sizeBytes: 12_400_000,
      startedAt: '2027-03-12T00:30:00.000Z',
      finishedAt: '2027-03-12T00:30:05.000Z',
    };
    handlers['POST /api/admin/backups'] = () => {
      backups = [taken, nightly];
      return json(201, { success: true, data: taken });
    };
    fireEvent.click(panel.getByRole('button', { name: 'Back up now' }));
    await vi.waitFor(() => expect(toast.success).toHaveBeenCalledWith('Backup written (12.4 MB)'));
    expect(await panel.findByText('Fri 12 Mar 2027, 09:30 JST', { selector: 'strong' })).toBeInTheDocument();
    expect(within(panel.getByRole('list', { name: 'Latest backups' })).getAllByRole('listitem')).toHaveLength(
      2,
    );
  });

  it('warns when the newest backup failed, and when the last good one is old', async () => {
    backups = [
      {
        ...nightly,
        _id: 'a0000000-0000-4000-8000-000000000003',
        status: 'failed',
        sizeBytes: null,
        error: 'ENOSPC: no space left on device',
        startedAt: '2027-03-11T18:00:00.000Z',
      },
      { ...nightly, startedAt: '2027-03-08T18:00:00.000Z', finishedAt: '2027-03-08T18:00:04.000Z' },
    ];
    renderPage();
    const panel = within(await screen.findByRole('region', { name: 'Backups' }));
    expect(await panel.findByRole('alert')).toHaveTextContent(
      'The latest backup failedENOSPC: no space left on device',
    );
    expect(panel.getByText('The last backup is more than two days old')).toBeInTheDocument();
  });
});
