import type { PaymentsDay } from '@tabi/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { configAnswer, fakeApi, json, onlinePayments } from '../../../../test/fake-api.ts';
import { renderRoutes } from '../../../../test/render-routes.tsx';
import { admin, profileAnswer, storeSession } from '../../../../test/session.ts';
import { AdminPaymentsPage } from './admin-payments-page.tsx';

const bookingRef = (
  n: number,
  paymentStatus: PaymentsDay['movements'][number]['booking']['paymentStatus'],
) => ({
  _id: `b0000000-0000-4000-8000-00000000000${n}`,
  reference: `TB-000${n}`,
  tourTitle: n === 1 ? 'Fushimi Inari at dawn' : 'Nishiki market tasting',
  customerName: `Traveller ${n}`,
  paymentStatus,
});

/** Friday 12 March 2027 in Japan: two payments, a partial refund and a dispute. */
function dayOf(date: string, patch: Partial<PaymentsDay> = {}): PaymentsDay {
  return {
    date,
    timezone: 'Asia/Tokyo',
    currency: 'USD',
    takings: { count: 2, amount: 405.5 },
    refunds: { count: 1, amount: 80 },
    disputes: { count: 1, amount: 200 },
    net: 125.5,
    failedRefunds: 1,
    openDisputes: 2,
    movements: [
      {
        kind: 'payment',
        amount: 205.5,
        currency: 'USD',
        at: '2027-03-12T00:15:00.000Z',
        booking: bookingRef(1, 'partially_refunded'),
      },
      {
        kind: 'payment',
        amount: 200,
        currency: 'USD',
        at: '2027-03-12T01:30:00.000Z',
        booking: bookingRef(2, 'paid'),
      },
      {
        kind: 'refund',
        amount: 80,
        currency: 'USD',
        at: '2027-03-12T05:00:00.000Z',
        booking: bookingRef(1, 'partially_refunded'),
      },
      {
        kind: 'dispute',
        amount: 200,
        currency: 'USD',
        at: '2027-03-12T09:45:00.000Z',
        booking: bookingRef(2, 'paid'),
      },
    ],
    ...patch,
  };
}

const { lastQuery, handlers, calls } = fakeApi({
  '/api/config': () => configAnswer({ payments: onlinePayments }),
  '/api/auth/me': () => profileAnswer(admin),
  '/api/admin/payments': (_init, url) =>
    json(200, { success: true, data: dayOf(url.searchParams.get('date') ?? '2027-03-12') }),
});

function renderPage(path = '/admin/payments') {
  storeSession(admin, 'tok-admin');
  return renderRoutes(
    [
      { path: '/admin/payments', Component: AdminPaymentsPage },
      { path: '/admin/bookings', Component: () => <h1>Bookings list</h1> },
    ],
    path,
  );
}

const figure = (label: string) => screen.getByText(label, { selector: 'dt' }).parentElement as HTMLElement;

describe('AdminPaymentsPage', () => {
  it("shows today's takings, refunds, disputes and net in the currency, what needs attention, and every movement", async () => {
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Payments' })).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Friday 12 March 2027' }),
    ).toBeInTheDocument();
    expect(lastQuery('/api/admin/payments')).toEqual({});
    expect(screen.getByLabelText('Day')).toHaveValue('2027-03-12');

    expect(figure('Takings')).toHaveTextContent('$405.502 payments');
    expect(figure('Refunds')).toHaveTextContent('$801 refund');
    expect(figure('Disputes')).toHaveTextContent('$2001 dispute');
    expect(figure('Net')).toHaveTextContent('$125.50');

    const attention = screen.getByRole('list', { name: 'Needs attention' });
    expect(within(attention).getByRole('link', { name: /1 failed refund/ })).toHaveAttribute(
      'href',
      '/admin/bookings?refundStatus=failed',
    );
    expect(within(attention).getByRole('link', { name: /2 open disputes/ })).toHaveAttribute(
      'href',
      '/admin/bookings?disputed=true',
    );

    const rows = within(screen.getByRole('table', { name: 'Movements of the day' }))
      .getAllByRole('row')
      .slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      [
        'Time09:15 JST',
        'KindPayment',
        'BookingTB-0001',
        'TourFushimi Inari at dawn',
        'CustomerTraveller 1',
        'Amount+$205.50',
      ],
      [
        'Time10:30 JST',
        'KindPayment',
        'BookingTB-0002',
        'TourNishiki market tasting',
        'CustomerTraveller 2',
        'Amount+$200',
      ],
      [
        'Time14:00 JST',
        'KindRefund',
        'BookingTB-0001',
        'TourFushimi Inari at dawn',
        'CustomerTraveller 1',
        'Amount−$80',
      ],
      [
        'Time18:45 JST',
        'KindDispute',
        'BookingTB-0002',
        'TourNishiki market tasting',
        'CustomerTraveller 2',
        'Amount−$200',
      ],
    ]);
    expect(within(rows[0]!).getByRole('link', { name: 'TB-0001' })).toHaveAttribute(
      'href',
      '/admin/bookings?q=TB-0001',
    );
  });

  it('asks for the day chosen, in the address, and steps a day back', async () => {
    const router = renderPage('/admin/payments?date=2027-03-01');
    expect(await screen.findByRole('heading', { level: 2, name: 'Monday 1 March 2027' })).toBeInTheDocument();
    expect(lastQuery('/api/admin/payments')).toEqual({ date: '2027-03-01' });

    fireEvent.change(screen.getByLabelText('Day'), { target: { value: '2027-02-14' } });
    await waitFor(() => expect(lastQuery('/api/admin/payments')).toEqual({ date: '2027-02-14' }));
    expect(router.state.location.search).toBe('?date=2027-02-14');

    fireEvent.click(screen.getByRole('link', { name: 'Previous day' }));
    await waitFor(() => expect(lastQuery('/api/admin/payments')).toEqual({ date: '2027-02-13' }));
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Saturday 13 February 2027' }),
    ).toBeInTheDocument();
  });

  it('says when nothing moved on a day, in JPY without decimals', async () => {
    handlers['GET /api/admin/payments'] = () =>
      json(200, {
        success: true,
        data: dayOf('2027-03-14', {
          currency: 'JPY',
          takings: { count: 0, amount: 0 },
          refunds: { count: 0, amount: 0 },
          disputes: { count: 0, amount: 0 },
          net: 0,
          failedRefunds: 0,
          openDisputes: 0,
          movements: [],
        }),
      });
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Nothing moved on this day' })).toBeInTheDocument();
    expect(figure('Takings')).toHaveTextContent('¥00 payments');
    expect(screen.getByText('No failed refunds')).toBeInTheDocument();
    expect(screen.getByText('No open disputes')).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('has an error state with a retry', async () => {
    let fail = true;
    handlers['GET /api/admin/payments'] = () =>
      fail ? new Response(null, { status: 500 }) : json(200, { success: true, data: dayOf('2027-03-12') });
    renderPage();
    expect(
      await screen.findByRole('heading', { name: 'The payments could not be loaded' }),
    ).toBeInTheDocument();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Friday 12 March 2027' }),
    ).toBeInTheDocument();
  });
});

describe('AdminPaymentsPage without online payment', () => {
  it('says online payment is off and how to turn it on, and asks the server for nothing', async () => {
    handlers['GET /api/config'] = () => configAnswer();
    renderPage();
    const heading = await screen.findByRole('heading', { name: 'Online payment is off' });
    expect(heading.parentElement).toHaveTextContent(
      'set STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET',
    );
    expect(screen.getByRole('link', { name: 'Bookings' })).toHaveAttribute('href', '/admin/bookings');
    expect(calls('GET', '/api/admin/payments')).toHaveLength(0);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
