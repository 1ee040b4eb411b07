import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { SessionUser } from '../../../session/session-user.ts';
import { fakeApi, json } from '../../../test/fake-api.ts';
import { renderRoutes } from '../../../test/render-routes.tsx';
import { profileAnswer, storeSession, userOf } from '../../../test/session.ts';
import { ConfirmEmailPage } from './confirm-email-page.tsx';
import { UndoEmailChangePage } from './undo-email-change-page.tsx';

vi.mock('../../../ui/toast.ts', () => import('../../../test/toast-mock.ts'));

let signedIn: SessionUser = userOf();
const { handlers, calls, bodyOf } = fakeApi({ '/api/auth/me': () => profileAnswer(signedIn) });

const badLink = () =>
  json(400, {
    success: false,
    code: 'VALIDATION_FAILED',
    message: 'This confirmation link is invalid, already used or expired.',
    fieldErrors: { token: 'Invalid, used or expired link' },
  });

function renderAt(path: string) {
  renderRoutes(
    [
      { path: '/verify-email/:token', Component: ConfirmEmailPage },
      { path: '/email-change/undo/:token', Component: UndoEmailChangePage },
    ],
    path,
  );
}

const storedUser = () => JSON.parse(localStorage.getItem('user') ?? '{}');

describe('the confirmation link', () => {
  it('confirms the address once on opening, and the signed-in session knows at once', async () => {
    signedIn = userOf({ emailVerified: false });
    storeSession(signedIn);
    handlers['POST /api/auth/verify-email'] = () => {
      // The server's own view changes with it, whenever the session asks.
      signedIn = { ...signedIn, emailVerified: true };
      return Response.json({
        success: true,
        message: `Thank you: ${signedIn.email} is confirmed.`,
        email: signedIn.email,
      });
    };
    renderAt('/verify-email/tok-1');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'E-mail address confirmed' }),
    ).toBeInTheDocument();
    expect(bodyOf('POST', '/api/auth/verify-email')).toEqual({ token: 'tok-1' });
    expect(calls('POST', '/api/auth/verify-email')).toHaveLength(1);
    await waitFor(() => expect(storedUser()).toMatchObject({ emailVerified: true }));
    expect(screen.getByRole('link', { name: 'See my bookings' })).toHaveAttribute('href', '/bookings');
  });

  it('makes a confirmed new address the session’s', async () => {
    signedIn = userOf({ pendingEmail: 'emma@new.example' });
    storeSession(signedIn);
    handlers['POST /api/auth/verify-email'] = () => {
      signedIn = { ...signedIn, email: 'emma@new.example', pendingEmail: null, emailVerified: true };
      return Response.json({
        success: true,
        message: 'Thank you: emma@new.example is confirmed.',
        email: 'emma@new.example',
      });
    };
    renderAt('/verify-email/tok-2');
    await screen.findByRole('heading', { level: 1, name: 'E-mail address confirmed' });
    await waitFor(() =>
      expect(storedUser()).toMatchObject({
        email: 'emma@new.example',
        pendingEmail: null,
        emailVerified: true,
      }),
    );
  });

  it('says when the link no longer works, and where a new one comes from', async () => {
    handlers['POST /api/auth/verify-email'] = badLink;
    renderAt('/verify-email/old');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This link no longer works' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'This confirmation link is invalid, already used or expired.',
    );
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
  });
});

describe('the undo link of an e-mail change', () => {
  it('says what undoing does and does it only when asked', async () => {
    handlers['POST /api/auth/email-change/undo'] = () =>
      Response.json({
        success: true,
        email: 'emma@example.com',
        message:
          "Your account's e-mail address is emma@example.com again and every device has been signed out. We sent a link to emma@example.com to choose a new password.",
      });
    renderAt('/email-change/undo/tok-3');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Undo the e-mail change' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Every device signed in to it is signed out, yours too.')).toBeInTheDocument();
    expect(calls('POST', '/api/auth/email-change/undo')).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Undo the change' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your account is yours again' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('is emma@example.com again');
    expect(bodyOf('POST', '/api/auth/email-change/undo')).toEqual({ token: 'tok-3' });
  });

  it("shows the server's refusal and lets the owner try again", async () => {
    handlers['POST /api/auth/email-change/undo'] = () =>
      json(400, {
        success: false,
        code: 'VALIDATION_FAILED',
        message: 'This undo link is invalid, already used or expired.',
      });
    renderAt('/email-change/undo/used');
    fireEvent.click(await screen.findByRole('button', { name: 'Undo the change' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This undo link is invalid, already used or expired.',
    );
    expect(screen.getByRole('button', { name: 'Undo the change' })).toBeEnabled();
  });
});
