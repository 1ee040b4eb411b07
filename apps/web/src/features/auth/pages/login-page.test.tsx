import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionEnd } from '../../../api/client.ts';
import { configAnswer, fakeApi } from '../../../test/fake-api.ts';
import { tourId, tourOf } from '../../../test/fixtures.ts';
import { renderRoutes } from '../../../test/render-routes.tsx';
import { profileAnswer, userOf } from '../../../test/session.ts';
import { toast } from '../../../ui/toast.ts';
import { LoginPage } from './login-page.tsx';

vi.mock('../../../ui/toast.ts', () => import('../../../test/toast-mock.ts'));

const user = userOf({ id: 'u1', _id: 'u1', createdAt: '2025-01-01T00:00:00.000Z' });

/** Answers for /api/auth/login and /api/auth/google, set per test; the Google client id too. */
let loginAnswer: () => Promise<Response>;
let googleAnswer: () => Promise<Response>;
let googleClientId: string | null = null;
const { fetchMock, calls } = fakeApi({
  '/api/config': () => configAnswer({ googleClientId }),
  '/api/auth/login': () => loginAnswer(),
  '/api/auth/me': () => profileAnswer(user),
  '/api/auth/google': () => googleAnswer(),
  [`/api/posts/${tourId}`]: () => Response.json({ success: true, data: tourOf() }),
});

afterEach(() => {
  googleClientId = null;
  delete window.google;
});

function renderLogin(path = '/login') {
  return renderRoutes(
    [
      { path: '/login', Component: LoginPage },
      { path: '*', Component: () => <p>landed</p> },
    ],
    path,
  );
}

function fillIn(email: string, password: string) {
  fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: email } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: password } });
}

const loginCalls = () => calls('POST', '/api/auth/login');

describe('LoginPage', () => {
  it('opened from a booking, names the tour, the date and the party, and goes back to the booking with them', async () => {
    const booking = `/booking/${tourId}?date=2027-03-12&adults=2&children=1`;
    loginAnswer = async () => Response.json({ success: true, token: 'jwt-token', user });
    renderLogin(`/login?${new URLSearchParams({ redirect: booking })}`);
    const summary = await screen.findByRole('region', { name: 'Your booking' });
    expect(summary).toHaveTextContent(`You are booking${tourOf().title}Fri 12 Mar · 2 adults, 1 child`);
    expect(
      screen.getByText('Log in to finish your booking: your date and travellers are kept.'),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute(
      'href',
      `/register?${new URLSearchParams({ redirect: booking })}`,
    );
    fillIn('emma@example.com', 'a-good-password');
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('landed')).toBeInTheDocument();
  });

  it('says nothing of a booking when it was opened from elsewhere', async () => {
    renderLogin('/login?redirect=%2Fbookings');
    await screen.findByRole('heading', { level: 1, name: 'Welcome back' });
    expect(screen.queryByRole('region', { name: 'Your booking' })).toBeNull();
    expect(screen.getByText('Log in to see your bookings, profile and messages.')).toBeVisible();
  });

  it('has one h1, a document title, and links to reset the password and to register', async () => {
    renderLogin('/login?redirect=%2Fbookings');
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome back' })).toBeInTheDocument();
    expect(document.title).toBe('Login · Tabi Tours');
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute(
      'href',
      '/register?redirect=%2Fbookings',
    );
  });

  it('checks the fields with the shared schema before sending anything', async () => {
    renderLogin();
    fillIn('not-an-email', '');
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Enter a valid e-mail address')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(screen.getByLabelText('E-mail')).toHaveAttribute('aria-invalid', 'true');
    expect(loginCalls()).toHaveLength(0);
  });

  it("shows the server's field errors on their fields", async () => {
    loginAnswer = async () =>
      Response.json(
        {
          success: false,
          message: 'Please correct the form',
          code: 'VALIDATION_FAILED',
          fieldErrors: { email: 'This e-mail address cannot receive mail' },
        },
        { status: 400 },
      );
    renderLogin();
    fillIn('emma@example.com', 'secret-password');
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    const message = await screen.findByText('This e-mail address cannot receive mail');
    const email = screen.getByLabelText('E-mail');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email.getAttribute('aria-describedby')).toContain(message.parentElement?.id);
  });

  it('disables the button while sending, so it cannot be pressed twice', async () => {
    let answer!: (response: Response) => void;
    loginAnswer = () =>
      new Promise<Response>((resolve) => {
        answer = resolve;
      });
    renderLogin();
    fillIn('emma@example.com', 'tabi-demo-2025');
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));

    const button = await screen.findByRole('button', { name: 'Logging in...' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    fireEvent.click(button);
    fireEvent.submit(button.closest('form') as HTMLFormElement);
    expect(loginCalls()).toHaveLength(1);

    await act(async () => answer(Response.json({ success: true, token: 'tok-1', user })));
    await waitFor(() => expect(toast.success).toHaveBeenCalled());
  });

  it("a 401 shows the 'Login Failed' toast with the server's message and changes no session", async () => {
    loginAnswer = async () =>
      Response.json(
        { success: false, message: 'Invalid e-mail or password', code: 'UNAUTHENTICATED' },
        { status: 401 },
      );
    renderLogin();
    fillIn('emma@example.com', 'wrong-password');
    fireEvent.click(await screen.findByRole('button', { name: 'Log in' }));

    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Login Failed', { description: 'Invalid e-mail or password' }),
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Invalid e-mail or password');
    expect(screen.getByRole('button', { name: 'Log in' })).toBeEnabled();
    expect(localStorage.getItem('token')).toBeNull();
    expect(toast.success).not.toHaveBeenCalled();
  });

  it("falls back to 'Invalid credentials' when the answer carries no message", async () => {
    loginAnswer = async () => new Response('', { status: 401 });
    renderLogin();
    fillIn('emma@example.com', 'wrong-password');
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Login Failed', { description: 'Invalid credentials' }),
    );
  });

  it('signs in: stores token and user, greets by name and returns to the redirect path', async () => {
    loginAnswer = async () => Response.json({ success: true, token: 'tok-1', user });
    const router = renderLogin('/login?redirect=%2Fbookings%3Fpage%3D2');
    fillIn('Emma@Example.com ', 'tabi-demo-2025');
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/bookings'));
    expect(router.state.location.search).toBe('?page=2');
    expect(localStorage.getItem('token')).toBe('tok-1');
    expect(JSON.parse(localStorage.getItem('user') ?? '{}')).toMatchObject({ name: 'Emma Lindqvist' });
    expect(toast.success).toHaveBeenCalledWith('Welcome back!', {
      description: 'Welcome back, Emma Lindqvist',
    });
    // The schema trims and lower-cases the e-mail before it is sent.
    expect(JSON.parse(String(loginCalls()[0]?.[1]?.body))).toEqual({
      email: 'emma@example.com',
      password: 'tabi-demo-2025',
    });
  });

  it('a 401 while an old token is stored is a wrong password, not an ended session', async () => {
    localStorage.setItem('token', 'old-token');
    localStorage.setItem('user', JSON.stringify(user));
    loginAnswer = async () =>
      Response.json(
        { success: false, message: 'Invalid e-mail or password', code: 'UNAUTHENTICATED' },
        { status: 401 },
      );
    renderLogin();
    fillIn('emma@example.com', 'wrong-password');
    fireEvent.click(await screen.findByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Login Failed', expect.anything()));
    expect(sessionEnd.redirectToLogin).not.toHaveBeenCalled();
    expect(localStorage.getItem('token')).toBe('old-token');
  });

  it.each(['//evil.com', 'https://evil.com', '/\\evil.com'])(
    'ignores the redirect %s and goes home',
    async (target) => {
      loginAnswer = async () => Response.json({ success: true, token: 'tok-1', user });
      const router = renderLogin(`/login?redirect=${encodeURIComponent(target)}`);
      fillIn('emma@example.com', 'tabi-demo-2025');
      fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
      await waitFor(() => expect(localStorage.getItem('token')).toBe('tok-1'));
      await waitFor(() => expect(screen.getByText('landed')).toBeInTheDocument());
      expect(router.state.location.pathname).toBe('/');
    },
  );
});

describe('LoginPage: Continue with Google', () => {
  /** Google Identity Services, as far as the page uses it: the callback receives the ID token. */
  function stubGoogle() {
    const calls: {
      callback?: (response: { credential: string }) => void;
      rendered: number;
      options?: unknown;
    } = {
      rendered: 0,
    };
    window.google = {
      accounts: {
        id: {
          initialize: (config) => {
            calls.callback = config.callback;
            calls.options = config;
          },
          renderButton: () => {
            calls.rendered += 1;
          },
          prompt: () => {},
          cancel: () => {},
          disableAutoSelect: () => {},
        },
      },
    };
    return calls;
  }

  it('is not offered when the server has no Google client id', async () => {
    const google = stubGoogle();
    renderLogin();
    await screen.findByRole('heading', { level: 1 });
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(google.rendered).toBe(0);
  });

  it("posts Google's ID token and greets with 'Welcome!'", async () => {
    googleClientId = 'client-123.apps.googleusercontent.com';
    googleAnswer = async () =>
      Response.json({ success: true, token: 'tok-g', user: { ...user, name: 'Kenji', isGoogleUser: true } });
    const google = stubGoogle();
    const router = renderLogin('/login?redirect=%2Fbookings');
    await waitFor(() => expect(google.rendered).toBe(1));
    expect(google.options).toMatchObject({
      client_id: 'client-123.apps.googleusercontent.com',
      auto_select: false,
    });

    await act(async () => google.callback?.({ credential: 'google-id-token' }));
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith('Welcome!', { description: 'Welcome, Kenji' }),
    );
    const call = fetchMock.mock.calls.find(([input]) => String(input) === '/api/auth/google');
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({ credential: 'google-id-token' });
    expect(localStorage.getItem('token')).toBe('tok-g');
    await waitFor(() => expect(router.state.location.pathname).toBe('/bookings'));
  });

  it("a refused Google token shows 'Login Failed' with the fallback text", async () => {
    googleClientId = 'client-123.apps.googleusercontent.com';
    googleAnswer = async () => new Response('', { status: 401 });
    const google = stubGoogle();
    renderLogin();
    await waitFor(() => expect(google.rendered).toBe(1));
    await act(async () => google.callback?.({ credential: 'forged' }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Login Failed', {
        description: 'Failed to sign in with Google',
      }),
    );
    expect(localStorage.getItem('token')).toBeNull();
  });
});
