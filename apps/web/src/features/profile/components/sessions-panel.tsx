import { LogOut, MonitorSmartphone } from 'lucide-react';
import { useState } from 'react';
import { errorMessage } from '../../../api/field-errors.ts';
import { Button } from '../../../ui/button.tsx';
import { ConfirmDialog } from '../../../ui/confirm-dialog.tsx';
import { toast } from '../../../ui/toast.ts';
import { useLogoutAll } from '../api/logout-all.ts';

/** 'Sign out everywhere': every session of the account ends, this one included. */
export function SessionsPanel({ isGoogleUser }: { isGoogleUser: boolean }) {
  const [open, setOpen] = useState(false);
  const everywhere = useLogoutAll();

  const signOutEverywhere = async () => {
    try {
      await everywhere.mutateAsync();
      setOpen(false);
    } catch (error) {
      toast.error('Could not sign out everywhere', {
        description: errorMessage(error, 'Please try again in a moment.'),
      });
    }
  };

  return (
    <div className="flex flex-col gap-5 sm:flex-row sm:items-center sm:justify-between">
      <div className="flex items-start gap-4">
        <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-primary-50 text-primary-600">
          <MonitorSmartphone className="size-5" aria-hidden />
        </span>
        <div>
          <p className="font-semibold text-ink-900">Signed in on this device</p>
          <p className="mt-0.5 text-sm leading-relaxed text-ink-600">
            Lost a phone or used a shared computer? Sign out on every device and browser at once.
          </p>
        </div>
      </div>
      <Button variant="outline" className="shrink-0" onClick={() => setOpen(true)}>
        <LogOut aria-hidden />
        Sign out everywhere
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title="Sign out everywhere?"
        description={`You will be signed out on every device and browser, this one included. You can sign in again ${
          isGoogleUser ? 'with Google' : 'with your e-mail and password'
        }.`}
        confirmLabel="Sign out everywhere"
        pending={everywhere.isPending}
        onConfirm={signOutEverywhere}
      />
    </div>
  );
}
