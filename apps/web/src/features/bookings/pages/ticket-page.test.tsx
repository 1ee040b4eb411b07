import type { Ticket } from '@tabi/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, json } from '../../../test/fake-api.ts';
import { tourId } from '../../../test/fixtures.ts';
import { renderRoutes } from '../../../test/render-routes.tsx';
import { emma, profileAnswer, storeSession } from '../../../test/session.ts';
import { toast } from '../../../ui/toast.ts';
import { TicketPage } from './ticket-page.tsx';

vi.mock('../../../ui/toast.ts', () => import('../../../test/toast-mock.ts'));

const id = 'b0000000-0000-4000-8000-000000000001';
const ticketPath = `/api/bookings/${id}/ticket`;
const calendarPath = `/api/bookings/${id}/calendar.ics`;
/** The server's drawing of the code (the qrcode package's SVG, much shortened). */
const qrSvg =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 29 29" shape-rendering="crispEdges"><path fill="#ffffff" d="M0 0h29v29H0z"/><path stroke="#000000" d="M4 4.5h7"/></svg>';

/** Emma's ticket for Friday 12 March 2027, 09:00 to 12:00 JST: confirmed, not checked in yet. */
function ticketOf(patch: Partial<Ticket> = {}): Ticket {
  return {
    bookingId: id,
    reference: 'TB-7K3Q9X',
    status: 'confirmed',
    tour: {
      _id: tourId,
      title: 'Fushimi Inari at dawn',
      city: 'Kyoto',
      meetingPoint: 'Inari Station exit',
      durationMinutes: 180,
    },
    date: '2027-03-12',
    time: '09:00',
    timezone: 'Asia/Tokyo',
    zoneAbbreviation: 'JST',
    startsAt: '2027-03-12T00:00:00.000Z',
    endsAt: '2027-03-12T03:00:00.000Z',
    mapUrl: 'https://www.google.com/maps/search/?api=1&query=Inari%20Station%20exit%2C%20Kyoto',
    participants: { adults: 2, children: 1 },
    leadTraveller: 'Emma Lindqvist',
    checkInCode: 'tabi1.b0000000.signature',
    qrSvg,
    attendance: null,
    ...patch,
  };
}

let ticket: Ticket;
const { handlers, calls } = fakeApi({
  '/api/auth/me': () => profileAnswer(emma),
  [ticketPath]: () => json(200, { success: true, data: ticket }),
});

beforeEach(() => {
  // Wednesday 10 March 2027, 12:00 in Japan: two days before the tour.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2027-03-10T03:00:00.000Z'));
  ticket = ticketOf();
});

afterEach(() => {
  vi.useRealTimers();
});

function renderPage() {
  storeSession(emma);
  return renderRoutes(
    [
      { path: '/bookings/:id/ticket', Component: TicketPage },
      { path: '/bookings', Component: () => <h1>My bookings</h1> },
    ],
    `/bookings/${id}/ticket`,
  );
}

const fact = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling;

describe('TicketPage', () => {
  it('shows a confirmed ticket: the tour, its start in Japan time, the QR code, the reference and the party', async () => {
    renderPage();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Fushimi Inari at dawn' }),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByText('Friday 12 March 2027, 09:00 JST')).toBeInTheDocument();
    expect(fact('Duration')).toHaveTextContent('3 h · ends at 12:00 JST');
    expect(fact('Meeting point')).toHaveTextContent('Inari Station exit');
    expect(fact('Party')).toHaveTextContent('2 adults, 1 child');
    expect(fact('Lead traveller')).toHaveTextContent('Emma Lindqvist');
    expect(screen.getByText('TB-7K3Q9X')).toHaveClass('font-mono');
    expect(screen.getByText('Confirmed')).toBeInTheDocument();

    const code = screen.getByRole('img', { name: 'Check-in code for TB-7K3Q9X' });
    expect(code.querySelector('svg')).not.toBeNull();
    expect(code.querySelector('path[stroke="#000000"]')).toHaveAttribute('d', 'M4 4.5h7');

    const map = screen.getByRole('link', { name: /^Open in Maps/ });
    expect(map).toHaveAttribute('href', ticket.mapUrl);
    expect(map).toHaveAttribute('target', '_blank');
    expect(map).toHaveAttribute('rel', expect.stringContaining('noopener'));

    expect(screen.getByRole('button', { name: 'Add to calendar (TB-7K3Q9X)' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'My bookings' })).toHaveAttribute('href', '/bookings');
    await waitFor(() => expect(document.title).toBe('Ticket TB-7K3Q9X · Tabi Tours'));
  });

  it('prints the page on Print', async () => {
    const print = vi.fn();
    vi.stubGlobal('print', print);
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledTimes(1);
  });

  it('says when the party checked in, in Japan time', async () => {
    ticket = ticketOf({ attendance: { state: 'checked_in', at: '2027-03-12T00:02:00.000Z' } });
    renderPage();
    expect(await screen.findByText('Checked in at 09:02 JST')).toBeInTheDocument();
  });

  it('shows a cancelled ticket with no code, saying plainly why', async () => {
    ticket = ticketOf({ status: 'cancelled', checkInCode: null, qrSvg: null });
    renderPage();
    await screen.findByRole('heading', { level: 1, name: 'Fushimi Inari at dawn' });
    expect(screen.getByText('Cancelled')).toBeInTheDocument();
    expect(
      screen.getByText(/This booking is cancelled, so its ticket is no longer valid/),
    ).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: /Check-in code/ })).toBeNull();
    expect(screen.getByText('No check-in code')).toBeInTheDocument();
    expect(screen.getByText('TB-7K3Q9X')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Add to calendar/ })).toBeNull();
  });

  it('says a ticket waiting for payment or confirmation is not valid yet', async () => {
    ticket = ticketOf({ status: 'pending', checkInCode: null, qrSvg: null });
    renderPage();
    expect(await screen.findByText('Not valid yet')).toBeInTheDocument();
    expect(screen.getByText(/waiting for payment or for our confirmation/)).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: /Check-in code/ })).toBeNull();
  });

  it('never injects markup that is not an SVG', async () => {
    ticket = ticketOf({ qrSvg: '<img src="x" onerror="alert(1)">' });
    renderPage();
    expect(await screen.findByText('No check-in code')).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: /Check-in code/ })).toBeNull();
    expect(document.querySelector('img[src="x"]')).toBeNull();
  });

  it('downloads the calendar event with the bearer token and saves it under the name the server gives', async () => {
    const ics = 'BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n';
    handlers[`GET ${calendarPath}`] = () =>
      new Response(ics, {
        headers: {
          'Content-Type': 'text/calendar; charset=utf-8',
          'Content-Disposition': 'attachment; filename="tabi-TB-7K3Q9X.ics"',
        },
      });
    const saved: { name: string; href: string }[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push({ name: this.download, href: this.href });
    });
    const createObjectURL = vi.fn((_blob: Blob) => 'blob:http://localhost/ics-1');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));

    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Add to calendar (TB-7K3Q9X)' }));

    await waitFor(() =>
      expect(saved).toEqual([{ name: 'tabi-TB-7K3Q9X.ics', href: 'blob:http://localhost/ics-1' }]),
    );
    const [[input, init]] = calls('GET', calendarPath) as [[string, RequestInit]];
    expect(input).toBe(calendarPath);
    expect(new Headers(init.headers).get('Authorization')).toBe('Bearer tok-1');
    expect(await createObjectURL.mock.calls[0]?.[0].text()).toBe(ics);
    expect(toast.success).toHaveBeenCalledWith('Calendar file downloaded', {
      description: 'Open tabi-TB-7K3Q9X.ics to add TB-7K3Q9X to your calendar.',
    });
  });

  it('says so when the calendar event cannot be downloaded', async () => {
    handlers[`GET ${calendarPath}`] = () => new Response(null, { status: 500 });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Add to calendar (TB-7K3Q9X)' }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Calendar file not downloaded', expect.anything()),
    );
  });

  it("says when the ticket does not exist or is not the user's, with the way back to My bookings", async () => {
    handlers[`GET ${ticketPath}`] = () =>
      json(404, { success: false, code: 'NOT_FOUND', message: 'Booking not found' });
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Ticket not found' })).toBeInTheDocument();
    expect(screen.getByText(/This ticket does not exist or is not yours/)).toBeInTheDocument();
    const back = screen.getByRole('link', { name: 'My bookings' });
    expect(back).toHaveAttribute('href', '/bookings');
    fireEvent.click(back);
    expect(await screen.findByRole('heading', { level: 1, name: 'My bookings' })).toBeInTheDocument();
  });

  it('has an error state with a retry', async () => {
    let fail = true;
    handlers[`GET ${ticketPath}`] = () =>
      fail ? new Response(null, { status: 500 }) : json(200, { success: true, data: ticket });
    renderPage();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your ticket could not be loaded' }),
    ).toBeInTheDocument();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    const card = await screen.findByRole('article', { name: 'Fushimi Inari at dawn' });
    expect(within(card).getByText('TB-7K3Q9X')).toBeInTheDocument();
  });
});
