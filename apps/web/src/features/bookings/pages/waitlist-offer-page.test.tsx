import type { WaitlistEntry } from '@tabi/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configAnswer, fakeApi, json, onlinePayments } from '../../../test/fake-api.ts';
import { bookingOf, heldPayment, tourId, tourOf } from '../../../test/fixtures.ts';
import { renderRoutes } from '../../../test/render-routes.tsx';
import { emma, profileAnswer, storeSession } from '../../../test/session.ts';
import { providerPage } from '../../../ui/payment-format.ts';
import { toast } from '../../../ui/toast.ts';
import { WaitlistOfferPage } from './waitlist-offer-page.tsx';

vi.mock('../../../ui/toast.ts', () => import('../../../test/toast-mock.ts'));

/** Now: Wednesday 10 March 2027, 12:00 in Japan; the offer holds the seats until 14:00 JST. */
const now = new Date('2027-03-10T03:00:00.000Z');
const id = 'w0000000-0000-4000-8000-000000000001';
const path = `/api/waitlist/${id}`;

let entry: WaitlistEntry;

function entryOf(patch: Partial<WaitlistEntry> = {}): WaitlistEntry {
  return {
    _id: id,
    tour: { _id: tourId, title: 'Fushimi Inari at dawn', city: 'Kyoto' },
    departureId: 'd0000000-0000-4000-8000-000000000001',
    date: '2027-03-20',
    startsAt: '2027-03-20T00:00:00.000Z',
    participants: { adults: 2, children: 1 },
    status: 'offered',
    position: null,
    offerExpiresAt: '2027-03-10T05:00:00.000Z',
    bookingId: null,
    traveller: { _id: emma.id, name: emma.name, email: emma.email },
    createdAt: '2027-03-09T03:00:00.000Z',
    ...patch,
  };
}

const { handlers, calls, bodyOf } = fakeApi({
  '/api/auth/me': () => profileAnswer(emma),
  '/api/config': () => configAnswer(),
  [path]: () => json(200, { success: true, data: entry }),
  [`/api/posts/${tourId}`]: () => json(200, { success: true, data: tourOf() }),
});

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(now);
  entry = entryOf();
});

afterEach(() => {
  vi.useRealTimers();
});

function renderPage() {
  storeSession(emma);
  return renderRoutes(
    [
      { path: '/waitlist/:id', Component: WaitlistOfferPage },
      { path: '/bookings', Component: () => <h1>My bookings</h1> },
    ],
    `/waitlist/${id}`,
  );
}

const acceptPath = `${path}/accept`;

describe('WaitlistOfferPage', () => {
  it('shows the offer with its deadline and books the seats with the contact details', async () => {
    handlers[`POST ${acceptPath}`] = () => {
      entry = entryOf({ status: 'booked', bookingId: bookingOf()._id });
      return json(201, { success: true, data: bookingOf({ reference: 'TB-WAIT01' }) });
    };
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Your seats are held' })).toBeInTheDocument();
    expect(screen.getByText('Saturday 20 March 2027, 09:00 JST')).toBeInTheDocument();
    expect(screen.getByText('2 adults, 1 child')).toBeInTheDocument();
    expect(screen.getByText('Seats held for you until 14:00 JST')).toBeInTheDocument();
    expect(screen.getByText('2 h 0 min left')).toBeInTheDocument();
    // The tour's price for the party: 2 x $80 + 1 x $40.
    expect(await screen.findByText(/\$200 in total/)).toBeInTheDocument();
    expect(screen.getByLabelText('Full name')).toHaveValue(emma.name);
    expect(screen.getByLabelText('E-mail')).toHaveValue(emma.email);

    fireEvent.change(screen.getByLabelText('Phone'), { target: { value: '+81 90 1234 5678' } });
    fireEvent.click(screen.getByRole('button', { name: 'Book these seats' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'My bookings' })).toBeInTheDocument();
    expect(bodyOf('POST', acceptPath)).toEqual({
      contact: { name: emma.name, email: emma.email, phone: '+81 90 1234 5678' },
    });
    expect(toast.success).toHaveBeenCalledWith('Booked: TB-WAIT01', expect.anything());
  });

  it("goes to Stripe's page when the booking is paid by card", async () => {
    handlers['GET /api/config'] = () => configAnswer({ payments: onlinePayments });
    const open = vi.spyOn(providerPage, 'open').mockImplementation(() => {});
    handlers[`POST ${acceptPath}`] = () =>
      json(201, {
        success: true,
        data: bookingOf({ payment: heldPayment({ checkoutUrl: 'https://checkout.stripe.com/c/pay/cs_2' }) }),
      });
    renderPage();
    fireEvent.change(await screen.findByLabelText('Phone'), { target: { value: '+81 90 1234 5678' } });
    fireEvent.click(screen.getByRole('button', { name: 'Book these seats' }));
    await waitFor(() => expect(open).toHaveBeenCalledWith('https://checkout.stripe.com/c/pay/cs_2'));
  });

  it("shows the server's message when the offer has ended (409)", async () => {
    handlers[`POST ${acceptPath}`] = () =>
      json(409, {
        success: false,
        code: 'CONFLICT',
        message: 'This offer has ended: the seats went to the next party.',
      });
    renderPage();
    fireEvent.change(await screen.findByLabelText('Phone'), { target: { value: '+81 90 1234 5678' } });
    fireEvent.click(screen.getByRole('button', { name: 'Book these seats' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This offer has ended: the seats went to the next party.',
    );
    expect(screen.queryByRole('heading', { name: 'My bookings' })).toBeNull();
  });

  it('asks for a phone number before sending anything', async () => {
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Book these seats' }));
    await waitFor(() => expect(screen.getByLabelText('Phone')).toHaveAttribute('aria-invalid', 'true'));
    expect(calls('POST', acceptPath)).toHaveLength(0);
  });

  it('declines the offer: the seats go to the next party', async () => {
    handlers[`DELETE ${path}`] = () => {
      entry = entryOf({ status: 'left', offerExpiresAt: null });
      return json(200, { success: true, data: entry });
    };
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Decline' }));
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith('Offer declined', {
        description: 'The seats go to the next party in line.',
      }),
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'You left this waitlist' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See other dates' })).toHaveAttribute('href', `/tours/${tourId}`);
    expect(calls('POST', acceptPath)).toHaveLength(0);
  });

  it('shows the place in line while waiting, with the way to leave', async () => {
    entry = entryOf({ status: 'waiting', position: 4, offerExpiresAt: null });
    renderPage();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'You’re on the waitlist' }),
    ).toBeInTheDocument();
    expect(screen.getByText('You’re number 4 in line')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Leave the waitlist' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Book these seats' })).toBeNull();
  });

  it('leads to My bookings once booked', async () => {
    entry = entryOf({ status: 'booked', bookingId: bookingOf()._id });
    renderPage();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'These seats are booked' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'My bookings' })).toHaveAttribute('href', '/bookings');
    expect(screen.queryByRole('button', { name: 'Book these seats' })).toBeNull();
  });

  it('explains an expired offer and leads to the tour', async () => {
    entry = entryOf({ status: 'expired', offerExpiresAt: null });
    renderPage();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This offer has ended' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See other dates' })).toHaveAttribute('href', `/tours/${tourId}`);
  });

  it('says when the place is not the traveller’s', async () => {
    handlers[`GET ${path}`] = () => json(404, { success: false, code: 'NOT_FOUND', message: 'Not found' });
    renderPage();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Waitlist place not found' }),
    ).toBeInTheDocument();
  });
});
