import type { Consultation } from '@tabi/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { configAnswer, fakeApi, json, pageOf } from '../../../../test/fake-api.ts';
import { renderRoutes } from '../../../../test/render-routes.tsx';
import { admin, profileAnswer, storeSession } from '../../../../test/session.ts';
import { toast } from '../../../../ui/toast.ts';
import { AdminConsultationsPage } from './admin-consultations-page.tsx';

vi.mock('../../../../ui/toast.ts', () => import('../../../../test/toast-mock.ts'));

const consultationId = (n: number) => `c0000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

function consultationOf(n: number, patch: Partial<Consultation> = {}): Consultation {
  return {
    _id: consultationId(n),
    name: `Guest ${n}`,
    email: `guest${n}@example.com`,
    phone: '+44 20 7946 0000',
    preferredDate: '2027-03-12',
    preferredTime: '14:30',
    topic: 'Private or group tour',
    message: 'We are six friends and would like a private tour of Nara.',
    tour: { _id: '0b6f3a52-8f7e-4a43-9d8e-3d1c8f5a2b10', title: 'Nara deer park' },
    status: 'new',
    adminNote: null,
    handledAt: null,
    createdAt: '2027-02-01T00:00:00.000Z',
    updatedAt: '2027-02-01T00:00:00.000Z',
    ...patch,
  };
}

let consultations: Consultation[];
const { handlers, bodyOf, lastQuery } = fakeApi({
  '/api/auth/me': () => profileAnswer(admin),
  '/api/config': () => configAnswer(),
  '/api/admin/consultations': (_init, url) => {
    const status = url.searchParams.get('status');
    const data = consultations.filter((c) => !status || c.status === status);
    return Response.json(pageOf(data, { pages: 1 }));
  },
});

beforeEach(() => {
  consultations = [];
});

function renderPage(path = '/admin/consultations') {
  storeSession(admin, 'tok-admin');
  return renderRoutes(
    [
      { path: '/admin/consultations', Component: AdminConsultationsPage },
      { path: '/admin/bookings', Component: () => <h1>Bookings</h1> },
    ],
    path,
  );
}

const lastListQuery = () => lastQuery('/api/admin/consultations');
const cardOf = (name: string) => screen.getByRole('heading', { name }).closest('article') as HTMLElement;

describe('AdminConsultationsPage', () => {
  it('lists the requests with contact, topic, preferred time in the operator zone, tour and message', async () => {
    consultations = [consultationOf(1)];
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Consultations' })).toBeInTheDocument();
    await screen.findByRole('heading', { name: 'Guest 1' });
    const card = cardOf('Guest 1');
    expect(within(card).getByRole('link', { name: 'guest1@example.com' })).toHaveAttribute(
      'href',
      'mailto:guest1@example.com',
    );
    expect(within(card).getByText('Private or group tour')).toBeInTheDocument();
    expect(await within(card).findByText('Fri 12 Mar 2027, 14:30 JST')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Nara deer park' })).toBeInTheDocument();
    expect(within(card).getByText(/six friends/)).toBeInTheDocument();
    expect(within(card).getByText('New')).toBeInTheDocument();
  });

  it('filters by status and searches by name or e-mail', async () => {
    consultations = [consultationOf(1), consultationOf(2, { status: 'handled' })];
    const router = renderPage();
    await screen.findByRole('heading', { name: 'Guest 2' });
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'new' } });
    await waitFor(() => expect(lastListQuery()).toEqual({ status: 'new', page: '1', limit: '20' }));
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Guest 2' })).toBeNull());

    fireEvent.change(screen.getByLabelText('Name or e-mail'), { target: { value: 'guest1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(lastListQuery()).toEqual({ status: 'new', q: 'guest1', page: '1', limit: '20' }),
    );
    expect(router.state.location.search).toBe('?status=new&q=guest1');
  });

  it('marks a consultation handled with a note, then new again', async () => {
    consultations = [consultationOf(1)];
    handlers[`PUT /api/admin/consultations/${consultationId(1)}`] = (init) => {
      const { status, adminNote } = JSON.parse(String(init?.body));
      consultations = [
        consultationOf(1, {
          status,
          adminNote,
          handledAt: status === 'handled' ? new Date().toISOString() : null,
        }),
      ];
      return json(200, { success: true, data: consultations[0] });
    };
    renderPage();
    await screen.findByRole('heading', { name: 'Guest 1' });
    fireEvent.click(within(cardOf('Guest 1')).getByRole('button', { name: 'Mark handled: Guest 1' }));
    let dialog = await screen.findByRole('dialog', { name: 'Mark as handled?' });
    fireEvent.change(within(dialog).getByLabelText('Admin note (optional)'), {
      target: { value: 'Called back, sent a quote for a private Nara day.' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Mark handled' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(bodyOf('PUT', `/api/admin/consultations/${consultationId(1)}`)).toEqual({
      status: 'handled',
      adminNote: 'Called back, sent a quote for a private Nara day.',
    });
    expect(toast.success).toHaveBeenCalledWith('Marked handled', { description: 'Guest 1' });
    const card = cardOf('Guest 1');
    expect(await within(card).findByText('Handled', { selector: 'span' })).toBeInTheDocument();
    expect(within(card).getByText('Called back, sent a quote for a private Nara day.')).toBeInTheDocument();

    fireEvent.click(within(card).getByRole('button', { name: 'Mark as new: Guest 1' }));
    dialog = await screen.findByRole('dialog', { name: 'Mark as new again?' });
    expect(within(dialog).getByLabelText('Admin note (optional)')).toHaveValue(
      'Called back, sent a quote for a private Nara day.',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Mark as new' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await within(cardOf('Guest 1')).findByText('New')).toBeInTheDocument();
  });

  it('says so when there are none yet', async () => {
    renderPage();
    expect(await screen.findByRole('heading', { name: 'No consultations yet' })).toBeInTheDocument();
  });
});
