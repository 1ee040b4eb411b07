import type { AvailabilityDate, Booking, BookingChange, WaitlistEntry } from '@tabi/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configAnswer, fakeApi, json, onlinePayments, pageOf } from '../../../test/fake-api.ts';
import { fakeAvailability } from '../../../test/fake-availability.ts';
import {
  changeOf,
  heldPayment,
  paymentOf,
  refundOf,
  bookingOf as sampleBooking,
  tourId,
} from '../../../test/fixtures.ts';
import { renderRoutes } from '../../../test/render-routes.tsx';
import { emma, profileAnswer, storeSession } from '../../../test/session.ts';
import { providerPage } from '../../../ui/payment-format.ts';
import { toast } from '../../../ui/toast.ts';
import { MyBookingsPage } from './my-bookings-page.tsx';

vi.mock('../../../ui/toast.ts', () => import('../../../test/toast-mock.ts'));

/** Now: Wednesday 10 March 2027, 12:00 in Japan. */
const now = new Date('2027-03-10T03:00:00.000Z');

/** Booking `id` (1 to 9): tour number `id`, with a photo, on Saturday 20 March 2027. */
function bookingOf(id: number, patch: Partial<Booking> = {}): Booking {
  return sampleBooking({
    _id: `b0000000-0000-4000-8000-00000000000${id}`,
    reference: `TB-00000${id}`,
    tour: {
      _id: tourId,
      title: `Tour number ${id}`,
      city: 'Kyoto',
      meetingPoint: 'Inari Station exit',
      durationMinutes: 180,
      image: { url: '/uploads/a.webp', thumbUrl: '/uploads/a-thumb.webp' },
    },
    date: '2027-03-20',
    startsAt: '2027-03-20T00:00:00.000Z',
    pricing: { adultPrice: 80, childPrice: 40, total: 200, currency: 'USD' },
    freeCancellationUntil: '2027-03-19T00:00:00.000Z',
    createdAt: '2027-03-01T03:00:00.000Z',
    updatedAt: '2027-03-01T03:00:00.000Z',
    ...patch,
  });
}

/** Starts within a day: free cancellation ended at 09:00 JST today. */
const soon = {
  date: '2027-03-11',
  startsAt: '2027-03-11T00:00:00.000Z',
  freeCancellationUntil: '2027-03-10T00:00:00.000Z',
};

let bookings: Booking[];
let openChanges: BookingChange[];
let waitlist: WaitlistEntry[];
const { handlers, calls } = fakeApi({
  '/api/booking-changes/mine': () => Response.json(pageOf(openChanges)),
  '/api/waitlist/mine': () => Response.json(pageOf(waitlist)),
  '/api/auth/me': () => profileAnswer(emma),
  '/api/bookings/my-bookings': () => Response.json(pageOf(bookings)),
  '/api/bookings/my-bookings/summary': () => json(200, { success: true, data: summary }),
});
let summary = { upcoming: 0, past: 0, cancelled: 0 };

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(now);
  bookings = [];
  openChanges = [];
  waitlist = [];
  summary = { upcoming: 0, past: 0, cancelled: 0 };
});

afterEach(() => {
  vi.useRealTimers();
});

function renderPage(path = '/bookings') {
  storeSession(emma);
  return renderRoutes(
    [
      { path: '/bookings', Component: MyBookingsPage },
      { path: '/tours', Component: () => <h1>Tours</h1> },
    ],
    path,
  );
}

const card = async (title: string) => screen.findByRole('article', { name: title });
/** The lines of a card's online payment, as read. */
const payment = (article: HTMLElement) =>
  within(within(article).getByRole('list', { name: 'Payment' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);
/** The one chip that says where a booking stands, as read. */
const chip = (article: HTMLElement) =>
  within(article).getByText(/^State:/, { selector: 'span' }).parentElement?.textContent;

describe('MyBookingsPage', () => {
  it('lists the upcoming bookings as cards with the time in the operator zone and one chip for their state', async () => {
    summary = { upcoming: 2, past: 1, cancelled: 1 };
    bookings = [
      bookingOf(1),
      bookingOf(2, { ...soon, status: 'pending', paymentStatus: 'paid' }),
      bookingOf(3, {
        status: 'cancelled',
        paymentStatus: 'paid',
        refund: refundOf(),
        cancellationReason: 'Flight changed',
        cancelledAt: '2027-03-05T03:00:00.000Z',
      }),
      bookingOf(4, { status: 'completed', paymentStatus: 'paid', date: '2027-03-01' }),
    ];
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'My bookings' })).toBeInTheDocument();
    expect(calls('GET', '/api/bookings/my-bookings')[0]?.[0]).toContain('page=1&limit=10&scope=upcoming');
    const tabs = screen.getByRole('navigation', { name: 'Your bookings' });
    await waitFor(() =>
      expect(
        within(tabs)
          .getAllByRole('link')
          .map((tab) => [tab.textContent, tab.getAttribute('href')]),
      ).toEqual([
        ['Upcoming2', '/bookings'],
        ['Past1', '/bookings?list=past'],
        ['Cancelled1', '/bookings?list=cancelled'],
      ]),
    );
    expect(within(tabs).getByRole('link', { name: /Upcoming/ })).toHaveAttribute('aria-current', 'page');

    const first = await card('Tour number 1');
    expect(within(first).getByText('TB-000001')).toBeInTheDocument();
    expect(within(first).getByText('Sat 20 Mar 2027, 09:00 JST')).toBeInTheDocument();
    expect(within(first).getByText('2 adults, 1 child')).toBeInTheDocument();
    expect(within(first).getByText('$200')).toBeInTheDocument();
    expect(chip(first)).toBe('State: Confirmed · pay at the meeting point');
    expect(within(first).getByText('Free cancellation until Fri 19 Mar 2027, 09:00 JST')).toBeInTheDocument();
    expect(within(first).getByRole('link', { name: 'Tour number 1' })).toHaveAttribute(
      'href',
      '/tours/0b6f3a52-8f7e-4a43-9d8e-3d1c8f5a2b10',
    );

    const second = await card('Tour number 2');
    expect(chip(second)).toBe('State: Awaiting confirmation');
    expect(within(second).getByText('The free cancellation period has ended')).toBeInTheDocument();

    const third = await card('Tour number 3');
    expect(chip(third)).toBe('State: Cancelled · refund requested');
    expect(within(third).getByText('Flight changed')).toBeInTheDocument();
    expect(within(third).queryByRole('button', { name: 'Cancel booking' })).toBeNull();

    const fourth = await card('Tour number 4');
    expect(chip(fourth)).toBe('State: Completed');
    expect(within(fourth).queryByRole('button', { name: 'Cancel booking' })).toBeNull();
  });

  it('cancels with one tap on a reason and an optional note, says plainly it is free, then updates the card', async () => {
    bookings = [bookingOf(1)];
    handlers['PUT /api/bookings/b0000000-0000-4000-8000-000000000001/cancel'] = (init) => {
      const { reason } = JSON.parse(String(init?.body));
      return json(200, {
        success: true,
        data: bookingOf(1, {
          status: 'cancelled',
          cancellationReason: reason,
          cancelledAt: now.toISOString(),
        }),
      });
    };
    renderPage();
    const article = await card('Tour number 1');
    fireEvent.click(within(article).getByRole('button', { name: 'Cancel booking' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this booking?' });
    expect(dialog).toHaveTextContent('Free cancellation until Friday 19 March 2027, 09:00 JST.');
    expect(dialog).toHaveTextContent('your seats are released');

    const confirm = within(dialog).getByRole('button', { name: 'Cancel for free' });
    fireEvent.click(confirm);
    expect(await within(dialog).findByText('Choose a reason')).toBeInTheDocument();
    const reasons = within(dialog).getByRole('group', { name: 'Why are you cancelling?' });
    expect(within(reasons).getAllByRole('radio')).toHaveLength(6);

    // "Other" needs a few words.
    fireEvent.click(within(reasons).getByRole('radio', { name: 'Other' }));
    const note = within(dialog).getByLabelText('Tell us more');
    fireEvent.change(note, { target: { value: ' abc ' } });
    fireEvent.click(confirm);
    expect(await within(dialog).findByText(/at least 5 characters/)).toBeInTheDocument();
    fireEvent.change(note, { target: { value: 'x'.repeat(600) } });
    fireEvent.click(confirm);
    expect(await within(dialog).findByText(/Keep the note under/)).toBeInTheDocument();
    expect(calls('PUT', '/api/bookings/b0000000-0000-4000-8000-000000000001/cancel')).toHaveLength(0);

    fireEvent.click(within(reasons).getByRole('radio', { name: 'Weather or travel disruption' }));
    fireEvent.change(within(dialog).getByLabelText('Anything to add? (optional)'), {
      target: { value: '  Our flight was moved  ' },
    });
    fireEvent.click(confirm);
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith('Booking cancelled', {
        description: 'TB-000001 is cancelled and its seats are released.',
      }),
    );
    const [, init] = calls('PUT', '/api/bookings/b0000000-0000-4000-8000-000000000001/cancel')[0]!;
    expect(JSON.parse(String(init?.body))).toEqual({
      reason: 'Weather or travel disruption: Our flight was moved',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const updated = await card('Tour number 1');
    expect(chip(updated)).toBe('State: Cancelled');
    expect(within(updated).queryByRole('button', { name: 'Cancel booking' })).toBeNull();
    expect(
      within(updated).getByText('Weather or travel disruption: Our flight was moved'),
    ).toBeInTheDocument();
  });

  it('sends the reason alone when no note is added', async () => {
    bookings = [bookingOf(1)];
    handlers['PUT /api/bookings/b0000000-0000-4000-8000-000000000001/cancel'] = (init) =>
      json(200, {
        success: true,
        data: bookingOf(1, {
          status: 'cancelled',
          cancellationReason: JSON.parse(String(init?.body)).reason,
        }),
      });
    renderPage();
    fireEvent.click(within(await card('Tour number 1')).getByRole('button', { name: 'Cancel booking' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this booking?' });
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Change of plans' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel for free' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const [, init] = calls('PUT', '/api/bookings/b0000000-0000-4000-8000-000000000001/cancel')[0]!;
    expect(JSON.parse(String(init?.body))).toEqual({ reason: 'Change of plans' });
  });

  it('warns that a late cancellation of a paid booking goes to a refund review', async () => {
    bookings = [bookingOf(2, { ...soon, paymentStatus: 'paid' })];
    renderPage();
    fireEvent.click(within(await card('Tour number 2')).getByRole('button', { name: 'Cancel booking' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this booking?' });
    expect(dialog).toHaveTextContent('Less than 24 hours before the start');
    expect(dialog).toHaveTextContent('A refund request will be reviewed by our team');
    expect(dialog).not.toHaveTextContent('Free cancellation until');
  });

  it('says a late cancellation of an unpaid booking just releases the seats', async () => {
    bookings = [bookingOf(2, soon)];
    renderPage();
    fireEvent.click(within(await card('Tour number 2')).getByRole('button', { name: 'Cancel booking' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this booking?' });
    expect(dialog).toHaveTextContent('Less than 24 hours before the start: your seats are released.');
    expect(dialog).not.toHaveTextContent('refund request');
  });

  it("shows the server's 409 in the dialog and reloads the list", async () => {
    bookings = [bookingOf(1)];
    handlers['PUT /api/bookings/b0000000-0000-4000-8000-000000000001/cancel'] = () => {
      bookings = [bookingOf(1, { status: 'completed' })];
      return json(409, { success: false, code: 'CONFLICT', message: 'This booking is already completed' });
    };
    renderPage();
    fireEvent.click(within(await card('Tour number 1')).getByRole('button', { name: 'Cancel booking' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Change of plans' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel for free' }));
    expect(await within(dialog).findByText('This booking is already completed')).toBeInTheDocument();
    await waitFor(() => expect(calls('GET', '/api/bookings/my-bookings').length).toBeGreaterThan(1));
    expect(toast.success).not.toHaveBeenCalled();
  });

  it('has an empty state that leads to the tours', async () => {
    renderPage();
    expect(await screen.findByRole('heading', { name: 'No upcoming trips' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse tours' })).toHaveAttribute('href', '/tours');
  });

  it('shows past trips compact, to review or book again, and cancelled ones in their own list', async () => {
    bookings = [bookingOf(5, { status: 'completed', paymentStatus: 'paid', date: '2027-03-01' })];
    renderPage('/bookings?list=past');
    const past = await card('Tour number 5');
    expect(calls('GET', '/api/bookings/my-bookings')[0]?.[0]).toContain('scope=past');
    expect(within(past).getByRole('link', { name: 'Write a review' })).toHaveAttribute(
      'href',
      `/tours/${tourId}#reviews`,
    );
    expect(within(past).getByRole('link', { name: 'Book again' })).toHaveAttribute(
      'href',
      `/booking/${tourId}`,
    );
    expect(within(past).queryByRole('button', { name: 'Cancel booking' })).toBeNull();
    expect(within(past).queryByRole('list', { name: 'Payment' })).toBeNull();
    // The price keeps its place at the top of the card, whatever the title's length.
    expect(within(past).getByText('$200')).toBeInTheDocument();

    fireEvent.click(
      within(screen.getByRole('navigation', { name: 'Your bookings' })).getByRole('link', {
        name: /Cancelled/,
      }),
    );
    await waitFor(() =>
      expect(calls('GET', '/api/bookings/my-bookings').at(-1)?.[0]).toContain('scope=cancelled'),
    );
  });

  it('offers the ticket and the calendar event of a confirmed trip, and neither before it is confirmed', async () => {
    bookings = [bookingOf(1), bookingOf(2, { status: 'pending' })];
    renderPage();
    const confirmed = await card('Tour number 1');
    expect(within(confirmed).getByRole('link', { name: 'Ticket for TB-000001' })).toHaveAttribute(
      'href',
      '/bookings/b0000000-0000-4000-8000-000000000001/ticket',
    );
    expect(
      within(confirmed).getByRole('button', { name: 'Add to calendar (TB-000001)' }),
    ).toBeInTheDocument();

    const pending = await card('Tour number 2');
    expect(within(pending).queryByRole('link', { name: /Ticket/ })).toBeNull();
    expect(within(pending).queryByRole('button', { name: /Add to calendar/ })).toBeNull();
  });

  it('says whether the party of a past trip checked in, with its ticket but no calendar event', async () => {
    bookings = [
      bookingOf(5, {
        status: 'completed',
        date: '2027-03-01',
        attendance: { state: 'checked_in', at: '2027-03-01T00:02:00.000Z' },
      }),
      bookingOf(6, {
        status: 'completed',
        date: '2027-03-02',
        attendance: { state: 'no_show', at: '2027-03-02T00:30:00.000Z' },
      }),
      bookingOf(7, { status: 'cancelled', date: '2027-03-03' }),
    ];
    renderPage('/bookings?list=past');
    const came = await card('Tour number 5');
    expect(within(came).getByText('Checked in at 09:02 JST')).toBeInTheDocument();
    expect(within(came).getByRole('link', { name: 'Ticket for TB-000005' })).toHaveAttribute(
      'href',
      '/bookings/b0000000-0000-4000-8000-000000000005/ticket',
    );
    expect(within(came).queryByRole('button', { name: /Add to calendar/ })).toBeNull();

    const missed = await card('Tour number 6');
    expect(within(missed).getByText('Marked as no-show')).toBeInTheDocument();

    const cancelled = await card('Tour number 7');
    expect(within(cancelled).queryByRole('link', { name: /Ticket/ })).toBeNull();
    expect(within(cancelled).queryByText(/Checked in|no-show/)).toBeNull();
  });

  it('has an error state with a retry', async () => {
    let fail = true;
    handlers['GET /api/bookings/my-bookings'] = () =>
      fail ? new Response(null, { status: 500 }) : Response.json(pageOf([bookingOf(1)]));
    renderPage();
    expect(
      await screen.findByRole('heading', { name: 'Your bookings could not be loaded' }),
    ).toBeInTheDocument();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await card('Tour number 1')).toBeInTheDocument();
  });

  it('pages through more bookings than fit on one page', async () => {
    handlers['GET /api/bookings/my-bookings'] = (_init, url) => {
      const page = Number(url.searchParams.get('page'));
      return Response.json(pageOf([bookingOf(page === 2 ? 9 : 1)], { page, pages: 2, total: 11 }));
    };
    renderPage();
    expect(await card('Tour number 1')).toBeInTheDocument();
    const pages = screen.getByRole('navigation', { name: 'Bookings pages' });
    fireEvent.click(within(pages).getByRole('link', { name: 'Page 2' }));
    expect(await card('Tour number 9')).toBeInTheDocument();
    expect(calls('GET', '/api/bookings/my-bookings').at(-1)?.[0]).toContain('page=2');
  });

  it('says travellers pay at the meeting point when there is no online payment', async () => {
    handlers['GET /api/config'] = () => configAnswer();
    bookings = [bookingOf(1)];
    renderPage();
    expect(await screen.findByText(/Pay at the meeting point\./)).toBeInTheDocument();
    expect(within(await card('Tour number 1')).queryByText(/Paid|Awaiting payment/)).toBeNull();
  });

  it('shows held, paid and refunded online payments: Pay now, amount and card, receipt, what came back', async () => {
    handlers['GET /api/config'] = () => configAnswer({ payments: onlinePayments });
    bookings = [
      bookingOf(1, { status: 'pending', paymentStatus: 'pending', payment: heldPayment() }),
      bookingOf(2, { paymentStatus: 'paid', payment: paymentOf({ amountPaid: 200 }) }),
      bookingOf(3, {
        status: 'cancelled',
        paymentStatus: 'partially_refunded',
        payment: paymentOf({ amountPaid: 200, amountRefunded: 120 }),
        refund: refundOf({ status: 'approved', withinPolicy: false, amount: 120 }),
      }),
      bookingOf(4, {
        status: 'cancelled',
        paymentStatus: 'paid',
        payment: paymentOf({ amountPaid: 200 }),
        refund: refundOf({ status: 'failed', amount: 200, failureReason: 'expired_or_canceled_card' }),
      }),
    ];
    renderPage();
    expect(await screen.findByText(/paid by card when you book/)).toBeInTheDocument();
    expect(screen.queryByText(/Pay at the meeting point/)).toBeNull();

    const held = await card('Tour number 1');
    expect(chip(held)).toBe('State: Awaiting payment');
    expect(payment(held)).toEqual(['Awaiting payment · seats held until 12:30 JSTPay now']);
    expect(within(held).getByRole('link', { name: 'Pay now for TB-000001' })).toHaveAttribute(
      'href',
      'https://checkout.stripe.com/c/pay/cs_test_held',
    );

    const paid = await card('Tour number 2');
    expect(payment(paid)).toEqual(['Paid $200 · Visa •••• 4242View receipt']);
    expect(
      within(paid).getByRole('link', { name: 'View receipt for TB-000002 (opens in a new tab)' }),
    ).toHaveAttribute('href', 'https://pay.stripe.com/receipts/acct_1/ch_1/rcpt_1');
    expect(within(paid).queryByRole('link', { name: /Pay now/ })).toBeNull();

    const refunded = await card('Tour number 3');
    expect(chip(refunded)).toBe('State: Cancelled · partly refunded');
    expect(payment(refunded)).toEqual([
      'Paid $200 · Visa •••• 4242View receipt',
      '$120 refunded to your Visa •••• 4242',
    ]);

    const failed = await card('Tour number 4');
    expect(chip(failed)).toBe('State: Cancelled · refund delayed');
    expect(within(failed).getByText(/Your refund of \$200 is delayed\./)).toBeInTheDocument();
    // The provider's code is for the team, not the traveller.
    expect(within(failed).queryByText(/expired_or_canceled_card/)).toBeNull();
  });
  it('offers to change the date of an upcoming booking that can still move, next to Cancel', async () => {
    handlers['GET /api/config'] = () => configAnswer({ payments: onlinePayments });
    bookings = [
      bookingOf(1),
      bookingOf(2, { status: 'pending', paymentStatus: 'paid', payment: paymentOf({ amountPaid: 200 }) }),
      bookingOf(3, { status: 'pending', paymentStatus: 'pending', payment: heldPayment() }),
      // Started at 09:00 JST today.
      bookingOf(4, {
        date: '2027-03-10',
        startsAt: '2027-03-10T00:00:00.000Z',
        freeCancellationUntil: '2027-03-09T00:00:00.000Z',
      }),
    ];
    renderPage();
    const movable = await card('Tour number 1');
    expect(within(movable).getByRole('link', { name: 'Change date' })).toHaveAttribute(
      'href',
      '/bookings/b0000000-0000-4000-8000-000000000001/reschedule',
    );
    expect(within(movable).getByRole('button', { name: 'Cancel booking' })).toBeInTheDocument();
    expect(
      within(await card('Tour number 2')).getByRole('link', { name: 'Change date' }),
    ).toBeInTheDocument();
    // Waiting for its first payment: paid (or let go) first.
    expect(within(await card('Tour number 3')).queryByRole('link', { name: 'Change date' })).toBeNull();
    expect(within(await card('Tour number 4')).queryByRole('link', { name: 'Change date' })).toBeNull();
    expect(calls('GET', '/api/booking-changes/mine')[0]?.[0]).toContain('open=true&limit=50');
  });

  it('never offers to change the date of a past or cancelled booking', async () => {
    bookings = [
      bookingOf(5, { status: 'completed', date: '2027-03-01', startsAt: '2027-03-01T00:00:00.000Z' }),
      bookingOf(6, { status: 'cancelled' }),
    ];
    renderPage('/bookings?list=past');
    expect(within(await card('Tour number 5')).queryByRole('link', { name: 'Change date' })).toBeNull();
    expect(within(await card('Tour number 6')).queryByRole('link', { name: 'Change date' })).toBeNull();
    expect(calls('GET', '/api/booking-changes/mine')).toHaveLength(0);
  });

  it('shows an open date change on its card, waiting for the operator or for the difference, to pay or withdraw', async () => {
    bookings = [bookingOf(1), bookingOf(2, { paymentStatus: 'paid' })];
    openChanges = [
      changeOf({
        bookingId: bookingOf(1)._id,
        reference: 'TB-000001',
        to: { ...changeOf().to, date: '2027-03-26' },
      }),
      changeOf({
        _id: 'c0000000-0000-4000-8000-000000000002',
        bookingId: bookingOf(2)._id,
        reference: 'TB-000002',
        status: 'awaiting_payment',
        settlement: 'checkout',
        pricing: { oldTotal: 12_000, newTotal: 16_000, difference: 4_000, currency: 'JPY' },
        payment: {
          checkoutUrl: 'https://checkout.stripe.com/c/pay/cs_test_change',
          holdExpiresAt: '2027-03-10T05:30:00.000Z',
          amountPaid: 0,
          paidAt: null,
        },
      }),
    ];
    handlers['DELETE /api/bookings/b0000000-0000-4000-8000-000000000001/reschedule'] = () => {
      const withdrawn = { ...openChanges[0]!, status: 'withdrawn' as const };
      openChanges = openChanges.slice(1);
      return json(200, { success: true, data: withdrawn });
    };
    renderPage();

    const requested = await card('Tour number 1');
    expect(
      await within(requested).findByText(
        'Date change requested to Fri 26 Mar 2027 — waiting for the operator',
      ),
    ).toBeInTheDocument();
    expect(within(requested).queryByRole('link', { name: 'Change date' })).toBeNull();

    const awaiting = await card('Tour number 2');
    expect(
      within(awaiting).getByText(
        'Pay the difference of ¥4,000 to move to Fri 19 Mar 2027 (seats held until 14:30 JST)',
      ),
    ).toBeInTheDocument();
    expect(within(awaiting).getByRole('link', { name: 'Pay the difference for TB-000002' })).toHaveAttribute(
      'href',
      'https://checkout.stripe.com/c/pay/cs_test_change',
    );
    expect(
      within(awaiting).getByRole('button', { name: 'Withdraw the date change of TB-000002' }),
    ).toBeInTheDocument();

    fireEvent.click(within(requested).getByRole('button', { name: 'Withdraw the date change of TB-000001' }));
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith('Date change withdrawn', {
        description: 'TB-000001 keeps its date, Fri 12 Mar 2027.',
      }),
    );
    expect(await within(requested).findByRole('link', { name: 'Change date' })).toBeInTheDocument();
    expect(within(requested).queryByText(/Date change requested/)).toBeNull();
  });

  describe('waitlist', () => {
    function entryOf(n: number, patch: Partial<WaitlistEntry> = {}): WaitlistEntry {
      return {
        _id: `w0000000-0000-4000-8000-00000000000${n}`,
        tour: { _id: tourId, title: `Full tour ${n}`, city: 'Kyoto' },
        departureId: 'd0000000-0000-4000-8000-000000000001',
        date: '2027-03-20',
        startsAt: '2027-03-20T00:00:00.000Z',
        participants: { adults: 2, children: 1 },
        status: 'waiting',
        position: 2,
        offerExpiresAt: null,
        bookingId: null,
        traveller: { _id: emma.id, name: emma.name, email: emma.email },
        createdAt: '2027-03-09T03:00:00.000Z',
        ...patch,
      };
    }

    it('lists the open waitlist places, an offer first with its deadline, and leaves a line', async () => {
      waitlist = [
        entryOf(1),
        entryOf(2, { status: 'offered', position: null, offerExpiresAt: '2027-03-10T05:30:00.000Z' }),
      ];
      handlers[`DELETE /api/waitlist/${waitlist[0]?._id}`] = () => {
        const left = { ...(waitlist[0] as WaitlistEntry), status: 'left' as const, position: null };
        waitlist = waitlist.slice(1);
        return json(200, { success: true, data: left });
      };
      renderPage();
      const section = await screen.findByRole('region', { name: 'Waitlist' });
      expect(calls('GET', '/api/waitlist/mine')[0]?.[0]).toContain('open=true&limit=50');
      const items = within(section)
        .getAllByRole('listitem')
        .filter((item) => item.querySelector('h3'));
      expect(items.map((item) => within(item).getByRole('heading').textContent)).toEqual([
        'Full tour 2',
        'Full tour 1',
      ]);
      const [offered, waiting] = items as [HTMLElement, HTMLElement];
      expect(offered).toHaveTextContent('Seats held for you until 14:30 JST');
      expect(within(offered).getByRole('link', { name: 'Book now' })).toHaveAttribute(
        'href',
        `/waitlist/${entryOf(2)._id}`,
      );
      expect(within(offered).getByRole('button', { name: /^Decline/ })).toBeInTheDocument();
      expect(waiting).toHaveTextContent('Saturday 20 March 2027, 09:00 JST');
      expect(waiting).toHaveTextContent('2 adults, 1 child');
      expect(waiting).toHaveTextContent('Number 2 in line');
      expect(within(waiting).queryByRole('link', { name: 'Book now' })).toBeNull();

      fireEvent.click(within(waiting).getByRole('button', { name: /^Leave/ }));
      await waitFor(() =>
        expect(toast.success).toHaveBeenCalledWith('You left the waitlist', expect.anything()),
      );
      await waitFor(() => expect(screen.queryByRole('heading', { name: 'Full tour 1' })).toBeNull());
      expect(calls('DELETE', `/api/waitlist/${entryOf(1)._id}`)).toHaveLength(1);
    });

    it('shows no waitlist section while the traveller waits for nothing', async () => {
      bookings = [bookingOf(1)];
      renderPage();
      await card('Tour number 1');
      await waitFor(() => expect(calls('GET', '/api/waitlist/mine')).toHaveLength(1));
      expect(screen.queryByRole('region', { name: 'Waitlist' })).toBeNull();
    });
  });

  describe('rebooking after the operator cancelled', () => {
    let special: Record<string, Partial<AvailabilityDate>>;
    const cancelledByOperator = () =>
      bookingOf(1, {
        status: 'cancelled',
        cancelledBy: 'operator',
        cancellationReason: 'Weather: a typhoon is forecast',
        cancelledAt: '2027-03-09T03:00:00.000Z',
        date: '2027-03-14',
        startsAt: '2027-03-14T00:00:00.000Z',
      });

    beforeEach(() => {
      special = {
        '2027-03-10': { bookable: false, reason: 'cutoff' },
        '2027-03-11': { bookable: false, reason: 'cutoff' },
        // Too few seats for the party of three, then full.
        '2027-03-12': { seatsLeft: 2 },
        '2027-03-13': { seatsLeft: 0, bookable: false, reason: 'full' },
        // The cancelled date itself is not offered again.
        '2027-03-14': { seatsLeft: 0, bookable: false, reason: 'closed' },
      };
      handlers[`GET /api/posts/${tourId}/availability`] = fakeAvailability(tourId, () => special);
    });

    it('says why and offers the next three dates with room for the party; one click rebooks', async () => {
      bookings = [cancelledByOperator()];
      handlers[`POST /api/bookings/${bookings[0]?._id}/rebook`] = (init) =>
        json(201, {
          success: true,
          data: bookingOf(7, { date: JSON.parse(String(init?.body)).date, reference: 'TB-REBOOK' }),
        });
      renderPage('/bookings?list=cancelled');
      const article = await card('Tour number 1');
      expect(article).toHaveTextContent('Cancelled by the operator: Weather: a typhoon is forecast');
      const dates = await within(article).findByRole('list', { name: 'Dates to rebook' });
      expect(
        within(dates)
          .getAllByRole('button')
          .map((button) => button.textContent),
      ).toEqual(['Mon 15 Mar', 'Tue 16 Mar', 'Wed 17 Mar']);
      const [input] = calls('GET', `/api/posts/${tourId}/availability`)[0] ?? [];
      const asked = new URL(String(input), 'http://localhost').searchParams;
      expect([asked.get('from'), asked.get('to')]).toEqual(['2027-03-10', '2027-05-08']);

      fireEvent.click(within(dates).getByRole('button', { name: 'Tue 16 Mar' }));
      await waitFor(() =>
        expect(toast.success).toHaveBeenCalledWith('Booked again', {
          description: 'TB-REBOOK: Tour number 7 on Tuesday 16 March 2027.',
        }),
      );
      const [, init] = calls('POST', `/api/bookings/${bookingOf(1)._id}/rebook`)[0] ?? [];
      expect(JSON.parse(String(init?.body))).toEqual({ date: '2027-03-16' });
      // Back on the upcoming list, where the new booking is.
      await waitFor(() =>
        expect(screen.getByRole('link', { name: /^Upcoming/ })).toHaveAttribute('aria-current', 'page'),
      );
    });

    it("goes to Stripe's page when the new booking is paid by card", async () => {
      const open = vi.spyOn(providerPage, 'open').mockImplementation(() => {});
      bookings = [cancelledByOperator()];
      handlers[`POST /api/bookings/${bookings[0]?._id}/rebook`] = () =>
        json(201, {
          success: true,
          data: bookingOf(7, {
            payment: heldPayment({ checkoutUrl: 'https://checkout.stripe.com/c/pay/cs_1' }),
          }),
        });
      renderPage('/bookings?list=cancelled');
      fireEvent.click(await screen.findByRole('button', { name: 'Mon 15 Mar' }));
      await waitFor(() => expect(open).toHaveBeenCalledWith('https://checkout.stripe.com/c/pay/cs_1'));
    });

    it('shows the refusal when the seats went meanwhile', async () => {
      bookings = [cancelledByOperator()];
      handlers[`POST /api/bookings/${bookings[0]?._id}/rebook`] = () =>
        json(409, { success: false, code: 'CONFLICT', message: 'Only 2 seats are left on Mon 15 Mar 2027.' });
      renderPage('/bookings?list=cancelled');
      fireEvent.click(await screen.findByRole('button', { name: 'Mon 15 Mar' }));
      await waitFor(() =>
        expect(toast.error).toHaveBeenCalledWith('Not booked', {
          description: 'Only 2 seats are left on Mon 15 Mar 2027.',
        }),
      );
      // The dates stay, to try another.
      expect(screen.getByRole('button', { name: 'Tue 16 Mar' })).toBeInTheDocument();
    });

    it('leads to the tour page when no date in two months has room', async () => {
      special = Object.fromEntries(
        Array.from({ length: 70 }, (_, i) => [
          new Date(Date.UTC(2027, 2, 10 + i)).toISOString().slice(0, 10),
          { seatsLeft: 2 },
        ]),
      );
      bookings = [cancelledByOperator()];
      renderPage('/bookings?list=cancelled');
      const article = await card('Tour number 1');
      expect(
        await within(article).findByText(/No date has room for your party in the next two months/),
      ).toBeInTheDocument();
      expect(within(article).getByRole('link', { name: 'See the tour' })).toHaveAttribute(
        'href',
        `/tours/${tourId}`,
      );
    });

    it('says which date a booking was rebooked for, and offers no more dates', async () => {
      bookings = [{ ...cancelledByOperator(), rebookedAs: { _id: bookingOf(7)._id, date: '2027-03-16' } }];
      renderPage('/bookings?list=cancelled');
      const article = await card('Tour number 1');
      expect(article).toHaveTextContent('Rebooked for Tuesday 16 March 2027.');
      expect(within(article).getByRole('link', { name: 'See it in Upcoming' })).toHaveAttribute(
        'href',
        '/bookings',
      );
      expect(within(article).queryByRole('list', { name: 'Dates to rebook' })).toBeNull();
      expect(calls('GET', `/api/posts/${tourId}/availability`)).toHaveLength(0);
    });

    it('offers no rebooking for a booking the traveller cancelled', async () => {
      bookings = [
        bookingOf(1, { status: 'cancelled', cancelledBy: 'traveller', cancellationReason: 'Plans changed' }),
      ];
      renderPage('/bookings?list=cancelled');
      const article = await card('Tour number 1');
      expect(article).toHaveTextContent('Plans changed');
      expect(within(article).queryByText(/Cancelled by the operator/)).toBeNull();
      expect(within(article).queryByRole('list', { name: 'Dates to rebook' })).toBeNull();
      expect(calls('GET', `/api/posts/${tourId}/availability`)).toHaveLength(0);
    });
  });
});
