import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionEnd } from '../api/client.ts';
import { toast } from '../ui/toast.ts';
import { useSession } from './session-context.ts';
import { SessionProvider } from './session-provider.tsx';

vi.mock('../ui/toast.ts', () => ({
  toast: { success: vi.fn(), error: vi.fn(), info: vi.fn(), message: vi.fn(), warning: vi.fn() },
}));

function Probe() {
  const { user, loading, isAuthenticated, isAdmin } = useSession();
  if (loading) return <p>loading</p>;
  return (
    <p>
      {isAuthenticated ? `signed in as ${user?.name}` : 'signed out'}
      {isAdmin ? ' (admin)' : ''}
    </p>
  );
}

const fetchMock = vi.fn<typeof fetch>();
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  vi.spyOn(sessionEnd, 'redirectToLogin').mockImplementation(() => {});
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  fetchMock.mockReset();
  vi.mocked(toast.success).mockClear();
});

function storeSession(user: Record<string, unknown>) {
  localStorage.setItem('token', 'tok');
  localStorage.setItem('user', JSON.stringify(user));
}

describe('SessionProvider', () => {
  it('without a stored session is signed out and asks nothing', async () => {
    render(
      <SessionProvider>
        <Probe />
      </SessionProvider>,
    );
    expect(await screen.findByText('signed out')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('restores the stored user and replaces it with the fresh profile', async () => {
    storeSession({ id: 'u1', name: 'Old Name', email: 'a@x.jp', role: 'user' });
    fetchMock.mockResolvedValueOnce(
      json(200, { success: true, user: { _id: 'u1', name: 'Aiko', email: 'a@x.jp', role: 'admin' } }),
    );
    render(
      <SessionProvider>
        <Probe />
      </SessionProvider>,
    );
    expect(await screen.findByText('signed in as Old Name')).toBeInTheDocument();
    expect(await screen.findByText('signed in as Aiko (admin)')).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem('user') ?? '{}')).toMatchObject({ name: 'Aiko', role: 'admin' });
  });

  it('logs a non-Google user out when the profile check fails', async () => {
    storeSession({ id: 'u1', name: 'Aiko', email: 'a@x.jp', role: 'user' });
    fetchMock.mockResolvedValueOnce(json(404, { success: false, message: 'Not found', code: 'NOT_FOUND' }));
    render(
      <SessionProvider>
        <Probe />
      </SessionProvider>,
    );
    await waitFor(() => expect(screen.getByText('signed out')).toBeInTheDocument());
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
  });

  it('keeps a Google user signed in when the profile check fails', async () => {
    storeSession({ id: 'g1', name: 'Google User', email: '', role: 'user', isGoogleUser: true });
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    render(
      <SessionProvider>
        <Probe />
      </SessionProvider>,
    );
    expect(await screen.findByText('signed in as Google User')).toBeInTheDocument();
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(screen.getByText('signed in as Google User')).toBeInTheDocument();
    expect(localStorage.getItem('token')).toBe('tok');
  });

  it('a 401 from the profile check with a stored token clears storage and goes to /login', async () => {
    storeSession({ id: 'u1', name: 'Aiko', email: 'a@x.jp', role: 'user' });
    fetchMock.mockResolvedValueOnce(
      json(401, { success: false, message: 'Your session has ended', code: 'UNAUTHENTICATED' }),
    );
    render(
      <SessionProvider>
        <Probe />
      </SessionProvider>,
    );
    await waitFor(() => expect(sessionEnd.redirectToLogin).toHaveBeenCalledTimes(1));
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
    expect(await screen.findByText('signed out')).toBeInTheDocument();
  });

  it('keeps the fields of the fresh profile (phone, bio) in storage', async () => {
    storeSession({ id: 'u1', name: 'Aiko', email: 'a@x.jp', role: 'user' });
    fetchMock.mockResolvedValueOnce(
      json(200, {
        success: true,
        user: {
          id: 'u1',
          _id: 'u1',
          name: 'Aiko',
          email: 'a@x.jp',
          role: 'user',
          phone: '+81 90',
          bio: 'Hi',
        },
      }),
    );
    render(
      <SessionProvider>
        <Probe />
      </SessionProvider>,
    );
    await waitFor(() =>
      expect(JSON.parse(localStorage.getItem('user') ?? '{}')).toMatchObject({ phone: '+81 90', bio: 'Hi' }),
    );
  });
});

describe('SessionProvider: sign-in, updates and logout', () => {
  const aiko = {
    id: 'u1',
    _id: 'u1',
    name: 'Aiko',
    email: 'a@x.jp',
    role: 'user' as const,
    avatar: null,
    photoURL: null,
    isGoogleUser: false,
    phone: null,
    bio: null,
    emailVerified: true,
    pendingEmail: null,
    twoFactorEnabled: false,
    tripReminders: true,
    createdAt: '2025-01-01T00:00:00.000Z',
  };

  function Controls() {
    const { user, signIn, updateUser, logout } = useSession();
    return (
      <div>
        <p>{user ? `user ${user.name} ${user.avatar ?? 'no-avatar'}` : 'nobody'}</p>
        <button type="button" onClick={() => signIn('tok-9', aiko)}>
          sign in
        </button>
        <button type="button" onClick={() => updateUser({ avatar: '/uploads/a.webp' })}>
          update
        </button>
        <button type="button" onClick={() => void logout()}>
          logout
        </button>
        <button type="button" onClick={() => void logout({ revoke: false })}>
          logout local
        </button>
      </div>
    );
  }

  function renderControls(navigate = vi.fn()) {
    render(
      <SessionProvider navigate={navigate}>
        <Controls />
      </SessionProvider>,
    );
    return navigate;
  }

  it('sign-in stores token and user; a partial update merges and is saved', async () => {
    renderControls();
    fireEvent.click(await screen.findByRole('button', { name: 'sign in' }));
    expect(screen.getByText('user Aiko no-avatar')).toBeInTheDocument();
    expect(localStorage.getItem('token')).toBe('tok-9');
    fireEvent.click(screen.getByRole('button', { name: 'update' }));
    expect(screen.getByText('user Aiko /uploads/a.webp')).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem('user') ?? '{}')).toMatchObject({
      name: 'Aiko',
      email: 'a@x.jp',
      avatar: '/uploads/a.webp',
    });
  });

  it('logout revokes the session on the server, goes home replacing history, clears storage and says so', async () => {
    fetchMock.mockResolvedValue(json(200, { success: true, message: 'You have been signed out.' }));
    const navigate = renderControls();
    fireEvent.click(await screen.findByRole('button', { name: 'sign in' }));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'logout' })));

    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/auth/logout');
    expect(init?.method).toBe('POST');
    expect((init?.headers as Record<string, string> | undefined)?.Authorization).toBe('Bearer tok-9');
    expect(navigate).toHaveBeenCalledWith('/', { replace: true });
    expect(await screen.findByText('nobody')).toBeInTheDocument();
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
    expect(toast.success).toHaveBeenCalledWith('Logged Out', {
      description: 'You have been successfully logged out.',
    });
  });

  it('logout ignores a failing logout call, even a 401', async () => {
    fetchMock.mockResolvedValue(
      json(401, { success: false, message: 'Session ended', code: 'UNAUTHENTICATED' }),
    );
    renderControls();
    fireEvent.click(await screen.findByRole('button', { name: 'sign in' }));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'logout' })));
    expect(await screen.findByText('nobody')).toBeInTheDocument();
    expect(sessionEnd.redirectToLogin).not.toHaveBeenCalled();
    expect(toast.success).toHaveBeenCalledWith('Logged Out', expect.anything());
  });

  it('logout without revoking (after signing out everywhere) sends nothing', async () => {
    renderControls();
    fireEvent.click(await screen.findByRole('button', { name: 'sign in' }));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'logout local' })));
    expect(await screen.findByText('nobody')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
