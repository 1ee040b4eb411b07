import type { CheckInResult, Manifest, ManifestEntry, WaitlistEntry } from '@tabi/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type QrScanner from 'qr-scanner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubResizeObserver } from '../../../../test/dom.ts';
import { configAnswer, fakeApi, json, onlinePayments, pageOf } from '../../../../test/fake-api.ts';
import { tourId } from '../../../../test/fixtures.ts';
import { renderRoutes } from '../../../../test/render-routes.tsx';
import { admin, profileAnswer, storeSession } from '../../../../test/session.ts';
import { toast } from '../../../../ui/toast.ts';
import { loadQrScanner, readQrFromImage } from '../lib/qr-scanner.ts';
import { AdminManifestPage } from './admin-manifest-page.tsx';

vi.mock('../../../../ui/toast.ts', () => import('../../../../test/toast-mock.ts'));
vi.mock('../lib/qr-scanner.ts', () => ({ loadQrScanner: vi.fn(), readQrFromImage: vi.fn() }));

/** Friday 12 March 2027, 08:30 in Tokyo: half an hour before the 09:00 departure. */
const beforeStart = new Date('2027-03-11T23:30:00Z');
const departureId = 'd0000000-0000-4000-8000-000000000001';
const manifestPath = `/api/admin/departures/${departureId}/manifest`;
const checkInPath = `/api/admin/departures/${departureId}/check-in`;
const csvPath = `/api/admin/departures/${departureId}/manifest.csv`;
const emmaId = 'b0000000-0000-4000-8000-000000000001';
const kenjiId = 'b0000000-0000-4000-8000-000000000002';

const emmaEntry: ManifestEntry = {
  bookingId: emmaId,
  reference: 'TB-7K3M9Q',
  status: 'confirmed',
  leadName: 'Emma Lindqvist',
  phone: '+81 90-1234-5678',
  email: 'emma@example.com',
  adults: 2,
  children: 1,
  specialRequests: 'Vegetarian breakfast',
  paymentStatus: 'paid',
  dueOnSite: 0,
  currency: 'JPY',
  attendance: null,
};

const kenjiEntry: ManifestEntry = {
  bookingId: kenjiId,
  reference: 'TB-4H8N2P',
  status: 'confirmed',
  leadName: 'Kenji Sato',
  phone: '+81 80-9876-5432',
  email: 'kenji@example.com',
  adults: 1,
  children: 0,
  specialRequests: null,
  paymentStatus: 'unpaid',
  dueOnSite: 12_000,
  currency: 'JPY',
  attendance: { state: 'checked_in', at: '2027-03-11T23:02:00.000Z' },
};

let entries: ManifestEntry[];
/** What the manifest says of a cancellation: none until the test cancels the departure. */
let cancelled: Manifest['departure']['cancelled'];
let waitlist: WaitlistEntry[];

function waitlistEntryOf(n: number, patch: Partial<WaitlistEntry> = {}): WaitlistEntry {
  return {
    _id: `w0000000-0000-4000-8000-00000000000${n}`,
    tour: { _id: tourId, title: 'Fushimi Inari at dawn', city: 'Kyoto' },
    departureId,
    date: '2027-03-12',
    startsAt: '2027-03-12T00:00:00.000Z',
    participants: { adults: 2, children: 0 },
    status: 'waiting',
    position: n,
    offerExpiresAt: null,
    bookingId: null,
    traveller: { _id: `u${n}`, name: `Traveller ${n}`, email: `traveller${n}@example.com` },
    createdAt: '2027-03-10T03:00:00.000Z',
    ...patch,
  };
}

function manifestOf(): Manifest {
  const checkedIn = entries
    .filter((entry) => entry.attendance?.state === 'checked_in')
    .reduce((sum, entry) => sum + entry.adults + entry.children, 0);
  const expected = entries.reduce((sum, entry) => sum + entry.adults + entry.children, 0);
  return {
    departure: {
      _id: departureId,
      tour: { _id: tourId, title: 'Fushimi Inari at dawn', meetingPoint: 'Inari Station exit' },
      date: '2027-03-12',
      time: '09:00',
      startsAt: '2027-03-12T00:00:00.000Z',
      endsAt: '2027-03-12T03:00:00.000Z',
      phase: 'boarding',
      capacity: 8,
      bookings: entries.length,
      expected,
      checkedIn,
      noShow: 0,
      toCome: expected - checkedIn,
      cancelled,
    },
    timezone: 'Asia/Tokyo',
    zoneAbbreviation: 'JST',
    entries,
  };
}

const { handlers, calls, bodyOf } = fakeApi({
  '/api/auth/me': () => profileAnswer(admin),
  '/api/config': () => configAnswer({ payments: onlinePayments }),
  [manifestPath]: () => json(200, { success: true, data: manifestOf() }),
  [`/api/admin/departures/${departureId}/waitlist`]: () => Response.json(pageOf(waitlist)),
});

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(beforeStart);
  entries = [emmaEntry, kenjiEntry];
  cancelled = null;
  waitlist = [];
  stubResizeObserver();
});

afterEach(() => {
  vi.useRealTimers();
});

function renderPage() {
  storeSession(admin, 'tok-admin');
  return renderRoutes(
    [{ path: '/admin/departures/:departureId', Component: AdminManifestPage }],
    `/admin/departures/${departureId}`,
  );
}

/** The server checking Emma's party in: now, or (the second time) already at 08:05 JST. */
function answerCheckIn(outcome: CheckInResult['outcome']) {
  handlers[`POST ${checkInPath}`] = () => {
    const at = outcome === 'checked_in' ? new Date().toISOString() : '2027-03-11T23:05:00.000Z';
    const entry: ManifestEntry = { ...emmaEntry, attendance: { state: 'checked_in', at } };
    entries = [entry, kenjiEntry];
    return json(200, { success: true, data: { outcome, entry } satisfies CheckInResult });
  };
}

const rowOf = (reference: string) =>
  within(screen.getByRole('table'))
    .getByText(reference, { selector: '.font-mono' })
    .closest('tr') as HTMLTableRowElement;

/** A cell of a party's row, by its column's header. */
const cellOf = (reference: string, column: 'Payment' | 'Check-in') =>
  rowOf(reference).cells[column === 'Payment' ? 5 : 6] as HTMLElement;

async function typeReference(reference: string) {
  const field = await screen.findByLabelText('or type the reference');
  fireEvent.change(field, { target: { value: reference } });
  fireEvent.click(screen.getByRole('button', { name: 'Check in' }));
  return field;
}

describe('AdminManifestPage', () => {
  it('shows the departure and every party with what the guide needs at the meeting point', async () => {
    renderPage();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Fushimi Inari at dawn' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Friday 12 March 2027 · 09:00 JST · Meeting point: Inari Station exit'),
    ).toBeInTheDocument();
    const travellers = within(screen.getByRole('region', { name: 'Travellers' }));
    expect(travellers.getByText('Boarding')).toBeInTheDocument();
    expect(travellers.getByText('2 bookings · 4 of 8 seats')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Travellers' })).toHaveTextContent(
      '4 expected · 1 checked in · 0 no-shows · 3 to come',
    );

    const table = screen.getByRole('table', {
      name: 'Manifest of Fushimi Inari at dawn, Friday 12 March 2027, 09:00 JST',
    });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual([
      'Reference',
      'Lead traveller',
      'Phone',
      'Party',
      'Special requests',
      'Payment',
      'Check-in',
      'Actions',
    ]);
    const emma = within(rowOf('TB-7K3M9Q'));
    expect(emma.getByText('Emma Lindqvist')).toBeInTheDocument();
    expect(emma.getByRole('link', { name: '+81 90-1234-5678' })).toHaveAttribute('href', 'tel:+819012345678');
    expect(emma.getByText('2 adults, 1 child')).toBeInTheDocument();
    expect(emma.getByText('Vegetarian breakfast')).toBeInTheDocument();
    // Paid by card when booking (online payment is on).
    expect(await emma.findByText('Paid online')).toBeInTheDocument();
    expect(emma.getByText('To come')).toBeInTheDocument();
    expect(emma.getByRole('button', { name: 'Check in TB-7K3M9Q' })).toBeEnabled();
    // Before the start nobody is late yet.
    expect(emma.getByRole('button', { name: 'No-show TB-7K3M9Q' })).toBeDisabled();
    expect(screen.getByText('No-shows can be marked from 09:00 JST.')).toBeInTheDocument();

    const kenji = within(rowOf('TB-4H8N2P'));
    expect(kenji.getByText('1 adult')).toBeInTheDocument();
    expect(cellOf('TB-4H8N2P', 'Payment')).toHaveTextContent(/Due on site\s*¥12,000/);
    expect(cellOf('TB-4H8N2P', 'Check-in')).toHaveTextContent(/Checked in\s*at 08:02 JST/);
    expect(kenji.getByRole('button', { name: 'Undo TB-4H8N2P' })).toBeEnabled();
    expect(kenji.queryByRole('button', { name: /^Check in/ })).not.toBeInTheDocument();
  });

  it('checks a party in by its typed reference, then says when it already was', async () => {
    answerCheckIn('checked_in');
    renderPage();
    const field = await typeReference('TB-7K3M9Q');
    const checkedIn = await screen.findByRole('status');
    expect(checkedIn).toHaveTextContent('Checked in: Emma Lindqvist, 2 adults, 1 child (TB-7K3M9Q)');
    expect(checkedIn).toHaveTextContent('Special requests: Vegetarian breakfast');
    expect(bodyOf('POST', checkInPath)).toEqual({ code: 'TB-7K3M9Q' });
    expect(field).toHaveValue('');
    // The manifest is loaded again with the new head count.
    await waitFor(() =>
      expect(cellOf('TB-7K3M9Q', 'Check-in')).toHaveTextContent(/Checked in\s*at 08:30 JST/),
    );
    await waitFor(() => expect(calls('GET', manifestPath).length).toBeGreaterThanOrEqual(2));
    await waitFor(() =>
      expect(screen.getByRole('region', { name: 'Travellers' })).toHaveTextContent(
        '4 expected · 4 checked in · 0 no-shows · 0 to come',
      ),
    );

    answerCheckIn('already_checked_in');
    await typeReference('TB-7K3M9Q');
    const again = await screen.findByText('Already checked in at 08:05 JST');
    expect(again.closest('[role="status"]')).toHaveTextContent(
      'Emma Lindqvist, 2 adults, 1 child (TB-7K3M9Q)',
    );
  });

  it("shows the server's message when a ticket is refused, and which departure it is for", async () => {
    handlers[`POST ${checkInPath}`] = () =>
      json(409, {
        success: false,
        message:
          'This ticket (TB-9Z8Y7X) is for Deer and temples of Nara on 2027-03-13 at 10:00 JST, not this departure. Nothing was checked in.',
        code: 'CONFLICT',
        details: {
          reason: 'other-departure',
          booking: {
            reference: 'TB-9Z8Y7X',
            tour: 'Deer and temples of Nara',
            date: '2027-03-13',
            time: '10:00 JST',
          },
        },
      });
    renderPage();
    const field = await typeReference('TB-9Z8Y7X');
    const refused = await screen.findByRole('alert');
    expect(refused).toHaveTextContent('Not checked in');
    expect(refused).toHaveTextContent(
      'This ticket (TB-9Z8Y7X) is for Deer and temples of Nara on 2027-03-13 at 10:00 JST, not this departure. Nothing was checked in.',
    );
    // The message names the other departure already: it is not said twice.
    expect(refused).not.toHaveTextContent('Booked for');
    // The reference stays, to be corrected.
    expect(field).toHaveValue('TB-9Z8Y7X');

    handlers[`POST ${checkInPath}`] = () =>
      json(409, {
        success: false,
        message: 'This ticket is for another departure.',
        code: 'CONFLICT',
        details: {
          reason: 'other-departure',
          booking: {
            reference: 'TB-9Z8Y7X',
            tour: 'Deer and temples of Nara',
            date: '2027-03-13',
            time: '10:00',
          },
        },
      });
    await typeReference('TB-9Z8Y7X');
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        'This ticket is for another departure.Booked for Deer and temples of Nara, Sat 13 Mar 2027 at 10:00 JST (TB-9Z8Y7X).',
      ),
    );

    handlers[`POST ${checkInPath}`] = () =>
      json(404, { success: false, message: 'No ticket matches this code.', code: 'NOT_FOUND' });
    await typeReference('TB-0000');
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('No ticket matches this code.'));
  });

  it('asks for a reference before sending anything', async () => {
    renderPage();
    await typeReference('   ');
    expect(await screen.findByText('Scan a ticket or type its reference')).toBeInTheDocument();
    expect(screen.getByLabelText('or type the reference')).toHaveAttribute('aria-invalid', 'true');
    expect(calls('POST', checkInPath)).toHaveLength(0);
  });

  it('checks in the code read from a photo of the ticket, or says none was found', async () => {
    answerCheckIn('checked_in');
    vi.mocked(readQrFromImage).mockResolvedValueOnce('tabi:v1:signed-code');
    renderPage();
    await screen.findByRole('table');
    const input = document.querySelector<HTMLInputElement>('input[type="file"]') as HTMLInputElement;
    const photo = new File(['png'], 'ticket.png', { type: 'image/png' });
    fireEvent.change(input, { target: { files: [photo] } });
    expect(await screen.findByRole('status')).toHaveTextContent('Checked in: Emma Lindqvist');
    expect(readQrFromImage).toHaveBeenCalledWith(photo);
    expect(bodyOf('POST', checkInPath)).toEqual({ code: 'tabi:v1:signed-code' });

    vi.mocked(readQrFromImage).mockResolvedValueOnce(null);
    fireEvent.change(input, { target: { files: [photo] } });
    expect(await screen.findByRole('alert')).toHaveTextContent('No ticket code found');
    expect(calls('POST', checkInPath)).toHaveLength(1);
  });

  it('checks in what the camera reads, once per ticket held in front of it', async () => {
    answerCheckIn('checked_in');
    let decoded: ((result: QrScanner.ScanResult) => void) | undefined;
    const destroy = vi.fn();
    class FakeScanner {
      constructor(_video: HTMLVideoElement, onDecode: (result: QrScanner.ScanResult) => void) {
        decoded = onDecode;
      }
      start = () => Promise.resolve();
      destroy = destroy;
    }
    vi.mocked(loadQrScanner).mockResolvedValue(FakeScanner as unknown as typeof QrScanner);
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Scan with camera' }));
    expect(await screen.findByText("Hold the ticket's QR code inside the frame.")).toBeInTheDocument();

    decoded?.({ data: 'tabi:v1:signed-code', cornerPoints: [] });
    decoded?.({ data: 'tabi:v1:signed-code', cornerPoints: [] });
    expect(
      await screen.findByText('Checked in: Emma Lindqvist, 2 adults, 1 child (TB-7K3M9Q)'),
    ).toBeInTheDocument();
    expect(calls('POST', checkInPath)).toHaveLength(1);

    fireEvent.click(screen.getByRole('button', { name: 'Stop camera' }));
    expect(destroy).toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Scan with camera' })).toBeInTheDocument();
  });

  it('says why the camera cannot be used', async () => {
    class FailingScanner {
      static hasCamera = () => Promise.resolve(false);
      start = () => Promise.reject('Camera not found.');
      destroy = vi.fn();
    }
    vi.mocked(loadQrScanner).mockResolvedValue(FailingScanner as unknown as typeof QrScanner);
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Scan with camera' }));
    const problem = await screen.findByText('The camera is not available');
    // jsdom has no camera API at all: the page is told it needs https (or a device with a camera).
    expect(problem.closest('[role="status"]')).toHaveTextContent(
      /Scan a photo of the ticket or type its reference/,
    );
    expect(screen.getByRole('button', { name: 'Scan with camera' })).toBeInTheDocument();
  });

  it('checks a party in, marks a no-show after the start, and undoes by hand', async () => {
    vi.setSystemTime(new Date('2027-03-12T00:20:00Z'));
    handlers[`PUT /api/admin/bookings/${emmaId}/attendance`] = (init) => {
      const { state } = JSON.parse(String(init?.body));
      const entry: ManifestEntry = {
        ...emmaEntry,
        attendance: state === 'none' ? null : { state, at: new Date().toISOString() },
      };
      entries = [entry, kenjiEntry];
      return json(200, { success: true, data: entry });
    };
    renderPage();
    await screen.findByRole('table');
    expect(screen.queryByText(/No-shows can be marked from/)).not.toBeInTheDocument();

    fireEvent.click(within(rowOf('TB-7K3M9Q')).getByRole('button', { name: 'No-show TB-7K3M9Q' }));
    expect(await within(rowOf('TB-7K3M9Q')).findByText('No-show', { selector: 'span' })).toBeInTheDocument();
    expect(bodyOf('PUT', `/api/admin/bookings/${emmaId}/attendance`)).toEqual({ state: 'no_show' });
    expect(toast.success).toHaveBeenCalledWith('Emma Lindqvist (TB-7K3M9Q) marked as a no-show');

    fireEvent.click(within(rowOf('TB-7K3M9Q')).getByRole('button', { name: 'Undo TB-7K3M9Q' }));
    expect(await within(rowOf('TB-7K3M9Q')).findByText('To come')).toBeInTheDocument();
    expect(bodyOf('PUT', `/api/admin/bookings/${emmaId}/attendance`)).toEqual({ state: 'none' });

    fireEvent.click(within(rowOf('TB-7K3M9Q')).getByRole('button', { name: 'Check in TB-7K3M9Q' }));
    await waitFor(() =>
      expect(cellOf('TB-7K3M9Q', 'Check-in')).toHaveTextContent(/Checked in\s*at 09:20 JST/),
    );
  });

  it("shows the server's message when an attendance change is refused", async () => {
    handlers[`PUT /api/admin/bookings/${kenjiId}/attendance`] = () =>
      json(409, {
        success: false,
        message: 'This departure is completed: its check-ins can no longer change.',
        code: 'CONFLICT',
      });
    renderPage();
    await screen.findByRole('table');
    fireEvent.click(within(rowOf('TB-4H8N2P')).getByRole('button', { name: 'Undo TB-4H8N2P' }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Check-in not changed', {
        description: 'This departure is completed: its check-ins can no longer change.',
      }),
    );
    expect(cellOf('TB-4H8N2P', 'Check-in')).toHaveTextContent(/Checked in\s*at 08:02 JST/);
  });

  it('exports the manifest as CSV with the bearer token, under the name the server gives', async () => {
    handlers[`GET ${csvPath}`] = () =>
      new Response('Reference,Lead traveller\nTB-7K3M9Q,Emma Lindqvist\n', {
        headers: {
          'Content-Type': 'text/csv; charset=utf-8',
          'Content-Disposition': 'attachment; filename="manifest-fushimi-2027-03-12.csv"',
        },
      });
    const createObjectURL = vi.fn(() => 'blob:manifest');
    const revokeObjectURL = vi.fn();
    Object.assign(URL, { createObjectURL, revokeObjectURL });
    const saved: { href: string; download: string }[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push({ href: this.href, download: this.download });
    });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Export CSV' }));
    await waitFor(() =>
      expect(saved).toEqual([{ href: 'blob:manifest', download: 'manifest-fushimi-2027-03-12.csv' }]),
    );
    expect(calls('GET', csvPath)).toHaveLength(1);
    expect(calls('GET', csvPath)[0]?.[1]?.headers).toMatchObject({ Authorization: 'Bearer tok-admin' });
    const blob = (createObjectURL.mock.calls[0] as unknown as [Blob])[0];
    expect(await blob.text()).toContain('TB-7K3M9Q,Emma Lindqvist');
  });

  it('says when the manifest cannot be loaded', async () => {
    handlers[`GET ${manifestPath}`] = () =>
      json(404, { success: false, message: 'Departure not found', code: 'NOT_FOUND' });
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent('The manifest could not be loaded');
    expect(screen.getByText('Departure not found')).toBeInTheDocument();
  });

  it('lists the waitlist: who, party, status, place and until when an offer holds the seats', async () => {
    waitlist = [
      waitlistEntryOf(1, {
        status: 'offered',
        position: null,
        offerExpiresAt: '2027-03-11T05:30:00.000Z',
        participants: { adults: 2, children: 1 },
      }),
      waitlistEntryOf(2, { position: 1 }),
      waitlistEntryOf(3, { status: 'expired', position: null }),
    ];
    renderPage();
    const section = await screen.findByRole('region', { name: 'Waitlist' });
    const rows = await within(section).findAllByRole('row');
    // The header row, then the server's order.
    expect(rows).toHaveLength(4);
    const offered = rows[1] as HTMLElement;
    expect(within(offered).getByText('Traveller 1')).toBeInTheDocument();
    expect(within(offered).getByRole('link', { name: 'traveller1@example.com' })).toHaveAttribute(
      'href',
      'mailto:traveller1@example.com',
    );
    expect(within(offered).getByText('2 adults, 1 child')).toBeInTheDocument();
    expect(within(offered).getByText('Offered')).toBeInTheDocument();
    expect(within(offered).getByText('14:30 JST')).toBeInTheDocument();
    const waiting = rows[2] as HTMLElement;
    expect(within(waiting).getByText('Waiting')).toBeInTheDocument();
    expect(within(waiting).getByText('1')).toBeInTheDocument();
    expect(within(rows[3] as HTMLElement).getByText('Expired')).toBeInTheDocument();
  });

  it('says when nobody waits', async () => {
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Nobody is waiting' })).toBeInTheDocument();
  });

  it('cancels the departure only with a reason, then says how many bookings and refunds', async () => {
    const cancelPath = `/api/admin/departures/${departureId}/cancel`;
    handlers[`POST ${cancelPath}`] = (init) => {
      cancelled = { at: beforeStart.toISOString(), reason: JSON.parse(String(init?.body)).reason };
      return json(200, {
        success: true,
        data: {
          departureId,
          tourId,
          date: '2027-03-12',
          cancelledAt: beforeStart.toISOString(),
          reason: JSON.parse(String(init?.body)).reason,
          bookingsCancelled: 2,
          onlineRefunds: 1,
        },
      });
    };
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel departure' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this departure?' });
    expect(dialog).toHaveTextContent(
      'Every booking of this departure is cancelled and refunded in full; each traveller is told why and offered other dates',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel departure' }));
    expect(await within(dialog).findByText('Write at least 5 characters')).toBeInTheDocument();
    expect(calls('POST', cancelPath)).toHaveLength(0);

    fireEvent.change(within(dialog).getByLabelText('Reason for the travellers'), {
      target: { value: 'Weather: a typhoon is forecast' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel departure' }));
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith('Departure cancelled: 2 bookings cancelled, 1 refund sent'),
    );
    expect(bodyOf('POST', cancelPath)).toEqual({ reason: 'Weather: a typhoon is forecast' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // The manifest loads again and says so, with the reason; the button goes.
    expect(await screen.findByText('This departure is cancelled')).toBeInTheDocument();
    expect(
      screen.getByText(/Reason given to the travellers: Weather: a typhoon is forecast/),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel departure' })).toBeNull();
  });

  it("keeps the dialog open with the server's message when the departure cannot be cancelled", async () => {
    handlers[`POST /api/admin/departures/${departureId}/cancel`] = () =>
      json(409, { success: false, code: 'CONFLICT', message: 'This departure is already cancelled.' });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel departure' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this departure?' });
    fireEvent.change(within(dialog).getByLabelText('Reason for the travellers'), {
      target: { value: 'Guide taken ill' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel departure' }));
    expect(await within(dialog).findByText('This departure is already cancelled.')).toBeInTheDocument();
    expect(toast.success).not.toHaveBeenCalled();
  });

  it('offers no cancellation once the departure has started', async () => {
    vi.setSystemTime(new Date('2027-03-12T00:30:00Z'));
    renderPage();
    await screen.findByRole('heading', { level: 1, name: 'Fushimi Inari at dawn' });
    expect(screen.queryByRole('button', { name: 'Cancel departure' })).toBeNull();
  });
});
