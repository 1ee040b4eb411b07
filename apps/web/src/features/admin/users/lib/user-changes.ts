import type { AdminUser, AdminUserUpdate } from '@tabi/contracts';

/** What an admin can do to another account from its row. */
export type UserChange = 'disable' | 'enable' | 'make-admin' | 'remove-admin' | 'turn-off-two-factor';

/** How a change reaches the server: fields of the account (PUT), or turning off its two-step sign-in. */
export type ChangeRequest = { kind: 'update'; body: AdminUserUpdate } | { kind: 'two-factor-off' };

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

export const userChanges: Record<UserChange, ChangeText & { request: ChangeRequest }> = {
  disable: {
    request: { kind: 'update', body: { disabled: true } },
    action: 'Disable',
    title: (name) => `Disable ${name}'s account?`,
    effect:
      'They are signed out everywhere at once and cannot sign in again until the account is enabled. Their bookings stay as they are.',
    confirm: 'Disable account',
    tone: 'danger',
    done: (name) => `${name}'s account is disabled`,
  },
  enable: {
    request: { kind: 'update', body: { disabled: false } },
    action: 'Enable',
    title: (name) => `Enable ${name}'s account?`,
    effect: 'They can sign in again and book tours.',
    confirm: 'Enable account',
    tone: 'primary',
    done: (name) => `${name}'s account is enabled`,
  },
  'make-admin': {
    request: { kind: 'update', body: { role: 'admin' } },
    action: 'Make admin',
    title: (name) => `Make ${name} an administrator?`,
    effect:
      'They get the whole admin console: every booking and traveller, the tours, the users and the outbox.',
    confirm: 'Make administrator',
    tone: 'primary',
    done: (name) => `${name} is now an administrator`,
  },
  'remove-admin': {
    request: { kind: 'update', body: { role: 'user' } },
    action: 'Remove admin',
    title: (name) => `Remove ${name}'s administrator role?`,
    effect: 'They keep their account and bookings but lose the admin console at once.',
    confirm: 'Remove administrator',
    tone: 'danger',
    done: (name) => `${name} is no longer an administrator`,
  },
  'turn-off-two-factor': {
    request: { kind: 'two-factor-off' },
    action: 'Turn off two-step sign-in',
    title: (name) => `Turn off two-step sign-in for ${name}?`,
    effect:
      "Their authenticator app and recovery codes stop working, they are signed out everywhere, and their password (or Google) alone signs them in. We e-mail them that support turned it off. Do this only once you are sure the request comes from the account's owner.",
    confirm: 'Turn off two-step sign-in',
    tone: 'danger',
    done: (name) => `Two-step sign-in is off for ${name}`,
  },
};

/**
 * The changes a row offers: its account's status, then its role, then, while it is on, turning off its
 * two-step sign-in (for an owner locked out without phone and recovery codes).
 */
export function changesFor(user: Pick<AdminUser, 'disabled' | 'role' | 'twoFactorEnabled'>): UserChange[] {
  const changes: UserChange[] = [
    user.disabled ? 'enable' : 'disable',
    user.role === 'admin' ? 'remove-admin' : 'make-admin',
  ];
  if (user.twoFactorEnabled) changes.push('turn-off-two-factor');
  return changes;
}
