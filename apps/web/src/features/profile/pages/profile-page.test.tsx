import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { SessionUser } from '../../../session/session-user.ts';
import { fakeApi } from '../../../test/fake-api.ts';
import { fakeUploads } from '../../../test/fake-uploads.ts';
import { renderRoutes } from '../../../test/render-routes.tsx';
import { profileAnswer, storeSession, userOf } from '../../../test/session.ts';
import { toast } from '../../../ui/toast.ts';
import { ProfilePage } from './profile-page.tsx';

vi.mock('../../../ui/toast.ts', () => import('../../../test/toast-mock.ts'));

const emma = userOf({ id: 'u1', _id: 'u1' });

let currentUser: SessionUser = emma;
const { fetchMock, handlers, bodyOf } = fakeApi({ '/api/auth/me': () => profileAnswer(currentUser) });

function renderProfile(user = emma) {
  currentUser = user;
  storeSession(user);
  const navigate = vi.fn();
  renderRoutes([{ path: '/profile', Component: ProfilePage }], '/profile', { navigate });
  return navigate;
}

describe('ProfilePage', () => {
  it('has one h1 and the four sections', async () => {
    renderProfile();
    expect(await screen.findByRole('heading', { level: 1, name: 'Your profile' })).toBeInTheDocument();
    for (const name of ['Personal details', 'Photo', 'Password', 'Sessions']) {
      expect(screen.getByRole('heading', { level: 2, name })).toBeInTheDocument();
    }
    expect(screen.getByText(/Member since March 2025/)).toBeInTheDocument();
  });

  it('sends only the changed details, then updates the session and says so', async () => {
    handlers['PUT /api/auth/updatedetails'] = () =>
      Response.json({ success: true, data: { ...emma, phone: '+81 90 1234 5678' } });
    renderProfile();
    const save = await screen.findByRole('button', { name: 'Save changes' });
    expect(save).toBeDisabled();
    fireEvent.change(screen.getByLabelText(/Phone/), { target: { value: ' +81 90 1234 5678 ' } });
    fireEvent.click(save);

    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith('Profile updated', {
        description: 'Your details have been saved.',
      }),
    );
    expect(bodyOf('PUT', '/api/auth/updatedetails')).toEqual({ phone: '+81 90 1234 5678' });
    expect(JSON.parse(localStorage.getItem('user') ?? '{}')).toMatchObject({ phone: '+81 90 1234 5678' });
  });

  it('turns trip reminders off at once, says so and keeps the choice in the session', async () => {
    handlers['PUT /api/auth/updatedetails'] = (init) =>
      Response.json({ success: true, data: { ...emma, ...JSON.parse(String(init?.body)) } });
    renderProfile();
    expect(await screen.findByRole('heading', { level: 2, name: 'Trip reminders' })).toBeInTheDocument();
    const reminders = screen.getByRole('switch', {
      name: 'E-mail and notify me the day before each tour, and ask for a review after it',
    });
    expect(reminders).toBeChecked();
    fireEvent.click(reminders);

    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith('Trip reminders off', {
        description: expect.stringContaining('No more reminders'),
      }),
    );
    expect(bodyOf('PUT', '/api/auth/updatedetails')).toEqual({ tripReminders: false });
    await waitFor(() => expect(reminders).not.toBeChecked());
    expect(JSON.parse(localStorage.getItem('user') ?? '{}')).toMatchObject({ tripReminders: false });
  });

  it('turns trip reminders back on, and puts the switch back when the server refuses', async () => {
    let refuse = true;
    handlers['PUT /api/auth/updatedetails'] = (init) =>
      refuse
        ? Response.json({ success: false, message: 'Try again later', code: 'INTERNAL' }, { status: 503 })
        : Response.json({ success: true, data: { ...emma, ...JSON.parse(String(init?.body)) } });
    renderProfile(userOf({ id: 'u1', _id: 'u1', tripReminders: false }));
    const reminders = await screen.findByRole('switch', { name: /day before each tour/ });
    expect(reminders).not.toBeChecked();
    fireEvent.click(reminders);
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Trip reminders not saved', expect.anything()),
    );
    expect(reminders).not.toBeChecked();

    refuse = false;
    fireEvent.click(reminders);
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Trip reminders on', expect.anything()));
    expect(bodyOf('PUT', '/api/auth/updatedetails')).toEqual({ tripReminders: true });
    await waitFor(() => expect(reminders).toBeChecked());
  });

  it("shows the server's 409 on the e-mail field", async () => {
    handlers['PUT /api/auth/updatedetails'] = () =>
      Response.json(
        {
          success: false,
          message: 'That e-mail is already in use',
          code: 'CONFLICT',
          fieldErrors: { email: 'An account with this e-mail already exists' },
        },
        { status: 409 },
      );
    renderProfile();
    fireEvent.change(await screen.findByLabelText('E-mail'), { target: { value: 'taken@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('An account with this e-mail already exists')).toBeInTheDocument();
    expect(screen.getByLabelText('E-mail')).toHaveAttribute('aria-invalid', 'true');
  });

  it('asks for the password with a new e-mail, then shows the new address waiting for its link', async () => {
    handlers['PUT /api/auth/updatedetails'] = () =>
      Response.json({ success: true, data: { ...emma, pendingEmail: 'emma@new.example' } });
    handlers['POST /api/auth/verify-email/resend'] = () =>
      Response.json({ success: true, message: 'We sent a new confirmation link to emma@new.example.' });
    handlers['DELETE /api/auth/email-change'] = () => Response.json({ success: true, data: emma });
    renderProfile();
    const email = await screen.findByLabelText('E-mail');
    expect(screen.queryByLabelText('Confirm with your password')).toBeNull();
    fireEvent.change(email, { target: { value: 'emma@new.example' } });
    fireEvent.change(await screen.findByLabelText('Confirm with your password'), {
      target: { value: 'my password' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));

    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith('Profile updated', {
        description: 'Open the link we sent to emma@new.example to start using it.',
      }),
    );
    expect(bodyOf('PUT', '/api/auth/updatedetails')).toEqual({
      email: 'emma@new.example',
      currentPassword: 'my password',
    });
    // The account keeps its address until the new one is confirmed.
    expect(screen.getByLabelText('E-mail')).toHaveValue(emma.email);
    const note = await screen.findByText(/Waiting for/);
    expect(note).toHaveTextContent('Waiting for emma@new.example to be confirmed');
    fireEvent.click(screen.getByRole('button', { name: 'Send again' }));
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith('Link sent', {
        description: 'We sent a new confirmation link to emma@new.example.',
      }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Cancel change' }));
    await waitFor(() => expect(screen.queryByText(/Waiting for/)).toBeNull());
  });

  it("shows the server's refusal of the password on its field", async () => {
    handlers['PUT /api/auth/updatedetails'] = () =>
      Response.json(
        {
          success: false,
          message: 'Your current password is not correct.',
          code: 'VALIDATION_FAILED',
          fieldErrors: { currentPassword: 'Current password is not correct' },
        },
        { status: 400 },
      );
    renderProfile();
    fireEvent.change(await screen.findByLabelText('E-mail'), { target: { value: 'emma@new.example' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Current password is not correct')).toBeInTheDocument();
    expect(screen.getByLabelText('Confirm with your password')).toHaveAttribute('aria-invalid', 'true');
  });

  it("a wrong current password shows the server's field error and keeps the user signed in", async () => {
    handlers['PUT /api/auth/updatepassword'] = () =>
      Response.json(
        {
          success: false,
          message: 'Please correct the form',
          code: 'VALIDATION_FAILED',
          fieldErrors: { currentPassword: 'The current password is not right' },
        },
        { status: 400 },
      );
    renderProfile();
    fireEvent.change(await screen.findByLabelText('Current password'), { target: { value: 'wrong-one' } });
    fireEvent.change(screen.getByLabelText('New password'), { target: { value: 'a-new-password' } });
    fireEvent.change(screen.getByLabelText('Confirm new password'), { target: { value: 'a-new-password' } });
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));

    expect(await screen.findByText('The current password is not right')).toBeInTheDocument();
    expect(screen.getByLabelText('Current password')).toHaveAttribute('aria-invalid', 'true');
    expect(bodyOf('PUT', '/api/auth/updatepassword')).toEqual({
      currentPassword: 'wrong-one',
      newPassword: 'a-new-password',
    });
    expect(localStorage.getItem('token')).toBe('tok-1');
  });

  it('checks that the new passwords match before sending', async () => {
    renderProfile();
    fireEvent.change(await screen.findByLabelText('Current password'), { target: { value: 'old-password' } });
    fireEvent.change(screen.getByLabelText('New password'), { target: { value: 'a-new-password' } });
    fireEvent.change(screen.getByLabelText('Confirm new password'), { target: { value: 'another-one' } });
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('The new passwords do not match')).toBeInTheDocument();
    expect(bodyOf('PUT', '/api/auth/updatepassword')).toBeUndefined();
  });

  it('Google users see a note instead of the password form', async () => {
    renderProfile({ ...emma, isGoogleUser: true, photoURL: 'https://lh3.example/p.jpg' });
    expect(await screen.findByText('You sign in with Google')).toBeInTheDocument();
    expect(screen.queryByLabelText('Current password')).toBeNull();
  });

  it('refuses a photo of the wrong type or over 5 MB before uploading', async () => {
    renderProfile();
    await screen.findByRole('heading', { level: 1 });
    const input = document.querySelector<HTMLInputElement>('input[type="file"]') as HTMLInputElement;

    const pdf = new File(['%PDF'], 'passport.pdf', { type: 'application/pdf' });
    fireEvent.change(input, { target: { files: [pdf] } });
    expect(await screen.findByText(/Choose a JPEG, PNG, WebP or GIF image/)).toBeInTheDocument();

    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'huge.jpg', { type: 'image/jpeg' });
    fireEvent.change(input, { target: { files: [big] } });
    expect(
      await screen.findByText(/"huge.jpg" is 5.0 MB. Choose a photo of up to 5 MB./),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save photo' })).toBeNull();
  });

  it('uploads a chosen photo with a progress bar and shows it everywhere after', async () => {
    const uploads = fakeUploads();

    renderProfile();
    await screen.findByRole('heading', { level: 1 });
    const input = document.querySelector<HTMLInputElement>('input[type="file"]') as HTMLInputElement;
    fireEvent.change(input, { target: { files: [new File(['png'], 'me.png', { type: 'image/png' })] } });
    expect(await screen.findByAltText('Preview of your new photo')).toHaveAttribute('src', 'blob:preview');
    fireEvent.click(screen.getByRole('button', { name: 'Save photo' }));

    await waitFor(() => expect(uploads).toHaveLength(1));
    uploads[0]?.progress(100, 200);
    const bar = await screen.findByRole('progressbar', { name: 'Photo upload' });
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '50'));
    expect(screen.getByRole('button', { name: 'Uploading...' })).toBeDisabled();

    uploads[0]?.respond(200, { success: true, user: { ...emma, avatar: '/uploads/new.webp' } });
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith(
        'Photo updated',
        expect.objectContaining({ description: expect.any(String) }),
      ),
    );
    expect(JSON.parse(localStorage.getItem('user') ?? '{}')).toMatchObject({ avatar: '/uploads/new.webp' });
    expect(screen.getByAltText('Your profile photo').getAttribute('src')).toMatch(
      /\/uploads\/new\.webp\?t=\d+$/,
    );
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('sign out everywhere asks first, then ends every session and this one', async () => {
    handlers['POST /api/auth/logout-all'] = () =>
      Response.json({ success: true, message: 'You have been signed out on every device.' });
    const navigate = renderProfile();
    fireEvent.click(await screen.findByRole('button', { name: 'Sign out everywhere' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText(/this one included/)).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Sign out everywhere' }));

    await waitFor(() => expect(localStorage.getItem('token')).toBeNull());
    expect(navigate).toHaveBeenCalledWith('/', { replace: true });
    expect(toast.success).toHaveBeenCalledWith('Logged Out', expect.anything());
    // Only logout-all went out: the local logout does not ask the server again.
    const posts = fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST');
    expect(posts.map(([input]) => String(input))).toEqual(['/api/auth/logout-all']);
  });
});
