import type { AdminUser } from '@tabi/contracts';
import { useState } from 'react';
import { errorMessage } from '../../../../api/field-errors.ts';
import { ConfirmDialog } from '../../../../ui/confirm-dialog.tsx';
import { type UserChange, userChanges } from '../lib/user-changes.ts';

type UserChangeDialogProps = {
  user: AdminUser;
  change: UserChange;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** While the change is on its way. */
  pending: boolean;
  /** Resolves when done (and said so); throws when refused, and the dialog then says why. */
  onConfirm: () => Promise<void>;
};

/**
 * Asks before disabling or enabling an account, changing its role or turning off its two-step sign-in,
 * saying what will happen. A refusal (your own account, the last administrator, two-step sign-in off
 * already: the server's 409 sentence) stays in the dialog.
 */
export function UserChangeDialog({
  user,
  change,
  open,
  onOpenChange,
  pending,
  onConfirm,
}: UserChangeDialogProps) {
  const [error, setError] = useState<string>();
  const text = userChanges[change];

  const run = async () => {
    setError(undefined);
    try {
      await onConfirm();
      onOpenChange(false);
    } catch (failure) {
      setError(errorMessage(failure, 'The account could not be changed. Please try again.'));
    }
  };

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={text.title(user.name)}
      description={
        <>
          <span className="mb-1 block font-medium break-all text-ink-900">{user.email}</span>
          {text.effect}
        </>
      }
      confirmLabel={text.confirm}
      tone={text.tone}
      pending={pending}
      error={error}
      onConfirm={() => void run()}
    />
  );
}
