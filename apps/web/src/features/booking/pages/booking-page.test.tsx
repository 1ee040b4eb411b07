import type { AvailabilityDate } from '@tabi/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configAnswer, fakeApi, json, onlinePayments } from '../../../test/fake-api.ts';
import { datesBetween, fakeAvailability } from '../../../test/fake-availability.ts';
import { bookingOf, heldPayment, tourId, tourOf } from '../../../test/fixtures.ts';
import { renderRoutes } from '../../../test/render-routes.tsx';
import { profileAnswer, storeSession, userOf } from '../../../test/session.ts';
import { providerPage } from '../../../ui/payment-format.ts';
import { toast } from '../../../ui/toast.ts';
import { BookingPage } from './booking-page.tsx';

vi.mock('../../../ui/toast.ts', () => import('../../../test/toast-mock.ts'));

const base = `/api/posts/${tourId}`;
const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

const emma = userOf({ phone: '+46 70 123 45 67' });

const tour = tourOf();

/** Now: Wednesday 10 March 2027, 12:00 in Japan. Departures start at 09:00 JST (00:00 UTC). */
const now = new Date('2027-03-10T03:00:00.000Z');

/** Each date's answer unless a test says otherwise: 8 seats on every day. */
let special: Record<string, Partial<AvailabilityDate>>;

const { handlers, calls } = fakeApi({
  '/api/auth/me': () => profileAnswer(emma),
  '/api/config': () => configAnswer(),
  [base]: () => Response.json({ success: true, data: tour }),
  [`${base}/availability`]: fakeAvailability(tourId, () => special),
});

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(now);
  special = {
    '2027-03-11': { bookable: false, reason: 'cutoff' },
    '2027-03-13': { seatsLeft: 0, bookable: false, reason: 'full' },
    '2027-03-14': { startsAt: null, capacity: 0, seatsLeft: 0, bookable: false, reason: 'no-departure' },
    '2027-03-15': { seatsLeft: 0, bookable: false, reason: 'closed' },
    '2027-03-16': { seatsLeft: 3 },
  };
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
});

afterEach(() => {
  vi.useRealTimers();
});

/** The checkout, opened with what the tour page's "Check availability" carries (`?date=&adults=`), if any. */
function renderBooking(query = '') {
  storeSession(emma);
  return renderRoutes(
    [
      { path: '/booking/:tourId', Component: BookingPage },
      { path: '/bookings', Component: () => <h1>My bookings</h1> },
    ],
    `/booking/${tourId}${query}`,
  );
}

const availabilityRanges = () =>
  calls('GET', `${base}/availability`).map(([input]) => {
    const params = new URL(String(input), 'http://localhost').searchParams;
    return `${params.get('from')}..${params.get('to')}`;
  });
const postedBookings = () =>
  calls('POST', '/api/bookings').map(([, init]) => ({
    body: JSON.parse(String(init?.body)),
    key: new Headers(init?.headers).get('Idempotency-Key'),
  }));

const day = (name: string | RegExp) => screen.getByRole('button', { name });
const submit = () => screen.getByRole('button', { name: /^Book(ing…| now)$/ });

async function ready() {
  return screen.findByRole('button', { name: 'Friday 12 March, 8 seats left' });
}

describe('BookingPage', () => {
  it('shows the month with seats left and disables dates that cannot be booked, with the reason', async () => {
    renderBooking();
    expect(await screen.findByRole('heading', { level: 1, name: 'Book your tour' })).toBeInTheDocument();
    expect(screen.getAllByText(tour.title)).toHaveLength(2);
    await ready();
    const grid = screen.getByRole('grid', { name: 'March 2027' });
    expect(within(grid).getAllByRole('columnheader')[0]).toHaveTextContent('Monday');

    expect(day('Friday 12 March, 8 seats left')).not.toHaveAttribute('aria-disabled');
    expect(day('Tuesday 16 March, 3 seats left')).not.toHaveAttribute('aria-disabled');
    for (const name of [
      'Tuesday 9 March, Past date',
      'Thursday 11 March, Too soon to book',
      'Sunday 14 March, No departure',
      'Monday 15 March, Closed',
    ]) {
      expect(day(name)).toHaveAttribute('aria-disabled', 'true');
    }
    expect(day('Saturday 13 March, Fully booked')).toHaveAttribute('title', 'Fully booked');
    // A full date can still be chosen: to join its waitlist.
    expect(day('Saturday 13 March, Fully booked')).not.toHaveAttribute('aria-disabled');
    expect(within(day('Tuesday 16 March, 3 seats left')).getByText('3 left')).toBeInTheDocument();

    // Only today onwards is asked for, in the operator's zone; times are labelled with it.
    expect(availabilityRanges()).toContain('2027-03-10..2027-03-31');
    expect(
      screen.getByText(/The tour starts at 09:00 JST\. Dates and times are in Japan Time \(JST\)\./),
    ).toBeInTheDocument();

    // An unavailable date cannot be chosen; a bookable one can.
    fireEvent.click(day('Monday 15 March, Closed'));
    expect(day('Monday 15 March, Closed')).toHaveAttribute('aria-pressed', 'false');
    fireEvent.click(day('Friday 12 March, 8 seats left'));
    expect(day('Friday 12 March, 8 seats left')).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getAllByText('Starts 09:00 JST').length).toBeGreaterThan(0);
    expect(screen.getByText(/Free cancellation/).parentElement).toHaveTextContent(
      'Free cancellation until Thursday 11 March 2027, 09:00 JST.',
    );
  });

  it('pages month by month within the horizon, asking for each visible month', async () => {
    renderBooking();
    await ready();
    expect(screen.getByRole('button', { name: 'Previous month' })).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: 'Next month' }));
    expect(await screen.findByRole('grid', { name: 'April 2027' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Thursday 1 April, 8 seats left' })).toBeInTheDocument();
    expect(availabilityRanges()).toContain('2027-04-01..2027-04-30');
    expect(availabilityRanges().every((range) => range.split('..').every(Boolean))).toBe(true);

    // Arrow keys move within the grid and into the next month.
    const april30 = await screen.findByRole('button', { name: 'Friday 30 April, 8 seats left' });
    april30.focus();
    fireEvent.keyDown(april30, { key: 'ArrowRight' });
    expect(await screen.findByRole('grid', { name: 'May 2027' })).toBeInTheDocument();
    await waitFor(() => expect(document.activeElement).toHaveAttribute('data-date', '2027-05-01'));
  });

  it('opens on the next month when the current one has nothing left to book, and says so', async () => {
    // Saturday 28 November 2026, 12:00 in Japan: today is inside the cut-off, Sunday 29 and Monday 30
    // have no departure. December's first departure is Tuesday the 1st.
    vi.setSystemTime(new Date('2026-11-28T03:00:00.000Z'));
    special = {
      '2026-11-28': { bookable: false, reason: 'cutoff' },
      '2026-11-29': { startsAt: null, capacity: 0, seatsLeft: 0, bookable: false, reason: 'no-departure' },
      '2026-11-30': { startsAt: null, capacity: 0, seatsLeft: 0, bookable: false, reason: 'no-departure' },
    };
    renderBooking();
    expect(await screen.findByRole('grid', { name: 'December 2026' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Tuesday 1 December, 8 seats left' })).toBeVisible();
    expect(screen.queryByRole('grid', { name: 'November 2026' })).toBeNull();
    expect(availabilityRanges()).toEqual(
      expect.arrayContaining(['2026-11-28..2026-11-30', '2026-12-01..2026-12-31']),
    );
    const note = screen.getByText('Nothing left to book in November 2026.').closest('[role=status]');
    expect(note).not.toBeNull();
    fireEvent.click(
      within(note as HTMLElement).getByRole('button', { name: 'Next available: Tuesday 1 December' }),
    );
    expect(day('Tuesday 1 December, 8 seats left')).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(document.activeElement).toHaveAttribute('data-date', '2026-12-01'));

    // Paging back to November says the same, and its button brings the traveller back.
    fireEvent.click(screen.getByRole('button', { name: 'Previous month' }));
    expect(await screen.findByRole('grid', { name: 'November 2026' })).toBeInTheDocument();
    expect(
      await screen.findByRole('button', { name: 'Saturday 28 November, Too soon to book' }),
    ).toHaveAttribute('aria-disabled', 'true');
    fireEvent.click(await screen.findByRole('button', { name: 'Next available: Tuesday 1 December' }));
    expect(await screen.findByRole('grid', { name: 'December 2026' })).toBeInTheDocument();
    await waitFor(() => expect(document.activeElement).toHaveAttribute('data-date', '2026-12-01'));
  });

  it('opens on the current month, with no note, while it has a date to book', async () => {
    renderBooking();
    await ready();
    expect(screen.getByRole('grid', { name: 'March 2027' })).toBeInTheDocument();
    expect(screen.queryByText(/Nothing left to book/)).toBeNull();
  });

  it('says when no date can be booked up to the end of the booking window', async () => {
    special = Object.fromEntries(
      datesBetween('2027-03-10', '2028-03-31').map((date) => [
        date,
        { seatsLeft: 0, bookable: false, reason: 'full' } as const,
      ]),
    );
    renderBooking();
    expect(await screen.findByRole('grid', { name: 'March 2027' })).toBeInTheDocument();
    expect(
      await screen.findByText(
        'Nothing left to book in March 2027. No later date can be booked up to the end of March 2028.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Next available/ })).toBeNull();
  });

  it("starts with the date and party chosen on the tour page, on that date's month", async () => {
    renderBooking('?date=2027-04-20&adults=2&children=1');
    const chosen = await screen.findByRole('button', { name: 'Tuesday 20 April, 8 seats left' });
    expect(chosen).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('grid', { name: 'April 2027' })).toBeInTheDocument();
    expect(within(screen.getByRole('group', { name: 'Adults' })).getByRole('status')).toHaveTextContent('2');
    expect(within(screen.getByRole('group', { name: 'Children' })).getByRole('status')).toHaveTextContent(
      '1',
    );
    expect(screen.getByRole('region', { name: '1. Choose a date' })).toHaveTextContent(
      'Tuesday 20 April 2027, 09:00 JST · 8 seats left',
    );
  });

  it('says so when the date carried from the tour page went in the meantime', async () => {
    special['2027-03-16'] = { seatsLeft: 0, bookable: false, reason: 'closed' };
    renderBooking('?date=2027-03-16&adults=2');
    expect(await screen.findByText(/no longer available, choose another date/)).toBeInTheDocument();
    expect(within(screen.getByRole('group', { name: 'Adults' })).getByRole('status')).toHaveTextContent('2');
    expect(screen.queryByRole('button', { name: 'Join the waitlist' })).toBeNull();
  });

  describe('waitlist', () => {
    const entryOf = (position: number) => ({
      _id: 'w0000000-0000-4000-8000-000000000001',
      tour: { _id: tourId, title: tour.title, city: 'Kyoto' },
      departureId: 'd0000000-0000-4000-8000-000000000001',
      date: '2027-03-13',
      startsAt: '2027-03-13T00:00:00.000Z',
      participants: { adults: 2, children: 0 },
      status: 'waiting',
      position,
      offerExpiresAt: null,
      bookingId: null,
      traveller: { _id: emma.id, name: emma.name, email: emma.email },
      createdAt: '2027-03-10T03:00:00.000Z',
    });

    it('offers the waitlist on a full date and tells the party its place in line', async () => {
      handlers[`POST ${base}/waitlist`] = () => json(201, { success: true, data: entryOf(3) });
      renderBooking('?adults=2');
      await ready();
      fireEvent.click(day('Saturday 13 March, Fully booked'));
      const panel = screen.getByRole('region', { name: 'Waitlist' });
      expect(within(panel).getByRole('heading', { name: 'This date is full' })).toBeInTheDocument();
      expect(panel).toHaveTextContent('Join the waitlist for 2 adults');
      fireEvent.click(within(panel).getByRole('button', { name: 'Join the waitlist' }));
      expect(await screen.findByText('You’re number 3 in line.')).toBeInTheDocument();
      expect(
        screen.getByText('We’ll e-mail you and hold the seats for 2 hours when they free up.'),
      ).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'See it in My bookings' })).toHaveAttribute(
        'href',
        '/bookings',
      );
      const [, init] = calls('POST', `${base}/waitlist`)[0] ?? [];
      expect(JSON.parse(String(init?.body))).toEqual({
        date: '2027-03-13',
        participants: { adults: 2, children: 0 },
      });
      expect(postedBookings()).toHaveLength(0);
    });

    it('offers it too when the party is bigger than the seats left', async () => {
      renderBooking('?date=2027-03-16&adults=4');
      const panel = await screen.findByRole('region', { name: 'Waitlist' });
      expect(within(panel).getByRole('heading', { name: 'Only 3 seats left' })).toBeInTheDocument();
      expect(panel).toHaveTextContent('Join the waitlist for 4 adults');
    });

    it("shows the server's message when the party cannot wait (409)", async () => {
      handlers[`POST ${base}/waitlist`] = () =>
        json(409, {
          success: false,
          code: 'CONFLICT',
          message: 'You are already on the waitlist of Sat 13 Mar 2027.',
        });
      renderBooking();
      await ready();
      fireEvent.click(day('Saturday 13 March, Fully booked'));
      fireEvent.click(screen.getByRole('button', { name: 'Join the waitlist' }));
      expect(await screen.findByRole('alert')).toHaveTextContent(
        'You are already on the waitlist of Sat 13 Mar 2027.',
      );
      expect(screen.getByRole('button', { name: 'Join the waitlist' })).toBeInTheDocument();
    });
  });

  it('bounds adults and children by the seats left on the chosen date', async () => {
    renderBooking();
    await ready();
    fireEvent.click(day('Tuesday 16 March, 3 seats left'));
    const addAdult = screen.getByRole('button', { name: 'Add an adult' });
    const removeAdult = screen.getByRole('button', { name: 'Remove an adult' });
    const addChild = screen.getByRole('button', { name: 'Add a child' });
    expect(removeAdult).toHaveAttribute('aria-disabled', 'true');
    for (let i = 0; i < 5; i++) fireEvent.click(addAdult);
    const adults = screen.getByRole('group', { name: 'Adults' });
    expect(within(adults).getByRole('status')).toHaveTextContent('3');
    expect(addAdult).toHaveAttribute('aria-disabled', 'true');
    expect(addChild).toHaveAttribute('aria-disabled', 'true');
    fireEvent.click(removeAdult);
    expect(addChild).not.toHaveAttribute('aria-disabled');
    fireEvent.click(addChild);
    fireEvent.click(addChild);
    const children = screen.getByRole('group', { name: 'Children' });
    expect(within(children).getByRole('status')).toHaveTextContent('1');

    // A date with more seats lifts the limit.
    fireEvent.click(day('Friday 12 March, 8 seats left'));
    expect(addAdult).not.toHaveAttribute('aria-disabled');
  });

  it('shows a live price: adults at the price, children at their share', async () => {
    renderBooking();
    await ready();
    const total = screen.getByTestId('price-total');
    expect(total).toHaveTextContent('$80');
    fireEvent.click(screen.getByRole('button', { name: 'Add an adult' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add a child' }));
    expect(screen.getByText('2 adults × $80')).toBeInTheDocument();
    expect(screen.getByText('$160')).toBeInTheDocument();
    expect(screen.getByText('1 child × $40')).toBeInTheDocument();
    expect(total).toHaveTextContent('$200');
    expect(screen.getAllByText('$40 each')).toHaveLength(1);
    // The bar a phone keeps at the bottom: the same total, and the form's one button.
    const bar = screen.getByRole('region', { name: 'Book this tour' });
    expect(bar).toHaveTextContent('Total $200');
    expect(within(bar).getByRole('button', { name: 'Book now' })).toBe(submit());
  });

  it('has no children stepper on an adults-only tour: it says so, and prices and books adults alone', async () => {
    handlers[`GET ${base}`] = () =>
      Response.json({ success: true, data: tourOf({ adultsOnly: true, childPriceShare: 0 }) });
    handlers['POST /api/bookings'] = () => json(201, { success: true, data: bookingOf() });
    renderBooking();
    await ready();
    expect(screen.getByText('This tour is for adults only')).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Children' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add a child' })).toBeNull();
    fireEvent.click(day('Friday 12 March, 8 seats left'));
    fireEvent.click(screen.getByRole('button', { name: 'Add an adult' }));
    expect(screen.getByText('2 adults × $80')).toBeInTheDocument();
    expect(screen.queryByText(/child/)).toBeNull();
    expect(screen.getByTestId('price-total')).toHaveTextContent('$160');
    fireEvent.click(submit());
    await waitFor(() => expect(postedBookings()).toHaveLength(1));
    expect(postedBookings()[0]!.body.participants).toEqual({ adults: 2, children: 0 });
  });

  it('prices children free on a tour open to them with a child share of 0', async () => {
    handlers[`GET ${base}`] = () => Response.json({ success: true, data: tourOf({ childPriceShare: 0 }) });
    renderBooking();
    await ready();
    const children = screen.getByRole('group', { name: 'Children' });
    expect(within(children).getByText('Free')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Add an adult' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add a child' }));
    expect(screen.getByText('1 child × $0')).toBeInTheDocument();
    expect(screen.getByTestId('price-total')).toHaveTextContent('$160');
  });

  it('asks for a date before sending anything', async () => {
    renderBooking();
    await ready();
    fireEvent.click(submit());
    expect(await screen.findByText('Choose a date for your tour.')).toBeInTheDocument();
    expect(calls('POST', '/api/bookings')).toHaveLength(0);
  });

  it('posts the choice without a price, keeps the Idempotency-Key on a retry, then confirms', async () => {
    let answer: (response: Response) => void = () => {};
    handlers['POST /api/bookings'] = () =>
      new Promise<Response>((resolve) => {
        answer = resolve;
      });
    renderBooking();
    await ready();
    expect(screen.getByLabelText('Full name')).toHaveValue(emma.name);
    expect(screen.getByLabelText('E-mail')).toHaveValue(emma.email);
    expect(screen.getByLabelText('Phone')).toHaveValue(emma.phone);

    fireEvent.click(day('Friday 12 March, 8 seats left'));
    fireEvent.click(screen.getByRole('button', { name: 'Add an adult' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add a child' }));
    fireEvent.change(screen.getByLabelText('Anything your guide should know'), {
      target: { value: 'One vegetarian' },
    });
    fireEvent.click(submit());

    await waitFor(() => expect(postedBookings()).toHaveLength(1));
    expect(submit()).toHaveTextContent('Booking…');
    expect(submit()).toBeDisabled();
    const first = postedBookings()[0]!;
    expect(first.body).toEqual({
      tourId,
      date: '2027-03-12',
      participants: { adults: 2, children: 1 },
      contact: { name: emma.name, email: emma.email, phone: emma.phone },
      specialRequests: 'One vegetarian',
    });
    expect(first.key).toMatch(uuidPattern);

    // No answer that says what happened: the same request goes again with the same key.
    answer(new Response('<html>Bad gateway</html>', { status: 502 }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your booking could not be made. Please try again.',
    );
    await waitFor(() => expect(submit()).toHaveTextContent('Book now'));
    fireEvent.click(submit());
    await waitFor(() => expect(postedBookings()).toHaveLength(2));
    expect(postedBookings()[1]!.key).toBe(first.key);
    expect(postedBookings()[1]!.body).toEqual(first.body);

    answer(json(201, { success: true, data: bookingOf() }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Your tour is booked' })).toBeInTheDocument();
    expect(screen.getByText('TB-7K3Q9X')).toBeInTheDocument();
  });

  it("after a 409 shows the server's message by the button, reloads the seats and keeps what was typed", async () => {
    handlers['POST /api/bookings'] = () => {
      special['2027-03-12'] = { seatsLeft: 2 };
      return json(409, {
        success: false,
        code: 'CONFLICT',
        message: 'Only 2 seats left on Fri 12 Mar 2027.',
        details: { seatsLeft: 2 },
      });
    };
    renderBooking();
    await ready();
    fireEvent.click(day('Friday 12 March, 8 seats left'));
    fireEvent.click(screen.getByRole('button', { name: 'Add an adult' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add an adult' }));
    fireEvent.change(screen.getByLabelText('Phone'), { target: { value: '+81 90 1111 2222' } });
    const loads = calls('GET', `${base}/availability`).length;
    fireEvent.click(submit());

    const alert = await screen.findByText('Only 2 seats left on Fri 12 Mar 2027.');
    expect(alert.closest('section')).toContainElement(submit());
    await waitFor(() => expect(calls('GET', `${base}/availability`).length).toBeGreaterThan(loads));
    expect(await screen.findByRole('button', { name: 'Friday 12 March, 2 seats left' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getByLabelText('Phone')).toHaveValue('+81 90 1111 2222');
    expect(screen.getByText(/Only 2 seats left on this date/)).toBeInTheDocument();
    expect(toast.success).not.toHaveBeenCalled();

    // The refusal ended that try: the next one, with fewer people, is a new request with a new key.
    fireEvent.click(screen.getByRole('button', { name: 'Remove an adult' }));
    handlers['POST /api/bookings'] = () => json(201, { success: true, data: bookingOf() });
    fireEvent.click(submit());
    await waitFor(() => expect(postedBookings()).toHaveLength(2));
    const [first, second] = postedBookings();
    expect(second!.key).not.toBe(first!.key);
    expect(second!.body.participants).toEqual({ adults: 2, children: 0 });
  });

  it('shows a refused date by the button and reloads the seats', async () => {
    handlers['POST /api/bookings'] = () => {
      special['2027-03-12'] = { bookable: false, seatsLeft: 0, reason: 'closed' };
      return json(400, {
        success: false,
        code: 'VALIDATION_FAILED',
        message: 'There is no departure on Fri 12 Mar 2027.',
        fieldErrors: { date: 'Closed on this date' },
      });
    };
    renderBooking();
    await ready();
    fireEvent.click(day('Friday 12 March, 8 seats left'));
    fireEvent.click(submit());
    const message = await screen.findByText('There is no departure on Fri 12 Mar 2027.');
    expect(message.closest('section')).toContainElement(submit());
    expect(await screen.findByRole('button', { name: 'Friday 12 March, Closed' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  });

  it("shows the server's contact field errors on the fields", async () => {
    handlers['POST /api/bookings'] = () =>
      json(400, {
        success: false,
        code: 'VALIDATION_FAILED',
        message: 'Invalid body: contact.phone Enter a valid phone number',
        fieldErrors: { 'contact.phone': 'Enter a valid phone number' },
      });
    renderBooking();
    await ready();
    fireEvent.click(day('Friday 12 March, 8 seats left'));
    fireEvent.click(submit());
    expect(await screen.findByText('Enter a valid phone number')).toBeInTheDocument();
    expect(screen.getByLabelText('Phone')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Please correct the details marked above.')).toBeInTheDocument();
  });

  it('confirms with the reference, the facts and the server total', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    handlers['POST /api/bookings'] = () =>
      json(201, { success: true, data: bookingOf({ status: 'pending' }) });
    renderBooking();
    await ready();
    fireEvent.click(day('Friday 12 March, 8 seats left'));
    fireEvent.click(screen.getByRole('button', { name: 'Add an adult' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add a child' }));
    fireEvent.click(submit());

    expect(await screen.findByRole('heading', { level: 1, name: 'Booking received' })).toBeInTheDocument();
    const fact = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling;
    expect(fact('Date')).toHaveTextContent('Friday 12 March 2027');
    expect(fact('Start time')).toHaveTextContent('09:00 JST');
    expect(fact('Meeting point')).toHaveTextContent('Inari Station exit');
    expect(fact('Travellers')).toHaveTextContent('2 adults, 1 child');
    expect(fact('Total')).toHaveTextContent('$205');
    expect(fact('Status')).toHaveTextContent('Awaiting confirmation');
    expect(fact('Payment')).toHaveTextContent('Pay at the meeting point');
    await waitFor(() => expect(document.title).toBe('Booking TB-7K3Q9X · Tabi Tours'));

    fireEvent.click(screen.getByRole('button', { name: 'Copy booking reference TB-7K3Q9X' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith('TB-7K3Q9X'));
    expect(toast.success).toHaveBeenCalledWith('Reference copied');
    expect(screen.getByRole('link', { name: 'My bookings' })).toHaveAttribute('href', '/bookings');
    expect(screen.getByRole('link', { name: 'Back to tours' })).toHaveAttribute('href', '/tours');
  });

  it('says Confirmed for an instantly confirmed booking', async () => {
    handlers['POST /api/bookings'] = () => json(201, { success: true, data: bookingOf() });
    renderBooking();
    await ready();
    fireEvent.click(day('Friday 12 March, 8 seats left'));
    fireEvent.click(submit());
    expect(await screen.findByRole('heading', { level: 1, name: 'Your tour is booked' })).toBeInTheDocument();
    expect(screen.getByText('Status', { selector: 'dt' }).nextElementSibling).toHaveTextContent('Confirmed');
  });

  it('offers no checkout for a tour that still lacks its place, duration or meeting point', async () => {
    handlers[`GET ${base}`] = () =>
      Response.json({ success: true, data: tourOf({ meetingPoint: null, durationMinutes: null }) });
    renderBooking();
    expect(await screen.findByRole('heading', { level: 1, name: 'Not bookable yet' })).toBeInTheDocument();
    expect(
      screen.getByText(
        'We are still confirming this tour’s duration and meeting point. It opens for booking as soon as they are set.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the tour' })).toHaveAttribute(
      'href',
      `/tours/${tourId}`,
    );
    expect(screen.queryByRole('grid')).toBeNull();
    expect(calls('GET', `${base}/availability`)).toHaveLength(0);
  });

  it('pays at the meeting point by default: the summary says so and booking never leaves the site', async () => {
    const leave = vi.spyOn(providerPage, 'open').mockImplementation(() => {});
    handlers['POST /api/bookings'] = () => json(201, { success: true, data: bookingOf() });
    renderBooking();
    await ready();
    expect(screen.getByText('Pay at the meeting point.')).toBeInTheDocument();
    expect(screen.queryByText(/Stripe/)).toBeNull();
    fireEvent.click(day('Friday 12 March, 8 seats left'));
    fireEvent.click(screen.getByRole('button', { name: 'Book now' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Your tour is booked' })).toBeInTheDocument();
    expect(leave).not.toHaveBeenCalled();
  });

  it("with online payment says the card is charged on Stripe's page, holds the seats and sends the browser there", async () => {
    const leave = vi.spyOn(providerPage, 'open').mockImplementation(() => {});
    handlers['GET /api/config'] = () => configAnswer({ payments: onlinePayments });
    handlers['POST /api/bookings'] = () =>
      json(201, {
        success: true,
        data: bookingOf({ status: 'pending', paymentStatus: 'pending', payment: heldPayment() }),
      });
    renderBooking();
    await ready();
    expect(screen.getByText('Pay now by card').parentElement).toHaveTextContent(
      'Pay now by card on Stripe’s secure page, the next step. Your seats are held for 30 minutes while you pay.',
    );
    expect(screen.queryByText('Pay at the meeting point.')).toBeNull();
    fireEvent.click(day('Friday 12 March, 8 seats left'));
    fireEvent.click(screen.getByRole('button', { name: 'Continue to payment' }));

    await waitFor(() => expect(leave).toHaveBeenCalledWith('https://checkout.stripe.com/c/pay/cs_test_held'));
    expect(postedBookings()).toHaveLength(1);
    expect(postedBookings()[0]!.body).not.toHaveProperty('amount');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Taking you to secure payment' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/Your seats are held until 12:30 JST\./)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue to payment' })).toHaveAttribute(
      'href',
      'https://checkout.stripe.com/c/pay/cs_test_held',
    );
    expect(screen.queryByRole('heading', { name: 'Your tour is booked' })).toBeNull();
  });

  it('paying by card, holds at most half of the seats left and says so where the party is chosen', async () => {
    handlers['GET /api/config'] = () => configAnswer({ payments: onlinePayments });
    renderBooking();
    await ready();
    fireEvent.click(day('Friday 12 March, 8 seats left'));
    expect(
      screen.getByText(/Paying by card, a booking holds at most half of the seats left \(4 of 8\)/),
    ).toBeInTheDocument();
    const addAdult = screen.getByRole('button', { name: 'Add an adult' });
    for (let i = 0; i < 6; i++) fireEvent.click(addAdult);
    expect(within(screen.getByRole('group', { name: 'Adults' })).getByRole('status')).toHaveTextContent('4');
    expect(addAdult).toHaveAttribute('aria-disabled', 'true');
  });

  it('paying by card, asks an unconfirmed traveller to confirm the address first', async () => {
    handlers['GET /api/config'] = () => configAnswer({ payments: onlinePayments });
    const unconfirmed = { ...emma, emailVerified: false };
    handlers['GET /api/auth/me'] = () => profileAnswer(unconfirmed);
    storeSession(unconfirmed);
    renderRoutes([{ path: '/booking/:tourId', Component: BookingPage }], `/booking/${tourId}`);
    await ready();
    expect(screen.getByText('Confirm your e-mail address to pay by card')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continue to payment' })).toBeDisabled();
  });

  it('never sends the browser to a checkout address that is not a web page', async () => {
    const leave = vi.spyOn(providerPage, 'open').mockImplementation(() => {});
    handlers['GET /api/config'] = () => configAnswer({ payments: onlinePayments });
    handlers['POST /api/bookings'] = () =>
      json(201, {
        success: true,
        data: bookingOf({
          status: 'pending',
          paymentStatus: 'pending',
          payment: heldPayment({ checkoutUrl: 'javascript:alert(1)' }),
        }),
      });
    renderBooking();
    await ready();
    fireEvent.click(day('Friday 12 March, 8 seats left'));
    fireEvent.click(screen.getByRole('button', { name: 'Continue to payment' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Booking received' })).toBeInTheDocument();
    expect(screen.getByText('Payment', { selector: 'dt' }).nextElementSibling).toHaveTextContent(
      'Awaiting payment by card',
    );
    expect(leave).not.toHaveBeenCalled();
  });
});
