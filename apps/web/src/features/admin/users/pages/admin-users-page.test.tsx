import type { AdminUser } from '@tabi/contracts';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { layOutAsCut, stubResizeObserver } from '../../../../test/dom.ts';
import { fakeApi, json, pageOf } from '../../../../test/fake-api.ts';
import { openMenu } from '../../../../test/menus.ts';
import { renderRoutes } from '../../../../test/render-routes.tsx';
import { admin, profileAnswer, storeSession } from '../../../../test/session.ts';
import { toast } from '../../../../ui/toast.ts';
import { AdminUsersPage } from './admin-users-page.tsx';

vi.mock('../../../../ui/toast.ts', () => import('../../../../test/toast-mock.ts'));

const userId = (n: number) => `u0000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

/** Traveller `n`: active, one booking, signed in a while ago. */
function userOf(n: number, patch: Partial<AdminUser> = {}): AdminUser {
  return {
    _id: userId(n),
    name: `Traveller ${n}`,
    email: `traveller${n}@example.com`,
    role: 'user',
    disabled: false,
    avatar: null,
    isGoogleUser: false,
    // Midday, so the joining day is 1 March in every zone the tests may run in.
    createdAt: '2025-03-01T12:00:00.000Z',
    lastSignInAt: '2025-04-01T00:00:00.000Z',
    bookingsCount: 1,
    twoFactorEnabled: false,
    ...patch,
  };
}

/** The signed-in admin's own account, as the list shows it. */
const me = userOf(0, { _id: admin.id, name: admin.name, email: admin.email, role: 'admin' });

let users: AdminUser[];
const { handlers, calls, bodyOf, lastQuery } = fakeApi({
  '/api/auth/me': () => profileAnswer(admin),
  '/api/admin/users': () => Response.json(pageOf(users)),
});

beforeEach(() => {
  users = [];
  stubResizeObserver();
});

function renderPage(path = '/admin/users') {
  storeSession(admin, 'tok-admin');
  return renderRoutes([{ path: '/admin/users', Component: AdminUsersPage }], path);
}

const lastListQuery = () => lastQuery('/api/admin/users');
const rowOf = (name: string) => screen.getByText(name).closest('tr') as HTMLElement;

const openActions = (name: string) => openMenu(`Actions for user ${name}`);
const menuItems = (menu: HTMLElement) =>
  within(menu)
    .getAllByRole('menuitem')
    .map((item) => item.textContent);
async function closeMenu(menu: HTMLElement) {
  fireEvent.keyDown(menu, { key: 'Escape' });
  await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
}
async function choose(name: string, item: string) {
  fireEvent.click(within(await openActions(name)).getByRole('menuitem', { name: item }));
}

describe('AdminUsersPage', () => {
  it('shows each account with its role, status, bookings, last sign-in and joining date', async () => {
    users = [
      userOf(1, { bookingsCount: 3, isGoogleUser: true }),
      userOf(2, { role: 'admin', disabled: true, lastSignInAt: null }),
    ];
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Manage users' })).toBeInTheDocument();
    await screen.findByText('Traveller 1');
    const first = within(rowOf('Traveller 1'));
    expect(first.getByRole('link', { name: 'traveller1@example.com' })).toHaveAttribute(
      'href',
      'mailto:traveller1@example.com',
    );
    expect(first.getByText('Signs in with Google')).toBeInTheDocument();
    expect(first.getByText('Traveller')).toBeInTheDocument();
    expect(first.getByText('Active')).toBeInTheDocument();
    expect(first.getByText('3')).toBeInTheDocument();
    expect(rowOf('Traveller 1').querySelector('time')).toHaveAttribute(
      'datetime',
      '2025-04-01T00:00:00.000Z',
    );
    expect(first.getByText('1 Mar 2025')).toBeInTheDocument();

    const second = within(rowOf('Traveller 2'));
    expect(second.getByText('Administrator')).toBeInTheDocument();
    expect(second.getByText('Disabled')).toBeInTheDocument();
    expect(second.getByText('Never')).toBeInTheDocument();
    expect(screen.getByText('2 users')).toBeInTheDocument();
  });

  it("offers each account's changes in one menu per row, those that lock someone out last", async () => {
    users = [userOf(1), userOf(2, { role: 'admin', disabled: true, twoFactorEnabled: true })];
    renderPage();
    const first = await openActions('Traveller 1');
    expect(
      within(rowOf('Traveller 1')).getByRole('button', { name: 'Actions for user Traveller 1' }),
    ).toHaveAttribute('aria-expanded', 'true');
    expect(menuItems(first)).toEqual(['Make admin', 'Disable']);
    expect(within(first).getByRole('menuitem', { name: 'Disable' })).toHaveClass('text-danger-700');
    expect(within(first).getByRole('menuitem', { name: 'Make admin' })).not.toHaveClass('text-danger-700');
    await closeMenu(first);

    expect(menuItems(await openActions('Traveller 2'))).toEqual([
      'Enable',
      'Remove admin',
      'Turn off two-step sign-in',
    ]);
  });

  it('cuts a long e-mail to its column and shows it whole on hover and on keyboard focus', async () => {
    const email = 'a.very.long.address.for.a.narrow.column@example-travel-agency.co.jp';
    users = [userOf(1, { email })];
    // A browser lays the row out: the address is wider than its column.
    layOutAsCut(480, 160);
    renderPage();
    const link = await screen.findByRole('link', { name: email });
    expect(link).toHaveClass('truncate');

    act(() => link.focus());
    expect(await screen.findByRole('tooltip')).toHaveTextContent(email);
    expect(link).toHaveAccessibleDescription(email);

    fireEvent.keyDown(link, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
  });

  it('puts the search, filters and order into the address and the request', async () => {
    users = [userOf(1)];
    const router = renderPage();
    await screen.findByText('Traveller 1');
    expect(lastListQuery()).toEqual({ page: '1', limit: '50' });

    fireEvent.change(screen.getByLabelText('Role'), { target: { value: 'admin' } });
    await waitFor(() => expect(lastListQuery()).toEqual({ role: 'admin', page: '1', limit: '50' }));
    expect(router.state.location.search).toBe('?role=admin');

    fireEvent.change(screen.getByLabelText('Name or e-mail'), { target: { value: ' emma ' } });
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'disabled' } });
    fireEvent.change(screen.getByLabelText('Sort by'), { target: { value: 'last-sign-in' } });
    await waitFor(() =>
      expect(lastListQuery()).toEqual({
        q: 'emma',
        role: 'admin',
        status: 'disabled',
        sort: 'last-sign-in',
        page: '1',
        limit: '50',
      }),
    );
    expect(router.state.location.search).toBe('?q=emma&role=admin&status=disabled&sort=last-sign-in');

    // Clearing the filters keeps the order.
    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(router.state.location.search).toBe('?sort=last-sign-in'));
    expect(screen.getByLabelText('Name or e-mail')).toHaveValue('');
    expect(screen.getByLabelText('Role')).toHaveValue('');
  });

  it('reads the filters and page from the address and pages through the list', async () => {
    users = [userOf(1)];
    handlers['GET /api/admin/users'] = () => Response.json(pageOf(users, { page: 2, pages: 3, total: 41 }));
    const router = renderPage('/admin/users?status=active&sort=name&page=2&role=owner');
    await screen.findByText('Traveller 1');
    expect(lastListQuery()).toEqual({ status: 'active', sort: 'name', page: '2', limit: '50' });
    expect(screen.getByLabelText('Status')).toHaveValue('active');
    expect(screen.getByText('41 users match these filters')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('link', { name: 'Page 3' }));
    await waitFor(() => expect(router.state.location.search).toBe('?status=active&sort=name&page=3'));
  });

  it('offers to clear the filters when nothing matches', async () => {
    const router = renderPage('/admin/users?q=nobody');
    expect(await screen.findByRole('heading', { name: 'No users match these filters' })).toBeInTheDocument();
    fireEvent.click(screen.getAllByRole('button', { name: 'Clear filters' }).at(-1) as HTMLElement);
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('says when the list cannot be loaded and loads it again on Retry', async () => {
    handlers['GET /api/admin/users'] = () =>
      json(500, { success: false, message: 'Failed to load users', code: 'INTERNAL' });
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent('The users could not be loaded');
    delete handlers['GET /api/admin/users'];
    users = [userOf(1)];
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Traveller 1')).toBeInTheDocument();
  });

  it('disables an account after saying what happens, and shows the answered row', async () => {
    users = [userOf(1)];
    handlers[`PUT /api/admin/users/${userId(1)}`] = (init) =>
      json(200, { success: true, data: { ...users[0], ...JSON.parse(String(init?.body)) } });
    renderPage();
    await choose('Traveller 1', 'Disable');

    const dialog = await screen.findByRole('alertdialog', { name: "Disable Traveller 1's account?" });
    expect(dialog).toHaveTextContent('They are signed out everywhere at once');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Disable account' }));

    await waitFor(() => expect(toast.success).toHaveBeenCalledWith("Traveller 1's account is disabled"));
    expect(bodyOf('PUT', `/api/admin/users/${userId(1)}`)).toEqual({ disabled: true });
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(within(rowOf('Traveller 1')).getByText('Disabled')).toBeInTheDocument();
    expect(menuItems(await openActions('Traveller 1'))).toEqual(['Enable', 'Make admin']);
  });

  it('turns off two-step sign-in where it is on, after saying what happens', async () => {
    users = [userOf(1, { twoFactorEnabled: true }), userOf(2)];
    const url = `/api/admin/users/${userId(1)}/two-factor/disable`;
    handlers[`POST ${url}`] = () =>
      json(200, { success: true, data: { ...users[0], twoFactorEnabled: false } });
    renderPage();
    await screen.findByText('Traveller 1');
    expect(within(rowOf('Traveller 1')).getByText('Two-step sign-in on')).toBeInTheDocument();
    expect(within(rowOf('Traveller 2')).queryByText('Two-step sign-in on')).toBeNull();
    await closeMenu(
      await openActions('Traveller 2').then((menu) => {
        expect(menuItems(menu)).not.toContain('Turn off two-step sign-in');
        return menu;
      }),
    );

    await choose('Traveller 1', 'Turn off two-step sign-in');
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Turn off two-step sign-in for Traveller 1?',
    });
    expect(dialog).toHaveTextContent('Their authenticator app and recovery codes stop working');
    expect(dialog).toHaveTextContent('they are signed out everywhere');
    expect(dialog).toHaveTextContent('We e-mail them that support turned it off');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Turn off two-step sign-in' }));

    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith('Two-step sign-in is off for Traveller 1'),
    );
    expect(calls('POST', url)).toHaveLength(1);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(within(rowOf('Traveller 1')).queryByText('Two-step sign-in on')).toBeNull();
    expect(menuItems(await openActions('Traveller 1'))).toEqual(['Make admin', 'Disable']);
  });

  it('keeps the dialog open with the server’s reason when the change is refused', async () => {
    users = [userOf(1, { role: 'admin' })];
    const refusal = 'This is the last active administrator. Make another account an administrator first.';
    handlers[`PUT /api/admin/users/${userId(1)}`] = () =>
      json(409, { success: false, message: refusal, code: 'CONFLICT', details: { rule: 'last-admin' } });
    renderPage();
    await choose('Traveller 1', 'Remove admin');
    const dialog = await screen.findByRole('alertdialog', {
      name: "Remove Traveller 1's administrator role?",
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove administrator' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(refusal);
    expect(bodyOf('PUT', `/api/admin/users/${userId(1)}`)).toEqual({ role: 'user' });
    expect(toast.success).not.toHaveBeenCalled();
    // The refusal may mean the accounts changed meanwhile: the list is asked again.
    await waitFor(() => expect(calls('GET', '/api/admin/users')).toHaveLength(2));
    expect(within(rowOf('Traveller 1')).getByText('Administrator')).toBeInTheDocument();
  });

  it('marks your own row and turns its actions off, saying why', async () => {
    users = [{ ...me, twoFactorEnabled: true }, userOf(1)];
    renderPage();
    await screen.findByText(admin.name);
    const row = within(rowOf(admin.name));
    expect(row.getByText('You')).toBeInTheDocument();
    // Your own status, role and two-step sign-in (turned off in the profile, with a code) are not here.
    const actions = row.getByRole('button', { name: `Actions for user ${admin.name}` });
    expect(actions).toBeDisabled();
    expect(actions).toHaveAccessibleDescription('Your own account: another administrator can change it.');
    expect(within(rowOf('Traveller 1')).queryByText('You')).toBeNull();
    expect(
      within(rowOf('Traveller 1')).getByRole('button', { name: 'Actions for user Traveller 1' }),
    ).toBeEnabled();
  });
});
