import type { AdminUser, AdminUserUpdate } from '@tabi/contracts';

/** What an admin can do to another account from its row. */
export type UserChange = 'disable' | 'enable' | 'make-admin' | 'remove-admin';

type ChangeText = {
  /** The row's button. */
  action: string;
  title: (name: string) => string;
  /** What happens, said before it does. */
  effect: string;
  confirm: string;
  tone: 'primary' | 'danger';
  done: (name: string) => string;
};

export const userChanges: Record<UserChange, ChangeText & { body: AdminUserUpdate }> = {
  disable: {
    body: { disabled: true },
    action: 'Disable',
    title: (name) => `Disable ${name}'s account?`,
    effect:
      'They are signed out everywhere at once and cannot sign in again until the account is enabled. Their bookings stay as they are.',
    confirm: 'Disable account',
    tone: 'danger',
    done: (name) => `${name}'s account is disabled`,
  },
  enable: {
    body: { disabled: false },
    action: 'Enable',
    title: (name) => `Enable ${name}'s account?`,
    effect: 'They can sign in again and book tours.',
    confirm: 'Enable account',
    tone: 'primary',
    done: (name) => `${name}'s account is enabled`,
  },
  'make-admin': {
    body: { role: 'admin' },
    action: 'Make admin',
    title: (name) => `Make ${name} an administrator?`,
    effect:
      'They get the whole admin console: every booking and traveller, the tours, the users and the outbox.',
    confirm: 'Make administrator',
    tone: 'primary',
    done: (name) => `${name} is now an administrator`,
  },
  'remove-admin': {
    body: { role: 'user' },
    action: 'Remove admin',
    title: (name) => `Remove ${name}'s administrator role?`,
    effect: 'They keep their account and bookings but lose the admin console at once.',
    confirm: 'Remove administrator',
    tone: 'danger',
    done: (name) => `${name} is no longer an administrator`,
  },
};

/** The two changes a row offers: its account's status, then its role. */
export function changesFor(user: Pick<AdminUser, 'disabled' | 'role'>): [UserChange, UserChange] {
  return [user.disabled ? 'enable' : 'disable', user.role === 'admin' ? 'remove-admin' : 'make-admin'];
}
