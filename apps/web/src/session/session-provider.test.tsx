import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionEnd } from '../api/client.ts';
import { useSession } from './session-context.ts';
import { SessionProvider } from './session-provider.tsx';

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
});
