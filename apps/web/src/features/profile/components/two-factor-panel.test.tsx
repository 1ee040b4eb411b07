import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { SessionUser } from '../../../session/session-user.ts';
import { fakeApi, json } from '../../../test/fake-api.ts';
import { renderRoutes } from '../../../test/render-routes.tsx';
import { profileAnswer, storeSession, userOf } from '../../../test/session.ts';
import { ProfilePage } from '../pages/profile-page.tsx';

vi.mock('../../../ui/toast.ts', () => import('../../../test/toast-mock.ts'));

let currentUser: SessionUser = userOf();
const { handlers, bodyOf, calls } = fakeApi({ '/api/auth/me': () => profileAnswer(currentUser) });
let router: ReturnType<typeof renderRoutes>;

const secret = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const recoveryCodes = Array.from({ length: 10 }, (_, i) => `abcd${i}-efgh${i}`);

async function renderPanel(user: SessionUser) {
  currentUser = user;
  storeSession(user);
  router = renderRoutes(
    [
      { path: '/profile', Component: ProfilePage },
      { path: '/login', element: <h1>Sign in</h1> },
    ],
    '/profile',
  );
  return within(await screen.findByRole('region', { name: 'Two-step sign-in' }));
}

describe('two-step sign-in in the profile', () => {
  it('sets up: password, QR code and key, first code, then the recovery codes once', async () => {
    handlers['POST /api/auth/two-factor/setup'] = () =>
      json(200, {
        success: true,
        data: { secret, otpauthUrl: `otpauth://totp/Tabi%20Tours:emma%40example.com?secret=${secret}` },
      });
    handlers['POST /api/auth/two-factor/enable'] = () =>
      json(200, { success: true, data: { recoveryCodes, user: { ...currentUser, twoFactorEnabled: true } } });
    const panel = await renderPanel(userOf());
    expect(panel.getByText('Off')).toBeInTheDocument();

    fireEvent.click(panel.getByRole('button', { name: 'Set up two-step sign-in' }));
    fireEvent.change(panel.getByLabelText('Current password'), { target: { value: 'my passphrase' } });
    fireEvent.click(panel.getByRole('button', { name: 'Continue' }));

    expect(await panel.findByRole('img', { name: /QR code to add Tabi Tours/ })).toBeInTheDocument();
    expect(panel.getByText('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP')).toBeInTheDocument();
    expect(bodyOf('POST', '/api/auth/two-factor/setup')).toEqual({ currentPassword: 'my passphrase' });

    fireEvent.change(panel.getByLabelText('Code from your app'), { target: { value: '123456' } });
    fireEvent.click(panel.getByRole('button', { name: 'Turn on' }));
    const list = await panel.findByRole('list', { name: 'Recovery codes' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(recoveryCodes);
    expect(JSON.parse(localStorage.getItem('user') ?? '{}')).toMatchObject({ twoFactorEnabled: true });

    fireEvent.click(panel.getByRole('button', { name: 'I have saved my codes' }));
    expect(await panel.findByText('On')).toBeInTheDocument();
    expect(panel.queryByRole('list', { name: 'Recovery codes' })).toBeNull();
  });

  it('shows a wrong password on its field and stays on that step', async () => {
    handlers['POST /api/auth/two-factor/setup'] = () =>
      json(400, {
        success: false,
        code: 'VALIDATION_FAILED',
        message: 'Your current password is not correct.',
        fieldErrors: { currentPassword: 'Current password is not correct' },
      });
    const panel = await renderPanel(userOf());
    fireEvent.click(panel.getByRole('button', { name: 'Set up two-step sign-in' }));
    fireEvent.change(panel.getByLabelText('Current password'), { target: { value: 'wrong' } });
    fireEvent.click(panel.getByRole('button', { name: 'Continue' }));
    expect(await panel.findByText('Current password is not correct')).toBeInTheDocument();
    expect(panel.queryByRole('img')).toBeNull();
  });

  it('waits for a confirmed address', async () => {
    const panel = await renderPanel(userOf({ emailVerified: false }));
    expect(panel.getByText('Confirm your e-mail address first')).toBeInTheDocument();
    expect(panel.getByRole('button', { name: 'Set up two-step sign-in' })).toBeDisabled();
  });

  it('turns off with the password and a code', async () => {
    handlers['POST /api/auth/two-factor/disable'] = () =>
      json(200, { success: true, data: { ...currentUser, twoFactorEnabled: false } });
    const panel = await renderPanel(userOf({ twoFactorEnabled: true }));
    fireEvent.click(panel.getByRole('button', { name: 'Turn off' }));
    fireEvent.change(panel.getByLabelText('Current password'), { target: { value: 'my passphrase' } });
    fireEvent.change(panel.getByLabelText('Code from your app'), { target: { value: 'abcde-fghjk' } });
    fireEvent.click(panel.getByRole('button', { name: 'Turn off' }));
    expect(await panel.findByText('Off')).toBeInTheDocument();
    expect(bodyOf('POST', '/api/auth/two-factor/disable')).toEqual({
      code: 'abcdefghjk',
      currentPassword: 'my passphrase',
    });
  });

  describe('an account without a password (Google)', () => {
    const google = (patch: Partial<SessionUser> = {}) => userOf({ isGoogleUser: true, ...patch });
    const signInAgainAnswer = () =>
      json(403, {
        success: false,
        code: 'FORBIDDEN',
        message:
          'To change two-step sign-in, sign in again first: your account has no password, so a sign-in within the last 10 minutes shows it is you.',
        details: { reason: 'recent-sign-in-required' },
      });

    it('sets up without a password from a recent sign-in', async () => {
      handlers['POST /api/auth/two-factor/setup'] = () =>
        json(200, { success: true, data: { secret, otpauthUrl: `otpauth://totp/x?secret=${secret}` } });
      const panel = await renderPanel(google());
      fireEvent.click(panel.getByRole('button', { name: 'Set up two-step sign-in' }));
      expect(await panel.findByRole('img', { name: /QR code/ })).toBeInTheDocument();
      expect(bodyOf('POST', '/api/auth/two-factor/setup')).toEqual({});
      expect(panel.queryByLabelText('Current password')).toBeNull();
    });

    it('asks to sign in again when the session is too old, then signs out and goes to sign in', async () => {
      handlers['POST /api/auth/two-factor/setup'] = signInAgainAnswer;
      handlers['POST /api/auth/logout'] = () => json(200, { success: true, message: 'Logged out' });
      const panel = await renderPanel(google());
      fireEvent.click(panel.getByRole('button', { name: 'Set up two-step sign-in' }));

      expect(await panel.findByText('Sign in again to continue')).toBeInTheDocument();
      expect(panel.getByText(/within 10 minutes/)).toBeInTheDocument();
      expect(panel.queryByLabelText('Current password')).toBeNull();
      expect(panel.queryByRole('img')).toBeNull();

      fireEvent.click(panel.getByRole('button', { name: 'Sign out and sign in again' }));
      expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/login');
      expect(router.state.location.search).toBe(`?redirect=${encodeURIComponent('/profile')}`);
      expect(calls('POST', '/api/auth/logout')).toHaveLength(1);
      expect(localStorage.getItem('token')).toBeNull();
    });

    it('turns off with a code, or asks to sign in again when the session is too old', async () => {
      handlers['POST /api/auth/two-factor/disable'] = signInAgainAnswer;
      const panel = await renderPanel(google({ twoFactorEnabled: true }));
      fireEvent.click(panel.getByRole('button', { name: 'Turn off' }));
      expect(panel.queryByLabelText('Current password')).toBeNull();
      fireEvent.change(panel.getByLabelText('Code from your app'), { target: { value: '123456' } });
      fireEvent.click(panel.getByRole('button', { name: 'Turn off' }));

      expect(await panel.findByText('Sign in again to continue')).toBeInTheDocument();
      expect(bodyOf('POST', '/api/auth/two-factor/disable')).toEqual({ code: '123456' });
      fireEvent.click(panel.getByRole('button', { name: 'Cancel' }));
      expect(panel.getByText('On')).toBeInTheDocument();
    });
  });

  it('makes new recovery codes for a code from the app', async () => {
    handlers['POST /api/auth/two-factor/recovery-codes'] = () =>
      json(200, { success: true, data: { recoveryCodes, user: currentUser } });
    const panel = await renderPanel(userOf({ twoFactorEnabled: true }));
    fireEvent.click(panel.getByRole('button', { name: 'New recovery codes' }));
    fireEvent.change(panel.getByLabelText('Code from your app'), { target: { value: '654321' } });
    fireEvent.click(panel.getByRole('button', { name: 'Make new codes' }));
    expect(await panel.findByRole('list', { name: 'Recovery codes' })).toBeInTheDocument();
    await waitFor(() =>
      expect(bodyOf('POST', '/api/auth/two-factor/recovery-codes')).toEqual({ code: '654321' }),
    );
  });
});
