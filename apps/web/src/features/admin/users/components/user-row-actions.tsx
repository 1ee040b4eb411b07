import type { AdminUser } from '@tabi/contracts';
import { Ban, CircleCheck, KeyRound, ShieldCheck, ShieldOff } from 'lucide-react';
import { Button } from '../../../../ui/button.tsx';
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
const slots = ['status', 'role', 'two-factor'];

/**
 * The account's status and role buttons, and turning off its two-step sign-in while it is on; on your
 * own row they are off and the row says why.
 */
export function UserRowActions({ user, own, busy, onChange }: UserRowActionsProps) {
  const noteId = `own-account-${user._id}`;
  return (
    <div>
      <div className="flex flex-wrap gap-2 md:justify-end">
        {changesFor(user).map((change, slot) => {
          const Icon = icons[change];
          const danger = userChanges[change].tone === 'danger';
          return (
            // Keyed by its place, so the button the dialog gives the focus back to outlives the change.
            <Button
              key={slots[slot]}
              variant="outline"
              size="sm"
              className={danger ? 'text-danger-700 max-md:flex-1' : 'max-md:flex-1'}
              disabled={own || busy}
              aria-label={`${userChanges[change].action}: ${user.name}`}
              aria-describedby={own ? noteId : undefined}
              onClick={() => onChange(user, change)}
            >
              <Icon aria-hidden />
              {userChanges[change].action}
            </Button>
          );
        })}
      </div>
      {own && (
        <p id={noteId} className="mt-1.5 text-xs text-ink-600 md:ml-auto md:max-w-56 md:text-right">
          Your own account: another administrator can change it.
        </p>
      )}
    </div>
  );
}
