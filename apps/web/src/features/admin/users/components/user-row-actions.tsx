import type { AdminUser } from '@tabi/contracts';
import { Ban, CircleCheck, KeyRound, ShieldCheck, ShieldOff } from 'lucide-react';
import { RowActionsMenu } from '../../shared/components/row-actions-menu.tsx';
import { changesFor, type UserChange, userChanges } from '../lib/user-changes.ts';

type UserRowActionsProps = {
  user: AdminUser;
  /** The signed-in admin's own row: nothing can be changed from it. */
  own: boolean;
  busy: boolean;
  onChange: (user: AdminUser, change: UserChange) => void;
};

const icons = {
  disable: Ban,
  enable: CircleCheck,
  'make-admin': ShieldCheck,
  'remove-admin': ShieldOff,
  'turn-off-two-factor': KeyRound,
};

/** The id of the line on your own row that says why its menu is off. */
export const ownAccountNoteId = (user: Pick<AdminUser, '_id'>) => `own-account-${user._id}`;

/**
 * The account's menu: its status and role, and turning off its two-step sign-in while it is on (those
 * that lock someone out last, in the danger colour). On your own row it is off, described by the row's
 * note (`ownAccountNoteId`).
 */
export function UserRowActions({ user, own, busy, onChange }: UserRowActionsProps) {
  return (
    <RowActionsMenu
      label={`Actions for user ${user.name}`}
      heading={user.email}
      actions={changesFor(user).map((change) => ({
        label: userChanges[change].action,
        icon: icons[change],
        danger: userChanges[change].tone === 'danger',
        onSelect: () => onChange(user, change),
      }))}
      disabled={own || busy}
      describedBy={own ? ownAccountNoteId(user) : undefined}
    />
  );
}
