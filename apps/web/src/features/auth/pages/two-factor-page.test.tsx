import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { configAnswer, fakeApi, json } from '../../../test/fake-api.ts';
import { renderRoutes } from '../../../test/render-routes.tsx';
import { profileAnswer, userOf } from '../../../test/session.ts';
import { toast } from '../../../ui/toast.ts';
import { AdminLoginPage } from './admin-login-page.tsx';
import { LoginPage } from './login-page.tsx';
import { TwoFactorPage } from './two-factor-page.tsx';

vi.mock('../../../ui/toast.ts', () => import('../../../test/toast-mock.ts'));

const user = userOf({ twoFactorEnabled: true });
const secondStepNeeded = () =>
  json(403, {
    success: false,
    code: 'FORBIDDEN',
    message: 'Enter the 6-digit code from your authenticator app to finish signing in.',
    details: { reason: 'two-factor-required', challenge: 'challenge-1' },
  });
let verifyAnswer: (body: { challenge: string; code: string }) => Response;
const { calls } = fakeApi({
  '/api/config': () => configAnswer(),
  '/api/auth/login': () => secondStepNeeded(),
  '/api/admin/login': () => secondStepNeeded(),
  '/api/auth/me': () => profileAnswer(user),
  '/api/auth/two-factor/verify': (init) => verifyAnswer(JSON.parse(String(init?.body))),
});

function renderSignIn(path: string) {
  return renderRoutes(
    [
      { path: '/login', Component: LoginPage },
      { path: '/admin-login', Component: AdminLoginPage },
      { path: '/login/two-factor', Component: TwoFactorPage },
      { path: '*', Component: () => <p>landed</p> },
    ],
    path,
  );
}

async function passFirstStep() {
  fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: 'emma@example.com' } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'a long passphrase' } });
  fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
  return screen.findByRole('heading', { level: 1, name: 'Two-step sign-in' });
}

describe('signing in with two steps', () => {
  it('asks for the code after the password, then signs in and goes where the traveller was going', async () => {
    verifyAnswer = () => json(200, { success: true, token: 'tok-2', user });
    const router = renderSignIn('/login?redirect=%2Fbookings');
    await passFirstStep();
    // The challenge travels in history state, never in the address.
    expect(router.state.location.pathname).toBe('/login/two-factor');
    expect(router.state.location.search).toBe('?redirect=%2Fbookings');
    expect(localStorage.getItem('token')).toBeNull();
    expect(toast.error).not.toHaveBeenCalled();

    fireEvent.change(screen.getByLabelText('Code from your app'), { target: { value: '123 456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/bookings'));
    expect(localStorage.getItem('token')).toBe('tok-2');
    expect(JSON.parse(String(calls('POST', '/api/auth/two-factor/verify')[0]?.[1]?.body))).toEqual({
      challenge: 'challenge-1',
      code: '123456',
    });
  });

  it('takes a recovery code instead, and shows a wrong code on its field', async () => {
    verifyAnswer = ({ code }) =>
      code === 'k7m2px9wq4'
        ? json(200, { success: true, token: 'tok-3', user })
        : json(400, {
            success: false,
            code: 'VALIDATION_FAILED',
            message: 'That code is not right, or it was used already. Try the next code from your app.',
            fieldErrors: { code: 'That code is not right' },
          });
    renderSignIn('/login');
    await passFirstStep();
    // Leaving the empty field for the switch is no mistake: no error appears.
    fireEvent.blur(screen.getByLabelText('Code from your app'));
    fireEvent.click(screen.getByRole('button', { name: 'Lost your phone? Use a recovery code' }));
    expect(screen.queryByText('Enter the code')).toBeNull();
    const field = screen.getByLabelText('Recovery code');
    fireEvent.change(field, { target: { value: 'aaaaa-bbbbb' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('That code is not right')).toBeInTheDocument();
    expect(screen.getByLabelText('Recovery code')).toHaveAttribute('aria-invalid', 'true');

    fireEvent.change(screen.getByLabelText('Recovery code'), { target: { value: 'K7M2P-X9WQ4' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('landed')).toBeInTheDocument();
    expect(localStorage.getItem('token')).toBe('tok-3');
  });

  it('sends the admin key sign-in through the same step, to the console after', async () => {
    verifyAnswer = () => json(200, { success: true, token: 'tok-4', user: { ...user, role: 'admin' } });
    const router = renderSignIn('/admin-login');
    fireEvent.change(await screen.findByLabelText('Admin key'), { target: { value: 'the-admin-key' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in as admin' }));
    fireEvent.change(await screen.findByLabelText('Code from your app'), { target: { value: '654321' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin'));
  });

  it('sends the traveller back to sign in when the challenge expired, or when there is none', async () => {
    verifyAnswer = () =>
      json(400, {
        success: false,
        code: 'VALIDATION_FAILED',
        message: 'This sign-in took too long or is no longer valid. Please sign in again.',
        fieldErrors: { challenge: 'Sign in again' },
      });
    renderSignIn('/login');
    await passFirstStep();
    fireEvent.change(screen.getByLabelText('Code from your app'), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(
      await screen.findByText('This sign-in took too long or is no longer valid. Please sign in again.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to sign in' })).toHaveAttribute('href', '/login');
  });

  it('without a first step (a bookmark, a new tab) offers signing in', async () => {
    renderSignIn('/login/two-factor?redirect=%2Fprofile');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in again' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to sign in' })).toHaveAttribute(
      'href',
      '/login?redirect=%2Fprofile',
    );
    expect(screen.queryByLabelText('Code from your app')).toBeNull();
  });
});
