import { zodResolver } from '@hookform/resolvers/zod';
import { twoFactorChallengeMinutes, twoFactorCodeSchema } from '@tabi/contracts';
import { KeyRound, Smartphone } from 'lucide-react';
import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { z } from 'zod';
import { isApiError } from '../../../api/api-error.ts';
import { Button } from '../../../ui/button.tsx';
import { useDocumentMeta } from '../../../ui/document-meta.ts';
import { FormField } from '../../../ui/form-field.tsx';
import { Input } from '../../../ui/input.tsx';
import { toast } from '../../../ui/toast.ts';
import { twoFactorSignIn } from '../api/two-factor-sign-in.ts';
import { AuthForm } from '../components/auth-form.tsx';
import { AuthHeading, AuthShell } from '../components/auth-shell.tsx';
import { OutcomeIcon } from '../components/link-outcome.tsx';
import { useAuthForm } from '../lib/use-auth-form.ts';
import { type SecondStepState, useCompleteSignIn, useRedirectQuery } from '../lib/use-complete-sign-in.ts';

const codeFormSchema = z.object({ code: twoFactorCodeSchema });

function challengeOf(state: unknown): SecondStepState | null {
  const candidate = state as Partial<SecondStepState> | null;
  return typeof candidate?.challenge === 'string' ? (candidate as SecondStepState) : null;
}

/**
 * The second step of a sign-in: the code from the authenticator app, or one of the recovery codes. The
 * sign-in page that sent the traveller here hands over the challenge; without one (a reload in a new
 * tab, a bookmark), or once it has expired, the way back is signing in again.
 */
export function TwoFactorPage() {
  useDocumentMeta('Two-step sign-in', 'Enter the code from your authenticator app to finish signing in.');
  const location = useLocation();
  const step = challengeOf(location.state);
  const complete = useCompleteSignIn();
  const redirectQuery = useRedirectQuery();
  const [recovery, setRecovery] = useState(false);
  const [expired, setExpired] = useState<string | null>(null);
  const {
    register,
    submit,
    setFocus,
    resetField,
    formState: { errors, isSubmitting },
    problem,
    refuse,
  } = useAuthForm({
    resolver: zodResolver(codeFormSchema),
    defaultValues: { code: '' },
    // Checked when sent, not on leaving the field: leaving it for "Use a recovery code" is no mistake.
    mode: 'onSubmit',
  });

  const onSubmit = submit(async ({ code }) => {
    if (!step) return;
    try {
      const answer = await twoFactorSignIn({ challenge: step.challenge, code });
      complete(answer, (name) => ({ title: 'Welcome back!', description: `Welcome back, ${name}` }), step.to);
    } catch (error) {
      if (isApiError(error) && error.fieldErrors.challenge) return setExpired(error.message);
      const message = refuse(error, 'That code is not right', ['code']);
      toast.error('Login Failed', { description: message });
    }
  });

  if (!step || expired) {
    return (
      <AuthShell>
        <OutcomeIcon icon={Smartphone} tone="accent" />
        <AuthHeading title="Sign in again">
          {expired ??
            `The second step of a sign-in follows the password within ${twoFactorChallengeMinutes} minutes, in the same tab.`}
        </AuthHeading>
        <Button asChild size="lg" className="w-full">
          <Link to={`/login${redirectQuery}`}>Go to sign in</Link>
        </Button>
      </AuthShell>
    );
  }

  const switchMode = () => {
    setRecovery((value) => !value);
    resetField('code');
    setFocus('code');
  };

  return (
    <AuthShell>
      <OutcomeIcon icon={recovery ? KeyRound : Smartphone} tone="accent" />
      <AuthHeading title="Two-step sign-in">
        {recovery
          ? 'Enter one of the recovery codes you saved when you turned on two-step sign-in. Each code works once.'
          : 'Open your authenticator app and enter the 6-digit code it shows for Tabi Tours.'}
      </AuthHeading>
      <AuthForm problem={problem} onSubmit={onSubmit}>
        <FormField
          id="second-step-code"
          label={recovery ? 'Recovery code' : 'Code from your app'}
          error={errors.code?.message}
        >
          {(control) => (
            <Input
              {...control}
              key={recovery ? 'recovery' : 'app'}
              autoFocus
              autoComplete={recovery ? 'off' : 'one-time-code'}
              inputMode={recovery ? 'text' : 'numeric'}
              spellCheck={false}
              placeholder={recovery ? 'xxxxx-xxxxx' : '123456'}
              className="font-mono text-lg tracking-[0.2em]"
              {...register('code')}
            />
          )}
        </FormField>
        <Button type="submit" size="lg" className="w-full" loading={isSubmitting}>
          {isSubmitting ? 'Checking...' : 'Sign in'}
        </Button>
      </AuthForm>
      <p className="mt-6 text-center text-[0.9375rem] text-ink-600">
        <button
          type="button"
          onClick={switchMode}
          className="font-semibold text-primary-600 underline-offset-2 hover:underline"
        >
          {recovery ? 'Use the code from your app' : 'Lost your phone? Use a recovery code'}
        </button>
      </p>
    </AuthShell>
  );
}
