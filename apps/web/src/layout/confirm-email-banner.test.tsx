import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { SessionUser } from '../session/session-user.ts';
import { fakeApi, json } from '../test/fake-api.ts';
import { renderRoutes } from '../test/render-routes.tsx';
import { profileAnswer, storeSession, userOf } from '../test/session.ts';
import { toast } from '../ui/toast.ts';
import { ConfirmEmailBanner } from './confirm-email-banner.tsx';

vi.mock('../ui/toast.ts', () => import('../test/toast-mock.ts'));

let signedIn: SessionUser = userOf();
const { handlers, calls } = fakeApi({ '/api/auth/me': () => profileAnswer(signedIn) });

function renderBanner(user: SessionUser | null) {
  if (user) {
    signedIn = user;
    storeSession(user);
  }
  renderRoutes([{ path: '/', Component: () => <ConfirmEmailBanner /> }], '/');
}

describe('ConfirmEmailBanner', () => {
  it('asks a traveller with an unconfirmed address to confirm it, and sends the link again', async () => {
    handlers['POST /api/auth/verify-email/resend'] = () =>
      Response.json({ success: true, message: 'We sent a new confirmation link to emma@example.com.' });
    renderBanner(userOf({ emailVerified: false }));
    const banner = await screen.findByRole('region', { name: 'Account confirmation' });
    expect(banner).toHaveTextContent(
      'Confirm your e-mail address: open the link we sent to emma@example.com. Until then we keep your booking e-mails for you, and paying by card waits.',
    );
    expect(screen.getByRole('link', { name: 'Wrong address?' })).toHaveAttribute('href', '/profile');
    fireEvent.click(screen.getByRole('button', { name: 'Send the link again' }));
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith('Link sent', {
        description: 'We sent a new confirmation link to emma@example.com.',
      }),
    );
    expect(calls('POST', '/api/auth/verify-email/resend')).toHaveLength(1);
  });

  it("says why a link was not sent (the server's 429)", async () => {
    handlers['POST /api/auth/verify-email/resend'] = () =>
      json(429, {
        success: false,
        code: 'RATE_LIMITED',
        message: 'Too many requests. Please try again in 9 minutes.',
      });
    renderBanner(userOf({ emailVerified: false }));
    fireEvent.click(await screen.findByRole('button', { name: 'Send the link again' }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Link not sent', {
        description: 'Too many requests. Please try again in 9 minutes.',
      }),
    );
  });

  it('is not there for a confirmed address', async () => {
    renderBanner(userOf({ emailVerified: true }));
    await waitFor(() => expect(calls('GET', '/api/auth/me')).toHaveLength(1));
    expect(screen.queryByRole('region', { name: 'Account confirmation' })).toBeNull();
  });

  it('is not there for a visitor', () => {
    renderBanner(null);
    expect(localStorage.getItem('user')).toBeNull();
    expect(screen.queryByRole('region', { name: 'Account confirmation' })).toBeNull();
  });
});
