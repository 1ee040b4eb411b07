import type { Booking, BookingChange } from '@tabi/contracts';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { layOutAsCut, stubResizeObserver } from '../../../../test/dom.ts';
import { configAnswer, fakeApi, json, onlinePayments, pageOf } from '../../../../test/fake-api.ts';
import { fakeAvailability } from '../../../../test/fake-availability.ts';
import {
  changeOf,
  paymentOf,
  refundOf,
  bookingOf as sampleBooking,
  tourId,
  tourOf,
} from '../../../../test/fixtures.ts';
import { openMenu } from '../../../../test/menus.ts';
import { renderRoutes } from '../../../../test/render-routes.tsx';
import { admin, profileAnswer, storeSession } from '../../../../test/session.ts';
import { toast } from '../../../../ui/toast.ts';
import { AdminBookingsPage } from './admin-bookings-page.tsx';

vi.mock('../../../../ui/toast.ts', () => import('../../../../test/toast-mock.ts'));

const bookingId = (n: number) => `b0000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

/** Booking `n`, pending, by traveller `n`. */
function bookingOf(n: number, patch: Partial<Booking> = {}): Booking {
  return sampleBooking({
    _id: bookingId(n),
    reference: `TB-000${n}`,
    contact: { name: `Traveller ${n}`, email: `traveller${n}@example.com`, phone: '+81 90 1234 5678' },
    pricing: { adultPrice: 80, childPrice: 40, total: 200, currency: 'USD' },
    status: 'pending',
    user: {
      _id: 'u0000000-0000-4000-8000-000000000001',
      name: `Traveller ${n}`,
      email: `traveller${n}@example.com`,
    },
    createdAt: '2027-02-01T00:00:00.000Z',
    updatedAt: '2027-02-01T00:00:00.000Z',
    ...patch,
  });
}

let bookings: Booking[];
let changes: BookingChange[];
const { handlers, calls, bodyOf, lastQuery } = fakeApi({
  '/api/auth/me': () => profileAnswer(admin),
  '/api/admin/bookings': () => Response.json(pageOf(bookings)),
  '/api/admin/booking-changes': () => Response.json(pageOf(changes)),
});

/** Now: Wednesday 10 March 2027, 12:00 in Japan, two days before the sample departures. */
const now = new Date('2027-03-10T03:00:00.000Z');

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(now);
  bookings = [];
  changes = [];
  stubResizeObserver();
});

afterEach(() => {
  vi.useRealTimers();
});

function renderPage(path = '/admin/bookings') {
  storeSession(admin, 'tok-admin');
  return renderRoutes([{ path: '/admin/bookings', Component: AdminBookingsPage }], path);
}

const lastListQuery = () => lastQuery('/api/admin/bookings');
const rowOf = (reference: string) => screen.getByText(reference).closest('tr') as HTMLElement;

const openActions = (reference: string) => openMenu(`Actions for booking ${reference}`);
const menuItems = (menu: HTMLElement) =>
  within(menu)
    .getAllByRole('menuitem')
    .map((item) => item.textContent);

describe('AdminBookingsPage', () => {
  it('shows each booking with its traveller, tour, departure in the operator zone, guests, total and state', async () => {
    bookings = [
      bookingOf(1, {
        status: 'cancelled',
        paymentStatus: 'paid',
        refund: refundOf({ withinPolicy: false }),
        cancellationReason: 'Flight cancelled',
      }),
    ];
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Manage bookings' })).toBeInTheDocument();
    const row = within(await screen.findByRole('table'))
      .getByText('TB-0001')
      .closest('tr') as HTMLElement;
    expect(within(row).getByText('Traveller 1')).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'traveller1@example.com' })).toBeInTheDocument();
    expect(within(row).getByText('Fushimi Inari at dawn')).toBeInTheDocument();
    expect(within(row).getByText('Fri 12 Mar 2027')).toBeInTheDocument();
    expect(within(row).getByText('09:00 JST')).toBeInTheDocument();
    expect(within(row).getByText('2 adults, 1 child')).toBeInTheDocument();
    expect(within(row).getByText('$200')).toBeInTheDocument();
    expect(within(row).getByText('Cancelled')).toBeInTheDocument();
    expect(within(row).getByText('Paid')).toBeInTheDocument();
    expect(within(row).getByText('Refund requested (late)')).toBeInTheDocument();
    expect(within(row).getByText('Reason: Flight cancelled')).toBeInTheDocument();
    expect(screen.getByText('1 booking')).toBeInTheDocument();
  });

  it('builds the list query from the filters and keeps them in the address', async () => {
    bookings = [bookingOf(1)];
    const router = renderPage();
    await screen.findByText('TB-0001');
    expect(lastListQuery()).toEqual({ page: '1', limit: '50' });

    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'pending' } });
    await waitFor(() => expect(lastListQuery()).toEqual({ status: 'pending', page: '1', limit: '50' }));
    expect(router.state.location.search).toBe('?status=pending');

    fireEvent.change(screen.getByLabelText('Reference or e-mail'), {
      target: { value: ' emma@example.com ' },
    });
    fireEvent.change(screen.getByLabelText('Departs from'), { target: { value: '2027-03-01' } });
    fireEvent.change(screen.getByLabelText('Departs until'), { target: { value: '2027-03-31' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(lastListQuery()).toEqual({
        status: 'pending',
        q: 'emma@example.com',
        from: '2027-03-01',
        to: '2027-03-31',
        page: '1',
        limit: '50',
      }),
    );
    expect(new URLSearchParams(router.state.location.search).get('q')).toBe('emma@example.com');

    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(screen.getByLabelText('Reference or e-mail')).toHaveValue('');
    expect(screen.getByLabelText('Status')).toHaveValue('');
  });

  it('refuses a date range that ends before it starts, without asking the server', async () => {
    bookings = [bookingOf(1)];
    renderPage();
    await screen.findByText('TB-0001');
    const before = calls('GET', '/api/admin/bookings').length;
    fireEvent.change(screen.getByLabelText('Departs from'), { target: { value: '2027-04-01' } });
    fireEvent.change(screen.getByLabelText(/Departs until/), { target: { value: '2027-03-01' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('The end date is before the start date')).toBeInTheDocument();
    expect(calls('GET', '/api/admin/bookings')).toHaveLength(before);
  });

  it('reads the filters and page from the address', async () => {
    bookings = [bookingOf(1)];
    renderPage('/admin/bookings?status=confirmed&from=2027-03-01&q=TB-00&page=2&status2=x');
    await screen.findByText('TB-0001');
    expect(lastListQuery()).toEqual({
      status: 'confirmed',
      from: '2027-03-01',
      q: 'TB-00',
      page: '2',
      limit: '50',
    });
    expect(screen.getByLabelText('Status')).toHaveValue('confirmed');
  });

  it('says "more than" when the server stopped counting the matches at its cap', async () => {
    handlers['GET /api/admin/bookings'] = () =>
      Response.json({ ...pageOf([bookingOf(1)], { pages: 200, total: 10_000 }), totalIsLowerBound: true });
    renderPage('/admin/bookings?from=2027-03-01');
    expect(await screen.findByText('More than 10,000 bookings match these filters')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Page 200' })).toBeInTheDocument();
  });

  it('offers only the status moves the booking allows', async () => {
    bookings = [
      bookingOf(1, { status: 'pending' }),
      bookingOf(2, { status: 'confirmed', paymentStatus: 'paid' }),
      bookingOf(3, { status: 'completed', paymentStatus: 'paid' }),
      bookingOf(4, {
        status: 'cancelled',
        paymentStatus: 'refunded',
        refund: refundOf({ status: 'approved' }),
      }),
    ];
    renderPage();

    let menu = await openActions('TB-0001');
    expect(menuItems(menu)).toEqual(['Confirm booking', 'Mark paid', 'Change date', 'Cancel booking']);
    // Cancelling comes last, apart and in the danger colour.
    expect(within(menu).getByRole('menuitem', { name: 'Cancel booking' })).toHaveClass('text-danger-700');
    expect(within(menu).getByRole('separator')).toBeInTheDocument();
    fireEvent.keyDown(menu, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());

    menu = await openActions('TB-0002');
    expect(menuItems(menu)).toEqual(['Mark completed', 'Mark unpaid', 'Change date', 'Cancel booking']);
    fireEvent.keyDown(menu, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());

    menu = await openActions('TB-0003');
    expect(menuItems(menu)).toEqual(['Mark unpaid']);
    fireEvent.keyDown(menu, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());

    // Cancelled and refunded: nothing left to do.
    expect(screen.getByRole('button', { name: 'Actions for booking TB-0004' })).toBeDisabled();
  });

  it('confirms a pending booking and marks it paid, showing the answered state', async () => {
    bookings = [bookingOf(1)];
    handlers[`PUT /api/admin/bookings/${bookingId(1)}`] = (init) => {
      const change = JSON.parse(String(init?.body));
      bookings = [{ ...bookings[0]!, ...change }];
      return json(200, { success: true, data: bookings[0] });
    };
    renderPage();
    fireEvent.click(within(await openActions('TB-0001')).getByRole('menuitem', { name: 'Confirm booking' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('TB-0001 confirmed'));
    expect(bodyOf('PUT', `/api/admin/bookings/${bookingId(1)}`)).toEqual({ status: 'confirmed' });
    expect(await within(rowOf('TB-0001')).findByText('Confirmed')).toBeInTheDocument();

    fireEvent.click(within(await openActions('TB-0001')).getByRole('menuitem', { name: 'Mark paid' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('TB-0001 marked paid'));
    expect(bodyOf('PUT', `/api/admin/bookings/${bookingId(1)}`)).toEqual({ paymentStatus: 'paid' });
    expect(await within(rowOf('TB-0001')).findByText('Paid')).toBeInTheDocument();
  });

  it("shows the server's message when a move is refused (409) and reloads the list", async () => {
    bookings = [bookingOf(1, { status: 'confirmed' })];
    handlers[`PUT /api/admin/bookings/${bookingId(1)}`] = () => {
      bookings = [bookingOf(1, { status: 'completed' })];
      return json(409, {
        success: false,
        code: 'CONFLICT',
        message: 'A completed booking cannot change any more.',
        details: { status: 'completed', allowed: [] },
      });
    };
    renderPage();
    fireEvent.click(within(await openActions('TB-0001')).getByRole('menuitem', { name: 'Mark completed' }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Booking not updated', {
        description: 'A completed booking cannot change any more.',
      }),
    );
    expect(await within(rowOf('TB-0001')).findByText('Completed')).toBeInTheDocument();
  });

  it('cancelling asks for the reason the traveller reads', async () => {
    bookings = [bookingOf(1, { status: 'confirmed', paymentStatus: 'paid' })];
    handlers[`PUT /api/bookings/${bookingId(1)}/cancel`] = (init) => {
      const { reason } = JSON.parse(String(init?.body));
      bookings = [
        bookingOf(1, {
          status: 'cancelled',
          paymentStatus: 'paid',
          cancellationReason: reason,
          refund: refundOf(),
        }),
      ];
      return json(200, { success: true, data: bookings[0] });
    };
    renderPage();
    fireEvent.click(within(await openActions('TB-0001')).getByRole('menuitem', { name: 'Cancel booking' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this booking?' });
    expect(within(dialog).getByText(/a refund request opens for you to decide/)).toBeInTheDocument();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel booking' }));
    expect(await within(dialog).findByText('Write at least 5 characters')).toBeInTheDocument();
    expect(calls('PUT', `/api/bookings/${bookingId(1)}/cancel`)).toHaveLength(0);

    fireEvent.change(within(dialog).getByLabelText('Reason for the traveller'), {
      target: { value: 'The guide is ill and no replacement is free.' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel booking' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(bodyOf('PUT', `/api/bookings/${bookingId(1)}/cancel`)).toEqual({
      reason: 'The guide is ill and no replacement is free.',
    });
    expect(toast.success).toHaveBeenCalledWith('TB-0001 cancelled', {
      description: 'The traveller has been told. A refund request is open for you to decide.',
    });
    expect(await within(rowOf('TB-0001')).findByText('Refund requested')).toBeInTheDocument();
  });

  it('denying a refund requires a note; approving takes an optional one', async () => {
    const requested = refundOf();
    bookings = [
      bookingOf(1, { status: 'cancelled', paymentStatus: 'paid', refund: requested }),
      bookingOf(2, { status: 'cancelled', paymentStatus: 'paid', refund: requested }),
    ];
    handlers[`PUT /api/bookings/${bookingId(1)}/refund/deny`] = (init) => {
      const { note } = JSON.parse(String(init?.body));
      bookings[0] = { ...bookings[0]!, refund: refundOf({ status: 'denied', note }) };
      return json(200, { success: true, data: bookings[0] });
    };
    handlers[`PUT /api/bookings/${bookingId(2)}/refund/approve`] = () => {
      bookings[1] = {
        ...bookings[1]!,
        paymentStatus: 'refunded',
        refund: refundOf({ status: 'approved' }),
      };
      return json(200, { success: true, data: bookings[1] });
    };
    renderPage();

    fireEvent.click(within(await openActions('TB-0001')).getByRole('menuitem', { name: 'Deny refund' }));
    let dialog = await screen.findByRole('dialog', { name: 'Deny this refund?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Deny refund' }));
    expect(await within(dialog).findByText('Say why the refund is denied')).toBeInTheDocument();
    expect(calls('PUT', `/api/bookings/${bookingId(1)}/refund/deny`)).toHaveLength(0);

    fireEvent.change(within(dialog).getByLabelText('Why the refund is denied'), {
      target: { value: 'The tour took place as booked.' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Deny refund' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(bodyOf('PUT', `/api/bookings/${bookingId(1)}/refund/deny`)).toEqual({
      note: 'The tour took place as booked.',
    });
    expect(await within(rowOf('TB-0001')).findByText('Refund denied')).toBeInTheDocument();

    fireEvent.click(within(await openActions('TB-0002')).getByRole('menuitem', { name: 'Approve refund' }));
    dialog = await screen.findByRole('dialog', { name: 'Approve this refund?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Approve refund' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(bodyOf('PUT', `/api/bookings/${bookingId(2)}/refund/approve`)).toEqual({});
    expect(toast.success).toHaveBeenCalledWith('Refund approved', {
      description: 'TB-0002: $200 is marked refunded and the traveller is told.',
    });
    expect(await within(rowOf('TB-0002')).findByText('Refunded')).toBeInTheDocument();
  });

  it("keeps the dialog open with the server's message when a refund was decided meanwhile", async () => {
    bookings = [
      bookingOf(1, {
        status: 'cancelled',
        paymentStatus: 'paid',
        refund: refundOf(),
      }),
    ];
    handlers[`PUT /api/bookings/${bookingId(1)}/refund/approve`] = () =>
      json(409, {
        success: false,
        code: 'CONFLICT',
        message: 'This refund was already denied.',
        details: { refundStatus: 'denied' },
      });
    renderPage();
    fireEvent.click(within(await openActions('TB-0001')).getByRole('menuitem', { name: 'Approve refund' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve this refund?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Approve refund' }));
    expect(await within(dialog).findByText('This refund was already denied.')).toBeInTheDocument();
  });

  it('says when no booking matches, with a way to clear the filters', async () => {
    renderPage('/admin/bookings?status=completed');
    expect(
      await screen.findByRole('heading', { name: 'No bookings match these filters' }),
    ).toBeInTheDocument();
  });

  it('filters by payment status and by disputes, in the address and the list query', async () => {
    bookings = [bookingOf(1)];
    const router = renderPage();
    await screen.findByText('TB-0001');
    fireEvent.change(screen.getByLabelText('Payment'), { target: { value: 'pending' } });
    await waitFor(() =>
      expect(lastListQuery()).toEqual({ paymentStatus: 'pending', page: '1', limit: '50' }),
    );
    expect(router.state.location.search).toBe('?paymentStatus=pending');
    expect(screen.getByLabelText('Payment')).toHaveValue('pending');

    fireEvent.change(screen.getByLabelText('Payment'), { target: { value: 'disputed' } });
    await waitFor(() => expect(lastListQuery()).toEqual({ disputed: 'true', page: '1', limit: '50' }));
    expect(router.state.location.search).toBe('?disputed=true');
    expect(screen.getByLabelText('Payment')).toHaveValue('disputed');

    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('filters by refund status from the address (the payments page links failed refunds here), and clears it', async () => {
    bookings = [
      bookingOf(1, { status: 'cancelled', paymentStatus: 'paid', refund: refundOf({ status: 'failed' }) }),
    ];
    const router = renderPage('/admin/bookings?refundStatus=failed');
    await screen.findByText('TB-0001');
    expect(lastListQuery()).toEqual({ refundStatus: 'failed', page: '1', limit: '50' });
    expect(screen.getByLabelText('Refund')).toHaveValue('failed');
    expect(screen.getByLabelText('Refund')).toHaveDisplayValue('Refund failed');

    fireEvent.change(screen.getByLabelText('Refund'), { target: { value: 'requested' } });
    await waitFor(() =>
      expect(lastListQuery()).toEqual({ refundStatus: 'requested', page: '1', limit: '50' }),
    );
    expect(router.state.location.search).toBe('?refundStatus=requested');

    fireEvent.change(screen.getByLabelText('Refund'), { target: { value: '' } });
    await waitFor(() => expect(router.state.location.search).toBe(''));
    await waitFor(() => expect(lastListQuery()).toEqual({ page: '1', limit: '50' }));
  });

  it('filters by a tour picked by its title: the list is asked for its id', async () => {
    const other = tourOf({
      _id: '0b6f3a52-8f7e-4a43-9d8e-3d1c8f5a2b11',
      title: 'Nara deer park',
      city: 'Nara',
    });
    bookings = [bookingOf(1)];
    handlers['GET /api/admin/posts'] = (_init, url) =>
      Response.json(pageOf(url.searchParams.get('search') ? [tourOf()] : [tourOf(), other]));
    const router = renderPage();
    await screen.findByText('TB-0001');

    const picker = screen.getByRole('combobox', { name: 'Tour' });
    fireEvent.change(picker, { target: { value: 'inari' } });
    // Asked once the typing pauses, among every tour (archived too) by title.
    await waitFor(() =>
      expect(lastQuery('/api/admin/posts')).toEqual({ search: 'inari', sort: 'title', limit: '8' }),
    );
    await waitFor(() => expect(screen.queryByRole('option', { name: /Nara deer park/ })).toBeNull());
    const option = screen.getByRole('option', { name: 'Fushimi Inari at dawn Kyoto' });
    expect(picker).toHaveAttribute('aria-expanded', 'true');
    expect(picker).toHaveAttribute('aria-activedescendant', option.id);

    fireEvent.keyDown(picker, { key: 'Enter' });
    await waitFor(() => expect(lastListQuery()).toEqual({ tourId, page: '1', limit: '50' }));
    expect(router.state.location.search).toBe(`?tourId=${tourId}`);
    expect(picker).toHaveValue('Fushimi Inari at dawn');
    expect(screen.queryByRole('listbox')).toBeNull();

    // The others, by the keys: Down opens the whole list (by title), Down again moves, Enter picks.
    fireEvent.keyDown(picker, { key: 'ArrowDown' });
    await screen.findByRole('option', { name: 'Nara deer park Nara' });
    fireEvent.keyDown(picker, { key: 'ArrowDown' });
    fireEvent.keyDown(picker, { key: 'Enter' });
    await waitFor(() => expect(router.state.location.search).toBe(`?tourId=${other._id}`));
    expect(picker).toHaveValue('Nara deer park');

    fireEvent.click(screen.getByRole('button', { name: 'Show bookings of every tour' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(picker).toHaveValue('');
  });

  it('names the tour of a filter from the address', async () => {
    bookings = [bookingOf(1)];
    handlers[`GET /api/posts/${tourId}`] = () => Response.json({ success: true, data: tourOf() });
    renderPage(`/admin/bookings?tourId=${tourId}`);
    await screen.findByText('TB-0001');
    expect(lastListQuery()).toEqual({ tourId, page: '1', limit: '50' });
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Tour' })).toHaveValue('Fushimi Inari at dawn'),
    );
  });

  it('leaves a reference that fits out of the tab order', async () => {
    bookings = [bookingOf(1)];
    renderPage();
    // Nothing measured as cut (the stubbed observer never reports): the reference is plain text.
    expect(await screen.findByText('TB-0001')).not.toHaveAttribute('tabindex');
  });

  it('makes a cut reference focusable and shows it whole in a tooltip on focus', async () => {
    bookings = [bookingOf(1, { reference: 'TB-7K2M9Q-WITH-A-LONG-TAIL' })];
    // A browser lays the row out: the reference is wider than its column.
    layOutAsCut(240, 96);
    renderPage();
    const reference = await screen.findByText('TB-7K2M9Q-WITH-A-LONG-TAIL');
    await waitFor(() => expect(reference).toHaveAttribute('tabindex', '0'));
    act(() => reference.focus());
    expect(await screen.findByRole('tooltip')).toHaveTextContent('TB-7K2M9Q-WITH-A-LONG-TAIL');
  });

  describe('with online payment', () => {
    beforeEach(() => {
      handlers['GET /api/config'] = () => configAnswer({ payments: onlinePayments });
    });

    it('shows what was paid online, with the card, the dispute, and no manual payment controls', async () => {
      bookings = [
        bookingOf(1, {
          status: 'confirmed',
          paymentStatus: 'paid',
          payment: paymentOf({
            amountPaid: 200,
            dispute: {
              reason: 'fraudulent',
              status: 'needs_response',
              amount: 200,
              openedAt: '2027-03-10T03:00:00.000Z',
            },
          }),
        }),
        bookingOf(2, { status: 'confirmed' }),
      ];
      renderPage();
      await screen.findByText('TB-0001');
      const row = rowOf('TB-0001');
      expect(within(row).getByText('Paid $200 online')).toBeInTheDocument();
      expect(within(row).getByText('Visa •••• 4242')).toBeInTheDocument();
      expect(within(row).getByText('Disputed')).toBeInTheDocument();
      expect(within(row).getByText('Dispute (fraudulent): $200, needs response')).toBeInTheDocument();
      expect(within(rowOf('TB-0002')).getByText('In person')).toBeInTheDocument();

      const menu = await openActions('TB-0001');
      // A disputed payment: the date cannot change until the dispute is settled.
      expect(menuItems(menu)).toEqual(['Mark completed', 'Reconcile with Stripe', 'Cancel booking']);
      fireEvent.keyDown(menu, { key: 'Escape' });
      await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
      // Booked before Stripe was on, paid on the spot: marked by hand, nothing to reconcile.
      expect(menuItems(await openActions('TB-0002'))).toEqual([
        'Mark completed',
        'Mark paid',
        'Change date',
        'Cancel booking',
      ]);
    });

    it('marks a running booking whose money went back in Stripe as needing a decision', async () => {
      bookings = [
        bookingOf(1, {
          status: 'confirmed',
          paymentStatus: 'refunded',
          payment: paymentOf({ amountPaid: 200, amountRefunded: 200 }),
        }),
        bookingOf(2, {
          status: 'cancelled',
          paymentStatus: 'refunded',
          payment: paymentOf({ amountPaid: 200, amountRefunded: 200 }),
          refund: refundOf({ status: 'approved', amount: 200 }),
        }),
      ];
      renderPage();
      await screen.findByText('TB-0001');
      expect(within(rowOf('TB-0001')).getByText('Refunded in Stripe: decide')).toBeInTheDocument();
      expect(within(rowOf('TB-0002')).queryByText('Refunded in Stripe: decide')).toBeNull();
    });

    it('reconciles a booking with Stripe and says what changed', async () => {
      bookings = [
        bookingOf(1, {
          paymentStatus: 'pending',
          payment: paymentOf({ amountPaid: 0, paidAt: null, card: null, receiptUrl: null }),
        }),
      ];
      handlers[`POST /api/admin/bookings/${bookingId(1)}/reconcile`] = () => {
        bookings = [
          bookingOf(1, {
            status: 'confirmed',
            paymentStatus: 'paid',
            payment: paymentOf({ amountPaid: 200 }),
          }),
        ];
        return json(200, { success: true, data: bookings[0] });
      };
      renderPage();
      fireEvent.click(
        within(await openActions('TB-0001')).getByRole('menuitem', { name: 'Reconcile with Stripe' }),
      );
      await waitFor(() =>
        expect(toast.success).toHaveBeenCalledWith('TB-0001 reconciled with Stripe', {
          description: 'Payment updated from Awaiting payment to Paid.',
        }),
      );
      expect(calls('POST', `/api/admin/bookings/${bookingId(1)}/reconcile`)).toHaveLength(1);
      expect(await within(rowOf('TB-0001')).findByText('Paid $200 online')).toBeInTheDocument();
    });

    it('says when Stripe cannot be asked', async () => {
      bookings = [bookingOf(1, { paymentStatus: 'paid', payment: paymentOf() })];
      handlers[`POST /api/admin/bookings/${bookingId(1)}/reconcile`] = () =>
        json(503, {
          success: false,
          code: 'SERVICE_UNAVAILABLE',
          message: 'Stripe did not answer. Try again in a minute.',
        });
      renderPage();
      fireEvent.click(
        within(await openActions('TB-0001')).getByRole('menuitem', { name: 'Reconcile with Stripe' }),
      );
      await waitFor(() =>
        expect(toast.error).toHaveBeenCalledWith('Could not reconcile with Stripe', {
          description: 'Stripe did not answer. Try again in a minute.',
        }),
      );
    });

    it('refunds part of a late cancellation: the amount defaults to what is left, is checked, and is sent', async () => {
      bookings = [
        bookingOf(1, {
          status: 'cancelled',
          paymentStatus: 'paid',
          payment: paymentOf({ amountPaid: 200 }),
          refund: refundOf({ withinPolicy: false }),
        }),
      ];
      handlers[`PUT /api/bookings/${bookingId(1)}/refund/approve`] = (init) => {
        const { amount } = JSON.parse(String(init?.body));
        bookings = [
          { ...bookings[0]!, refund: refundOf({ status: 'approved', withinPolicy: false, amount }) },
        ];
        return json(200, { success: true, data: bookings[0] });
      };
      renderPage();
      fireEvent.click(within(await openActions('TB-0001')).getByRole('menuitem', { name: 'Approve refund' }));
      const dialog = await screen.findByRole('dialog', { name: 'Approve this refund?' });
      const amount = within(dialog).getByLabelText('Amount to refund');
      expect(amount).toHaveValue('200');
      const approve = within(dialog).getByRole('button', { name: 'Approve refund' });

      for (const [typed, message] of [
        ['0', 'The amount must be more than 0'],
        ['200.01', 'At most $200'],
        ['12.345', 'Use at most 2 decimals'],
        ['ten', 'Enter an amount, like 120 or 120.50'],
      ] as const) {
        fireEvent.change(amount, { target: { value: typed } });
        fireEvent.click(approve);
        expect(await within(dialog).findByText(message)).toBeInTheDocument();
      }
      expect(calls('PUT', `/api/bookings/${bookingId(1)}/refund/approve`)).toHaveLength(0);

      fireEvent.change(amount, { target: { value: '120.50' } });
      fireEvent.click(approve);
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      expect(bodyOf('PUT', `/api/bookings/${bookingId(1)}/refund/approve`)).toEqual({ amount: 120.5 });
      expect(toast.success).toHaveBeenCalledWith('Refund approved', {
        description: 'TB-0001: $120.50 goes back to the traveller’s card; they are told when it is done.',
      });
    });

    it("shows the server's refusal of the amount on the field", async () => {
      bookings = [
        bookingOf(1, {
          status: 'cancelled',
          paymentStatus: 'partially_refunded',
          payment: paymentOf({ amountPaid: 200, amountRefunded: 50 }),
          refund: refundOf({ withinPolicy: false }),
        }),
      ];
      handlers[`PUT /api/bookings/${bookingId(1)}/refund/approve`] = () =>
        json(400, {
          success: false,
          code: 'VALIDATION_FAILED',
          message: 'At most 150 USD can be refunded.',
          fieldErrors: { amount: 'At most 150 USD' },
        });
      renderPage();
      fireEvent.click(within(await openActions('TB-0001')).getByRole('menuitem', { name: 'Approve refund' }));
      const dialog = await screen.findByRole('dialog', { name: 'Approve this refund?' });
      expect(within(dialog).getByLabelText('Amount to refund')).toHaveValue('150');
      fireEvent.click(within(dialog).getByRole('button', { name: 'Approve refund' }));
      expect(await within(dialog).findByText('At most 150 USD')).toBeInTheDocument();
      expect(bodyOf('PUT', `/api/bookings/${bookingId(1)}/refund/approve`)).toEqual({ amount: 150 });
    });

    it('asks no amount for a cancellation inside the free window: it is refunded in full', async () => {
      bookings = [
        bookingOf(1, {
          status: 'cancelled',
          paymentStatus: 'paid',
          payment: paymentOf({ amountPaid: 200 }),
          refund: refundOf(),
        }),
      ];
      handlers[`PUT /api/bookings/${bookingId(1)}/refund/approve`] = () =>
        json(200, {
          success: true,
          data: { ...bookings[0]!, refund: refundOf({ status: 'approved', amount: 200 }) },
        });
      renderPage();
      fireEvent.click(within(await openActions('TB-0001')).getByRole('menuitem', { name: 'Approve refund' }));
      const dialog = await screen.findByRole('dialog', { name: 'Approve this refund?' });
      expect(within(dialog).queryByLabelText('Amount to refund')).toBeNull();
      fireEvent.click(within(dialog).getByRole('button', { name: 'Approve refund' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      expect(bodyOf('PUT', `/api/bookings/${bookingId(1)}/refund/approve`)).toEqual({});
    });

    it("shows a failed refund's reason and retries it with the same amount", async () => {
      bookings = [
        bookingOf(1, {
          status: 'cancelled',
          paymentStatus: 'paid',
          payment: paymentOf({ amountPaid: 200 }),
          refund: refundOf({
            status: 'failed',
            withinPolicy: false,
            amount: 80,
            failureReason: 'The card was closed.',
          }),
        }),
      ];
      handlers[`PUT /api/bookings/${bookingId(1)}/refund/approve`] = () => {
        bookings = [
          {
            ...bookings[0]!,
            paymentStatus: 'partially_refunded',
            payment: paymentOf({ amountPaid: 200, amountRefunded: 80 }),
            refund: refundOf({ status: 'approved', withinPolicy: false, amount: 80 }),
          },
        ];
        return json(200, { success: true, data: bookings[0] });
      };
      renderPage();
      await screen.findByText('TB-0001');
      const row = rowOf('TB-0001');
      expect(within(row).getByText('Refund failed')).toBeInTheDocument();
      expect(within(row).getByText('Refund failed: The card was closed.')).toBeInTheDocument();

      const menu = await openActions('TB-0001');
      expect(menuItems(menu)).toEqual(['Retry refund', 'Reconcile with Stripe']);
      fireEvent.click(within(menu).getByRole('menuitem', { name: 'Retry refund' }));
      const dialog = await screen.findByRole('dialog', { name: 'Retry this refund?' });
      expect(dialog).toHaveTextContent('Last attempt failed: The card was closed.');
      expect(within(dialog).getByLabelText('Amount to refund')).toHaveValue('80');
      fireEvent.click(within(dialog).getByRole('button', { name: 'Retry refund' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      expect(bodyOf('PUT', `/api/bookings/${bookingId(1)}/refund/approve`)).toEqual({ amount: 80 });
      expect(await within(rowOf('TB-0001')).findByText('Refunded $80')).toBeInTheDocument();
      expect(menuItems(await openActions('TB-0001'))).toEqual(['Reconcile with Stripe']);
    });

    it('says a refund Stripe has not answered is sent but not confirmed, not failed', async () => {
      bookings = [
        bookingOf(1, {
          status: 'cancelled',
          paymentStatus: 'paid',
          payment: paymentOf({ amountPaid: 200 }),
          refund: refundOf({ status: 'requested' }),
        }),
      ];
      handlers[`PUT /api/bookings/${bookingId(1)}/refund/approve`] = () => {
        bookings = [
          {
            ...bookings[0]!,
            refund: refundOf({
              status: 'approved',
              amount: 200,
              unconfirmedSince: '2027-03-10T03:00:00.000Z',
            }),
          },
        ];
        return json(200, { success: true, data: bookings[0] });
      };
      renderPage();
      fireEvent.click(within(await openActions('TB-0001')).getByRole('menuitem', { name: 'Approve refund' }));
      const dialog = await screen.findByRole('dialog', { name: 'Approve this refund?' });
      fireEvent.click(within(dialog).getByRole('button', { name: 'Approve refund' }));
      await waitFor(() =>
        expect(toast.warning).toHaveBeenCalledWith('Refund sent, not confirmed yet', {
          description: expect.stringContaining("Stripe's answer did not arrive"),
        }),
      );
      expect(
        await within(rowOf('TB-0001')).findByText(
          /Refund sent, not confirmed yet: Stripe.s answer did not arrive/,
        ),
      ).toBeInTheDocument();
      expect(menuItems(await openActions('TB-0001'))).not.toContain('Retry refund');
    });
  });
});

describe('AdminBookingsPage: date changes', () => {
  const late = changeOf({
    reference: 'TB-0001',
    traveller: { _id: 'u1', name: 'Traveller 1', email: 'traveller1@example.com' },
    to: {
      date: '2027-03-26',
      startsAt: '2027-03-26T00:00:00.000Z',
      participants: { adults: 3, children: 1 },
    },
    pricing: { oldTotal: 200, newTotal: 280, difference: 80, currency: 'USD' },
    settlement: 'on_site',
    note: 'My sister joins us',
  });

  it('lists the requested date changes with the traveller, booking, tour, dates, party, difference and note', async () => {
    changes = [late];
    bookings = [bookingOf(1)];
    renderPage();
    const section = await screen.findByRole('region', { name: 'Date changes' });
    expect(lastQuery('/api/admin/booking-changes')).toEqual({ status: 'requested', page: '1', limit: '50' });
    expect(
      within(section).getByText('1 request past the free-change window, waiting for your decision.'),
    ).toBeInTheDocument();
    const row = within(section).getByText('TB-0001').closest('tr') as HTMLElement;
    expect(within(row).getByText('Traveller 1')).toBeInTheDocument();
    expect(within(row).getByText('Fushimi Inari at dawn')).toBeInTheDocument();
    expect(within(row).getByText('Fri 12 Mar 2027')).toBeInTheDocument();
    expect(within(row).getByText('Fri 26 Mar 2027')).toBeInTheDocument();
    expect(within(row).getByText('3 adults, 1 child')).toBeInTheDocument();
    expect(within(row).getByText('was 2 adults, 1 child')).toBeInTheDocument();
    expect(within(row).getByText('+$80 · at the meeting point')).toBeInTheDocument();
    expect(within(row).getByText('My sister joins us')).toBeInTheDocument();
  });

  it('shows no date changes section while none waits', async () => {
    bookings = [bookingOf(1)];
    renderPage();
    await screen.findByText('TB-0001');
    await waitFor(() => expect(calls('GET', '/api/admin/booking-changes')).toHaveLength(1));
    expect(screen.queryByRole('region', { name: 'Date changes' })).toBeNull();
  });

  it('approves with an optional note and denies only with one, then the list reloads', async () => {
    const second = changeOf({ _id: 'c0000000-0000-4000-8000-000000000002', reference: 'TB-0002' });
    changes = [late, second];
    handlers[`PUT /api/admin/booking-changes/${late._id}/approve`] = () => {
      changes = changes.filter((change) => change._id !== late._id);
      return json(200, {
        success: true,
        data: { booking: bookingOf(1, { date: '2027-03-26' }), change: { ...late, status: 'applied' } },
      });
    };
    handlers[`PUT /api/admin/booking-changes/${second._id}/deny`] = (init) => {
      changes = [];
      return json(200, {
        success: true,
        data: { ...second, status: 'denied', decisionNote: JSON.parse(String(init?.body)).note },
      });
    };
    renderPage();

    fireEvent.click(await screen.findByRole('button', { name: 'Approve the date change of TB-0001' }));
    let dialog = await screen.findByRole('dialog', { name: 'Approve this date change?' });
    expect(dialog).toHaveTextContent('From Fri 12 Mar 2027 to Fri 26 Mar 2027, 3 adults, 1 child.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Approve change' }));
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith('Date change approved', {
        description: 'TB-0001 is now on Fri 26 Mar 2027; the traveller is told.',
      }),
    );
    expect(bodyOf('PUT', `/api/admin/booking-changes/${late._id}/approve`)).toEqual({});
    await waitFor(() => expect(screen.queryByRole('button', { name: /TB-0001/ })).toBeNull());

    fireEvent.click(screen.getByRole('button', { name: 'Deny the date change of TB-0002' }));
    dialog = await screen.findByRole('dialog', { name: 'Deny this date change?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Deny change' }));
    expect(await within(dialog).findByText('Say why the change is denied')).toBeInTheDocument();
    expect(calls('PUT', `/api/admin/booking-changes/${second._id}/deny`)).toHaveLength(0);
    fireEvent.change(within(dialog).getByLabelText('Why the change is denied'), {
      target: { value: 'That day is fully booked by a group' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Deny change' }));
    await waitFor(() =>
      expect(bodyOf('PUT', `/api/admin/booking-changes/${second._id}/deny`)).toEqual({
        note: 'That day is fully booked by a group',
      }),
    );
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Date changes' })).toBeNull());
  });

  it("keeps the dialog open with the server's message when the seats went meanwhile (409)", async () => {
    changes = [late];
    handlers[`PUT /api/admin/booking-changes/${late._id}/approve`] = () =>
      json(409, { success: false, code: 'CONFLICT', message: 'Only 2 seats are left on Fri 26 Mar 2027.' });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Approve the date change of TB-0001' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve this date change?' });
    fireEvent.change(within(dialog).getByLabelText('Note for the traveller (optional)'), {
      target: { value: 'Enjoy' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Approve change' }));
    expect(await within(dialog).findByText('Only 2 seats are left on Fri 26 Mar 2027.')).toBeInTheDocument();
    expect(bodyOf('PUT', `/api/admin/booking-changes/${late._id}/approve`)).toEqual({ note: 'Enjoy' });
    expect(toast.success).not.toHaveBeenCalled();
  });

  it('moves a booking to another date from its row with the shared picker', async () => {
    bookings = [bookingOf(1, { status: 'confirmed' })];
    handlers[`GET /api/posts/${tourId}`] = () => json(200, { success: true, data: tourOf() });
    handlers[`GET /api/posts/${tourId}/availability`] = fakeAvailability(tourId, () => ({}));
    handlers[`POST /api/bookings/${bookingId(1)}/reschedule/quote`] = () =>
      json(200, {
        success: true,
        data: {
          bookingId: bookingId(1),
          from: late.from,
          to: { ...late.to, date: '2027-03-19', participants: { adults: 2, children: 1 } },
          pricing: { oldTotal: 200, newTotal: 200, difference: 0, currency: 'USD' },
          needsApproval: false,
          settlement: 'none',
          seatsLeft: 8,
        },
      });
    handlers[`POST /api/bookings/${bookingId(1)}/reschedule`] = () =>
      json(200, {
        success: true,
        data: {
          booking: bookingOf(1, {
            status: 'confirmed',
            date: '2027-03-19',
            startsAt: '2027-03-19T00:00:00.000Z',
          }),
          change: changeOf({ status: 'applied', requestedBy: 'admin', reference: 'TB-0001' }),
        },
      });
    renderPage();
    fireEvent.click(within(await openActions('TB-0001')).getByRole('menuitem', { name: 'Change date' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change the date of TB-0001' });
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Friday 19 March, 8 seats left' }));
    expect(await within(dialog).findByTestId('settlement')).toHaveTextContent('Same price');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Move booking' }));
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith('TB-0001 moved to Fri 19 Mar 2027', {
        description: 'The traveller is told.',
      }),
    );
    expect(bodyOf('POST', `/api/bookings/${bookingId(1)}/reschedule`)).toEqual({
      date: '2027-03-19',
      participants: { adults: 2, children: 1 },
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(within(rowOf('TB-0001')).getByText('Fri 19 Mar 2027')).toBeInTheDocument();
  });
});
