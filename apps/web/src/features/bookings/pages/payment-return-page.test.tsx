import type { Booking } from '@tabi/contracts';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, json } from '../../../test/fake-api.ts';
import { bookingOf, heldPayment, paymentOf, tourId } from '../../../test/fixtures.ts';
import { renderRoutes } from '../../../test/render-routes.tsx';
import { emma, profileAnswer, storeSession } from '../../../test/session.ts';
import { paymentPollMs } from '../api/get-booking.ts';
import { paymentWaitMs } from '../lib/payment-progress.ts';
import { PaymentReturnPage } from './payment-return-page.tsx';

const id = 'b0000000-0000-4000-8000-000000000001';
const path = `/api/bookings/${id}`;

/** What the server answers, in turn: the last one stays. */
let answers: Booking[];
const { handlers, calls } = fakeApi({
  '/api/auth/me': () => profileAnswer(emma),
  [path]: () => json(200, { success: true, data: answers.length > 1 ? answers.shift() : answers[0] }),
});

const held = bookingOf({ status: 'pending', paymentStatus: 'pending', payment: heldPayment() });
const paid = bookingOf({ paymentStatus: 'paid', payment: paymentOf() });

afterEach(() => {
  vi.useRealTimers();
});

function renderPage(search = '?session_id=cs_test_held') {
  storeSession(emma);
  return renderRoutes(
    [
      { path: '/bookings/:id/payment', Component: PaymentReturnPage },
      { path: '/bookings', Component: () => <h1>My bookings</h1> },
    ],
    `/bookings/${id}/payment${search}`,
  );
}

const heading = () => screen.getByRole('heading', { level: 1 });
/** Lets the page's next poll happen (fake timers, which still run on their own for the fetches). */
const nextPoll = () => act(() => vi.advanceTimersByTimeAsync(paymentPollMs));

describe('PaymentReturnPage', () => {
  it("says 'Payment received' only once the server answers paid, with the amount, card and receipt", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    answers = [held, held, paid];
    renderPage();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Confirming your payment…' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Confirming your payment…');
    expect(screen.queryByText(/Payment received/)).toBeNull();

    await nextPoll();
    await waitFor(() => expect(calls('GET', path)).toHaveLength(2));
    expect(heading()).toHaveTextContent('Confirming your payment…');

    await nextPoll();
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment received' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Payment received');
    const fact = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling;
    expect(fact('Amount paid')).toHaveTextContent('$205');
    expect(fact('Card')).toHaveTextContent('Visa •••• 4242');
    expect(fact('Booking reference')).toHaveTextContent('TB-7K3Q9X');
    expect(screen.getByRole('link', { name: /^View receipt/ })).toHaveAttribute(
      'href',
      'https://pay.stripe.com/receipts/acct_1/ch_1/rcpt_1',
    );
    expect(screen.getByRole('link', { name: 'My bookings' })).toHaveAttribute('href', '/bookings');
    await waitFor(() => expect(document.title).toBe('Payment received · Tabi Tours'));

    // Settled: no more asking.
    const asked = calls('GET', path).length;
    await nextPoll();
    await nextPoll();
    expect(calls('GET', path)).toHaveLength(asked);
  });

  it('stops after two minutes with a polite message, and checks again on request', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    answers = [held];
    renderPage();
    await screen.findByRole('heading', { level: 1, name: 'Confirming your payment…' });
    await act(() => vi.advanceTimersByTimeAsync(paymentWaitMs));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Still waiting for confirmation' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(/we e-mail you at emma@example.com as soon as it is confirmed/),
    ).toBeInTheDocument();
    const asked = calls('GET', path).length;
    expect(asked).toBeGreaterThan(50);
    await nextPoll();
    await nextPoll();
    expect(calls('GET', path)).toHaveLength(asked);

    answers = [paid];
    fireEvent.click(screen.getByRole('button', { name: 'Check again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment received' })).toBeInTheDocument();
  });

  it("after giving up on Stripe's page says the payment is not completed, until when the seats are held, and offers Pay now", async () => {
    answers = [held];
    renderPage('?cancelled=1');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Payment not completed' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(/Your seats are held until 12:30 JST; pay before then to keep them\./),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Pay now' })).toHaveAttribute(
      'href',
      'https://checkout.stripe.com/c/pay/cs_test_held',
    );
    expect(screen.queryByText(/Payment received/)).toBeNull();
  });

  it('offers no Pay now once the checkout page is gone', async () => {
    answers = [
      bookingOf({ status: 'pending', paymentStatus: 'pending', payment: heldPayment({ checkoutUrl: null }) }),
    ];
    renderPage('?cancelled=1');
    await screen.findByRole('heading', { level: 1, name: 'Payment not completed' });
    expect(screen.queryByRole('link', { name: 'Pay now' })).toBeNull();
  });

  it('says the seats were released when the hold ended unpaid, with a way back to the tour', async () => {
    answers = [
      bookingOf({
        status: 'cancelled',
        paymentStatus: 'failed',
        cancellationReason: 'payment not completed',
        payment: heldPayment({ holdExpiresAt: null, checkoutUrl: null }),
      }),
    ];
    renderPage();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your seats were released' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/Nothing was charged/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Book Fushimi Inari at dawn again' })).toHaveAttribute(
      'href',
      `/tours/${tourId}`,
    );
    expect(screen.queryByRole('link', { name: 'Pay now' })).toBeNull();
  });

  it("says when the booking is not the user's or does not exist", async () => {
    handlers[`GET ${path}`] = () =>
      json(404, { success: false, code: 'NOT_FOUND', message: 'Booking not found' });
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Booking not found' })).toBeInTheDocument();
  });
});
