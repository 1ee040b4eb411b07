import type { TwoFactorSetupResponse } from '@tabi/contracts';
import { ShieldCheck, ShieldOff } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { errorMessage } from '../../../api/field-errors.ts';
import { useSession } from '../../../session/session-context.ts';
import type { SessionUser } from '../../../session/session-user.ts';
import { Alert } from '../../../ui/alert.tsx';
import { Badge } from '../../../ui/badge.tsx';
import { Button } from '../../../ui/button.tsx';
import { cn } from '../../../ui/cn.ts';
import { toast } from '../../../ui/toast.ts';
import {
  disableTwoFactor,
  needsRecentSignIn,
  renewRecoveryCodes,
  startTwoFactorSetup,
} from '../api/two-factor.ts';
import { RecoveryCodes } from './recovery-codes.tsx';
import { SecondStepForm } from './second-step-form.tsx';
import { SignInAgain } from './sign-in-again.tsx';
import { TwoFactorSetup } from './two-factor-setup.tsx';

type Mode =
  | { kind: 'idle' }
  | { kind: 'password' }
  | { kind: 'scan'; setup: TwoFactorSetupResponse['data'] }
  | { kind: 'codes'; codes: string[] }
  | { kind: 'renew' }
  | { kind: 'disable' }
  | { kind: 'sign-in-again' };

/**
 * Two-step sign-in in the profile: off (what it is, and setting it up: password, QR code, first code,
 * recovery codes) or on (new recovery codes, turning it off). Accounts that sign in with Google have no
 * password to confirm: a recent sign-in is their proof, and the server says when theirs is too old.
 */
export function TwoFactorPanel({ user }: { user: SessionUser }) {
  const { updateUser } = useSession();
  const [mode, setMode] = useState<Mode>({ kind: 'idle' });
  const [starting, setStarting] = useState(false);
  const idle = () => setMode({ kind: 'idle' });
  const hasPassword = !user.isGoogleUser;

  const start = async (currentPassword?: string) => {
    const setup = await startTwoFactorSetup(currentPassword === undefined ? {} : { currentPassword });
    setMode({ kind: 'scan', setup });
  };
  const startWithoutPassword = async () => {
    setStarting(true);
    try {
      await start();
    } catch (error) {
      if (needsRecentSignIn(error)) return setMode({ kind: 'sign-in-again' });
      toast.error('Two-step sign-in could not be set up', {
        description: errorMessage(error, 'Please try again.'),
      });
    } finally {
      setStarting(false);
    }
  };

  // Before a new app is added, the password: a borrowed session cannot lock the owner out.
  if (mode.kind === 'password')
    return (
      <SecondStepForm
        id="two-factor-setup"
        email={user.email}
        withPassword
        withCode={false}
        submitLabel="Continue"
        pendingLabel="Checking..."
        onCancel={idle}
        onSubmit={({ currentPassword }) => start(currentPassword)}
      />
    );
  if (mode.kind === 'scan')
    return (
      <TwoFactorSetup
        setup={mode.setup}
        email={user.email}
        onCancel={idle}
        onEnabled={({ recoveryCodes, user: fresh }) => {
          updateUser(fresh);
          toast.success('Two-step sign-in is on');
          setMode({ kind: 'codes', codes: recoveryCodes });
        }}
      />
    );
  if (mode.kind === 'codes') return <RecoveryCodes codes={mode.codes} email={user.email} onDone={idle} />;
  if (mode.kind === 'sign-in-again') return <SignInAgain onCancel={idle} />;
  if (mode.kind === 'renew')
    return (
      <SecondStepForm
        id="two-factor-renew"
        email={user.email}
        submitLabel="Make new codes"
        pendingLabel="Making codes..."
        onCancel={idle}
        onSubmit={async ({ code = '' }) => {
          const { recoveryCodes } = await renewRecoveryCodes({ code });
          setMode({ kind: 'codes', codes: recoveryCodes });
        }}
      >
        <p className="text-[0.9375rem] text-ink-700">
          New recovery codes replace all your earlier ones, used or not.
        </p>
      </SecondStepForm>
    );
  if (mode.kind === 'disable')
    return (
      <SecondStepForm
        id="two-factor-disable"
        email={user.email}
        withPassword={hasPassword}
        submitLabel="Turn off"
        pendingLabel="Turning off..."
        submitVariant="danger"
        onCancel={idle}
        onSubmit={async ({ code = '', currentPassword }) => {
          try {
            updateUser(await disableTwoFactor({ code, currentPassword }));
          } catch (error) {
            if (needsRecentSignIn(error)) return setMode({ kind: 'sign-in-again' });
            throw error;
          }
          toast.success('Two-step sign-in is off');
          idle();
        }}
      >
        <p className="text-[0.9375rem] text-ink-700">
          Without it, your password alone signs you in. We will e-mail you that it was turned off.
        </p>
      </SecondStepForm>
    );

  if (user.twoFactorEnabled)
    return (
      <div className="space-y-5">
        <TwoFactorState on>
          Signing in asks for a code from your authenticator app. Lost your phone? A recovery code gets you in
          once.
        </TwoFactorState>
        <div className="flex flex-wrap justify-end gap-3 border-t border-sand-200 pt-5">
          <Button variant="outline" onClick={() => setMode({ kind: 'renew' })}>
            New recovery codes
          </Button>
          <Button variant="ghost" onClick={() => setMode({ kind: 'disable' })}>
            Turn off
          </Button>
        </div>
      </div>
    );

  return (
    <div className="space-y-5">
      <TwoFactorState on={false}>
        After your password, signing in also asks for a 6-digit code from an app on your phone, so a stolen
        password alone cannot open your account.
      </TwoFactorState>
      {!user.emailVerified && (
        <Alert tone="warning" title="Confirm your e-mail address first">
          It is how you get back in if you lose your phone: open the link we sent to {user.email}.
        </Alert>
      )}
      <div className="flex justify-end border-t border-sand-200 pt-5">
        <Button
          disabled={!user.emailVerified}
          loading={starting}
          onClick={() => (hasPassword ? setMode({ kind: 'password' }) : void startWithoutPassword())}
        >
          Set up two-step sign-in
        </Button>
      </div>
    </div>
  );
}

/** Whether two-step sign-in is on, with a line on what that means. */
function TwoFactorState({ on, children }: { on: boolean; children: ReactNode }) {
  const Icon = on ? ShieldCheck : ShieldOff;
  return (
    <div className="flex items-start gap-3">
      <Icon className={cn('mt-0.5 size-5 shrink-0', on ? 'text-success-600' : 'text-ink-500')} aria-hidden />
      <div>
        <p className="flex flex-wrap items-center gap-2 font-semibold text-ink-900">
          Two-step sign-in <Badge variant={on ? 'success' : 'neutral'}>{on ? 'On' : 'Off'}</Badge>
        </p>
        <p className="mt-1 text-[0.9375rem] leading-relaxed text-ink-600">{children}</p>
      </div>
    </div>
  );
}
