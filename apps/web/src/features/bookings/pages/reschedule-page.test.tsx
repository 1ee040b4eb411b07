import type { AvailabilityDate, Booking, BookingChange, RescheduleQuote } from '@tabi/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, json, pageOf } from '../../../test/fake-api.ts';
import { fakeAvailability } from '../../../test/fake-availability.ts';
import { bookingOf, changeOf, paymentOf, tourId, tourOf } from '../../../test/fixtures.ts';
import { renderRoutes } from '../../../test/render-routes.tsx';
import { emma, profileAnswer, storeSession } from '../../../test/session.ts';
import { providerPage } from '../../../ui/payment-format.ts';
import { toast } from '../../../ui/toast.ts';
import { ReschedulePage } from './reschedule-page.tsx';

vi.mock('../../../ui/toast.ts', () => import('../../../test/toast-mock.ts'));

/** Now: Wednesday 10 March 2027, 12:00 in Japan; the booking is for Friday 12 March, 09:00 JST. */
const now = new Date('2027-03-10T03:00:00.000Z');
const id = 'b0000000-0000-4000-8000-000000000001';
const path = `/api/bookings/${id}`;

let booking: Booking;
let openChanges: BookingChange[];
let special: Record<string, Partial<AvailabilityDate>>;
let tour = tourOf();

/** The server's quote of a move to Friday 19 March: same price unless a test says otherwise. */
function quoteOf(patch: Partial<RescheduleQuote> = {}): RescheduleQuote {
  return {
    bookingId: id,
    from: { date: '2027-03-12', startsAt: '2027-03-12T00:00:00.000Z', participants: booking.participants },
    to: { date: '2027-03-19', startsAt: '2027-03-19T00:00:00.000Z', participants: booking.participants },
    pricing: { oldTotal: 200, newTotal: 200, difference: 0, currency: 'USD' },
    needsApproval: false,
    settlement: 'none',
    seatsLeft: 8,
    ...patch,
  };
}

const { handlers, calls, bodyOf } = fakeApi({
  '/api/auth/me': () => profileAnswer(emma),
  [path]: () => json(200, { success: true, data: booking }),
  [`/api/posts/${tourId}`]: () => json(200, { success: true, data: tour }),
  [`/api/posts/${tourId}/availability`]: fakeAvailability(tourId, () => special),
  '/api/booking-changes/mine': () => Response.json(pageOf(openChanges)),
});

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(now);
  booking = bookingOf({ pricing: { adultPrice: 80, childPrice: 40, total: 200, currency: 'USD' } });
  openChanges = [];
  special = { '2027-03-20': { seatsLeft: 2 } };
  tour = tourOf();
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
});

afterEach(() => {
  vi.useRealTimers();
});

function renderPage(search = '') {
  storeSession(emma);
  return renderRoutes(
    [
      { path: '/bookings/:id/reschedule', Component: ReschedulePage },
      { path: '/bookings', Component: () => <h1>My bookings</h1> },
    ],
    `/bookings/${id}/reschedule${search}`,
  );
}

const day = (name: string) => screen.findByRole('button', { name });
const quoteBox = () => screen.findByTestId('settlement');

/** Opens the page and chooses Friday 19 March, with the quote the server gives. */
async function chooseNineteenth(quote: RescheduleQuote = quoteOf()) {
  handlers[`POST ${path}/reschedule/quote`] = () => json(200, { success: true, data: quote });
  renderPage();
  fireEvent.click(await day('Friday 19 March, 8 seats left'));
  await quoteBox();
}

describe('ReschedulePage', () => {
  it('shows the booking, the tour calendar and the party, and quotes the chosen date', async () => {
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Change the date' })).toBeInTheDocument();
    expect(screen.getByText('Fushimi Inari at dawn')).toBeInTheDocument();
    expect(
      screen.getByText(
        /Now on Fri 12 Mar 2027, 09:00 JST, 2 adults, 1 child\. Changes are free until Thu 11 Mar 2027, 09:00 JST\./,
      ),
    ).toBeInTheDocument();
    expect(await screen.findByRole('grid', { name: 'March 2027' })).toBeInTheDocument();
    expect(screen.getByText('Children')).toBeInTheDocument();
    expect(
      screen.getByText('Choose a date and the party to see the price of the change.'),
    ).toBeInTheDocument();

    // The current date is not a change: no quote is asked for it.
    fireEvent.click(await day('Friday 12 March, 8 seats left'));
    expect(await screen.findByText(/This is your booking’s current date/)).toBeInTheDocument();
    expect(calls('POST', `${path}/reschedule/quote`)).toHaveLength(0);

    handlers[`POST ${path}/reschedule/quote`] = () =>
      json(200, {
        success: true,
        data: quoteOf({
          pricing: { oldTotal: 200, newTotal: 120, difference: -80, currency: 'USD' },
          settlement: 'on_site',
        }),
      });
    fireEvent.click(await day('Friday 19 March, 8 seats left'));
    expect(await quoteBox()).toHaveTextContent('$80 less to pay at the meeting point');
    expect(bodyOf('POST', `${path}/reschedule/quote`)).toEqual({
      date: '2027-03-19',
      participants: { adults: 2, children: 1 },
    });
    expect(screen.getByText('$120')).toBeInTheDocument();

    // A smaller party is quoted again.
    fireEvent.click(screen.getByRole('button', { name: 'Remove a child' }));
    await waitFor(() =>
      expect(bodyOf('POST', `${path}/reschedule/quote`)).toEqual({
        date: '2027-03-19',
        participants: { adults: 2, children: 0 },
      }),
    );
  });

  it('has no children stepper on an adults-only tour', async () => {
    tour = tourOf({ adultsOnly: true });
    booking = bookingOf({ participants: { adults: 2, children: 0 } });
    renderPage();
    expect(await screen.findByText('This tour is for adults only')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add a child' })).toBeNull();
  });

  it.each([
    ['none', 0, 'Same price'],
    ['on_site', 40, 'Pay the difference at the meeting point'],
    ['checkout', 40, 'You pay $40 more'],
    ['refund', -40, '$40 back to your card'],
  ] as const)('says how a %s difference is settled: %s', async (settlement, difference, text) => {
    await chooseNineteenth(
      quoteOf({
        settlement,
        pricing: { oldTotal: 200, newTotal: 200 + difference, difference, currency: 'USD' },
      }),
    );
    expect(await quoteBox()).toHaveTextContent(text);
    expect(screen.queryByText(/the operator decides/)).toBeNull();
    expect(screen.queryByLabelText(/A note for the operator/)).toBeNull();
  });

  it('moves the booking at once, says so and goes back to My bookings', async () => {
    handlers[`POST ${path}/reschedule`] = () =>
      json(200, {
        success: true,
        data: {
          booking: bookingOf({ date: '2027-03-19', startsAt: '2027-03-19T00:00:00.000Z' }),
          change: changeOf({ status: 'applied' }),
        },
      });
    await chooseNineteenth();
    fireEvent.click(screen.getByRole('button', { name: 'Move my booking' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'My bookings' })).toBeInTheDocument();
    expect(bodyOf('POST', `${path}/reschedule`)).toEqual({
      date: '2027-03-19',
      participants: { adults: 2, children: 1 },
    });
    expect(toast.success).toHaveBeenCalledWith('Booking moved', {
      description: 'TB-7K3Q9X is now on Fri 19 Mar 2027, 09:00 JST.',
    });
  });

  it('asks the operator past the free window, with an optional note, and says the request is sent', async () => {
    handlers[`POST ${path}/reschedule`] = () =>
      json(200, { success: true, data: { booking, change: changeOf({ note: 'Our train was cancelled' }) } });
    await chooseNineteenth(quoteOf({ needsApproval: true }));
    expect(
      screen.getByText(
        'Past the free-change window (24 h before the start): the operator decides; you keep your current date until then',
      ),
    ).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('A note for the operator (optional)'), {
      target: { value: '  Our train was cancelled ' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Move my booking' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'My bookings' })).toBeInTheDocument();
    expect(bodyOf('POST', `${path}/reschedule`)).toEqual({
      date: '2027-03-19',
      participants: { adults: 2, children: 1 },
      note: 'Our train was cancelled',
    });
    expect(toast.success).toHaveBeenCalledWith('Request sent', {
      description:
        'The operator decides on moving TB-7K3Q9X to Fri 19 Mar 2027; you keep your current date until then.',
    });
  });

  it('sends the browser to Stripe to pay a higher difference', async () => {
    const open = vi.spyOn(providerPage, 'open').mockImplementation(() => {});
    handlers[`POST ${path}/reschedule`] = () =>
      json(200, {
        success: true,
        data: {
          booking,
          change: changeOf({
            status: 'awaiting_payment',
            settlement: 'checkout',
            pricing: { oldTotal: 200, newTotal: 240, difference: 40, currency: 'USD' },
            payment: {
              checkoutUrl: 'https://checkout.stripe.com/c/pay/cs_test_change',
              holdExpiresAt: '2027-03-10T03:30:00.000Z',
              amountPaid: 0,
              paidAt: null,
            },
          }),
        },
      });
    await chooseNineteenth(
      quoteOf({
        settlement: 'checkout',
        pricing: { oldTotal: 200, newTotal: 240, difference: 40, currency: 'USD' },
      }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Move my booking' }));
    await waitFor(() =>
      expect(open).toHaveBeenCalledWith('https://checkout.stripe.com/c/pay/cs_test_change'),
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Taking you to secure payment' }),
    ).toBeInTheDocument();
    expect(toast.success).not.toHaveBeenCalled();
  });

  it("shows the server's refusal next to the form, for the quote and for the move", async () => {
    handlers[`POST ${path}/reschedule/quote`] = () =>
      json(409, {
        success: false,
        code: 'CONFLICT',
        message: 'Only 2 seats left on Sat 20 Mar 2027.',
        details: { seatsLeft: 2 },
      });
    renderPage();
    fireEvent.click(await day('Saturday 20 March, 2 seats left'));
    // Three travellers do not fit in two seats: said at once, without asking.
    expect(await screen.findByText(/Only 2 seats left on this date/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Remove a child' }));
    expect(await screen.findByText('Only 2 seats left on Sat 20 Mar 2027.')).toBeInTheDocument();

    handlers[`POST ${path}/reschedule/quote`] = () => json(200, { success: true, data: quoteOf() });
    handlers[`POST ${path}/reschedule`] = () =>
      json(409, {
        success: false,
        code: 'CONFLICT',
        message: 'This booking already has a date change open.',
      });
    fireEvent.click(await day('Friday 19 March, 8 seats left'));
    await quoteBox();
    fireEvent.click(screen.getByRole('button', { name: 'Move my booking' }));
    expect(await screen.findByText('This booking already has a date change open.')).toBeInTheDocument();
    expect(toast.success).not.toHaveBeenCalled();
  });

  it('waits for Stripe after paying (?paid=1), asking every 2 seconds, then shows the moved booking', async () => {
    openChanges = [
      changeOf({
        status: 'awaiting_payment',
        settlement: 'checkout',
        payment: {
          checkoutUrl: null,
          holdExpiresAt: '2027-03-10T03:30:00.000Z',
          amountPaid: 0,
          paidAt: null,
        },
      }),
    ];
    renderPage('?paid=1');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Confirming your new date' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(/Payment received: your booking moves as soon as Stripe confirms it/),
    ).toBeInTheDocument();
    await waitFor(() => expect(calls('GET', '/api/booking-changes/mine').length).toBeGreaterThan(0));

    // Stripe confirms: the change is applied, no longer open, and the booking is on its new date.
    openChanges = [];
    booking = bookingOf({ date: '2027-03-19', startsAt: '2027-03-19T00:00:00.000Z' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your booking moved' }, { timeout: 4_000 }),
    ).toBeInTheDocument();
    expect(screen.getByText(/now on Fri 19 Mar 2027, 09:00 JST/)).toBeInTheDocument();
    const asked = calls('GET', '/api/booking-changes/mine').length;
    expect(asked).toBeGreaterThanOrEqual(2);
    await new Promise((resolve) => setTimeout(resolve, 2_200));
    expect(calls('GET', '/api/booking-changes/mine')).toHaveLength(asked);
  });

  it('shows the open change to pay or withdraw after leaving Stripe (?cancelled=1)', async () => {
    openChanges = [
      changeOf({
        status: 'awaiting_payment',
        settlement: 'checkout',
        pricing: { oldTotal: 200, newTotal: 240, difference: 40, currency: 'USD' },
        payment: {
          checkoutUrl: 'https://checkout.stripe.com/c/pay/cs_test_change',
          holdExpiresAt: '2027-03-10T05:30:00.000Z',
          amountPaid: 0,
          paidAt: null,
        },
      }),
    ];
    handlers[`DELETE ${path}/reschedule`] = () => {
      const withdrawn = changeOf({ status: 'withdrawn' });
      openChanges = [];
      return json(200, { success: true, data: withdrawn });
    };
    renderPage('?cancelled=1');
    expect(await screen.findByText('Payment not completed')).toBeInTheDocument();
    expect(
      screen.getByText('Pay the difference of $40 to move to Fri 19 Mar 2027 (seats held until 14:30 JST)'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Pay the difference for TB-7K3Q9X' })).toHaveAttribute(
      'href',
      'https://checkout.stripe.com/c/pay/cs_test_change',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Withdraw the date change of TB-7K3Q9X' }));
    await waitFor(() => expect(calls('DELETE', `${path}/reschedule`)).toHaveLength(1));
    expect(toast.success).toHaveBeenCalledWith('Date change withdrawn', {
      description: 'TB-7K3Q9X keeps its date, Fri 12 Mar 2027.',
    });
    // With no change open, the date can be chosen again.
    expect(await screen.findByRole('button', { name: 'Move my booking' })).toBeInTheDocument();
  });

  it('says why a booking waiting for its first payment cannot change its date', async () => {
    booking = bookingOf({
      status: 'pending',
      paymentStatus: 'pending',
      payment: paymentOf({ amountPaid: 0 }),
    });
    renderPage();
    expect(
      await screen.findByRole('heading', { name: 'This booking cannot change its date' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/still waiting for its payment/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Move my booking' })).toBeNull();
  });

  it('says when the booking is not found', async () => {
    handlers[`GET ${path}`] = () =>
      json(404, { success: false, code: 'NOT_FOUND', message: 'Booking not found' });
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Booking not found' })).toBeInTheDocument();
    expect(screen.queryByRole('grid')).toBeNull();
  });
});
