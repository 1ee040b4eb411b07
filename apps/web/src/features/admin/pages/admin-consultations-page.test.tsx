import type { Consultation } from '@tabi/contracts';
import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionEnd } from '../../../api/client.ts';
import { createQueryClient } from '../../../api/query-client.ts';
import { SessionProvider } from '../../../session/session-provider.tsx';
import type { SessionUser } from '../../../session/session-user.ts';
import { toast } from '../../../ui/toast.ts';
import { AdminConsultationsPage } from './admin-consultations-page.tsx';

vi.mock('../../../ui/toast.ts', () => ({
  toast: { success: vi.fn(), error: vi.fn(), info: vi.fn(), message: vi.fn(), warning: vi.fn() },
}));

const admin: SessionUser = {
  id: 'a0000000-0000-4000-8000-000000000001',
  _id: 'a0000000-0000-4000-8000-000000000001',
  name: 'Kenji Admin',
  email: 'kenji@tabi.example',
  role: 'admin',
  avatar: null,
  photoURL: null,
  isGoogleUser: false,
  phone: null,
  bio: null,
  createdAt: '2025-03-01T00:00:00.000Z',
};

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

const json = (status: number, body: unknown) => Response.json(body, { status });

type Handler = (init: RequestInit | undefined) => Response | Promise<Response>;
let handlers: Record<string, Handler>;
let consultations: Consultation[];
const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  handlers = {};
  consultations = [];
  fetchMock.mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    const handler = handlers[`${init?.method ?? 'GET'} ${url.pathname}`];
    if (handler) return handler(init);
    if (url.pathname === '/api/auth/me') return Response.json({ success: true, user: admin });
    if (url.pathname === '/api/config')
      return Response.json({
        success: true,
        data: { googleClientId: null, currency: 'USD', timezone: 'Asia/Tokyo' },
      });
    if (url.pathname === '/api/admin/consultations') {
      const status = url.searchParams.get('status');
      const data = consultations.filter((c) => !status || c.status === status);
      return Response.json({
        success: true,
        data,
        count: data.length,
        total: data.length,
        page: 1,
        pages: 1,
      });
    }
    return json(404, { success: false, message: 'Not found', code: 'NOT_FOUND' });
  });
  vi.stubGlobal('fetch', fetchMock);
  vi.spyOn(sessionEnd, 'redirectToLogin').mockImplementation(() => {});
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  fetchMock.mockReset();
  vi.mocked(toast.success).mockClear();
});

function renderPage(path = '/admin/consultations') {
  localStorage.setItem('token', 'tok-admin');
  localStorage.setItem('user', JSON.stringify(admin));
  const router = createMemoryRouter(
    [
      { path: '/admin/consultations', Component: AdminConsultationsPage },
      { path: '/admin/bookings', Component: () => <h1>Bookings</h1> },
    ],
    { initialEntries: [path] },
  );
  const client = createQueryClient();
  client.setDefaultOptions({ queries: { retry: false } });
  render(
    <QueryClientProvider client={client}>
      <SessionProvider>
        <RouterProvider router={router} />
      </SessionProvider>
    </QueryClientProvider>,
  );
  return router;
}

const calls = (method: string, path: string) =>
  fetchMock.mock.calls.filter(
    ([input, init]) =>
      (init?.method ?? 'GET') === method && new URL(String(input), 'http://localhost').pathname === path,
  );
const lastListQuery = () => {
  const call = calls('GET', '/api/admin/consultations').at(-1);
  return call ? Object.fromEntries(new URL(String(call[0]), 'http://localhost').searchParams) : undefined;
};
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
    expect(screen.getByRole('link', { name: 'Consultations' })).toHaveAttribute('aria-current', 'page');
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
    expect(
      JSON.parse(String(calls('PUT', `/api/admin/consultations/${consultationId(1)}`).at(-1)?.[1]?.body)),
    ).toEqual({
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
