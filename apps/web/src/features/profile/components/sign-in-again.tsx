import { policy } from '@tabi/contracts';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { loginPathFor } from '../../../session/route-guards.tsx';
import { useSession } from '../../../session/session-context.ts';
import { Alert } from '../../../ui/alert.tsx';
import { Button } from '../../../ui/button.tsx';

/**
 * What an account without a password sees when its session is too old to change two-step sign-in: no
 * password can prove it is the owner, a fresh sign-in does. Signing out and in again comes back here.
 */
export function SignInAgain({ onCancel }: { onCancel: () => void }) {
  const { logout } = useSession();
  const navigate = useNavigate();
  const [leaving, setLeaving] = useState(false);

  const signInAgain = async () => {
    setLeaving(true);
    await logout();
    await navigate(loginPathFor('/profile'));
  };

  return (
    <div className="space-y-5">
      <Alert tone="info" title="Sign in again to continue">
        Your account has no password, so a recent sign-in shows it is you and not someone using a device you
        left signed in. Sign out, sign in again, and change two-step sign-in within{' '}
        {policy.recentSignInMinutes} minutes.
      </Alert>
      <div className="flex flex-wrap justify-end gap-3 border-t border-sand-200 pt-5">
        <Button variant="ghost" onClick={onCancel}>
          Cancel
        </Button>
        <Button loading={leaving} onClick={() => void signInAgain()}>
          Sign out and sign in again
        </Button>
      </div>
    </div>
  );
}
