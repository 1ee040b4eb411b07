import { zodResolver } from '@hookform/resolvers/zod';
import type { TwoFactorSetupResponse } from '@tabi/contracts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { applyFieldErrors, errorMessage } from '../../../api/field-errors.ts';
import { Alert } from '../../../ui/alert.tsx';
import { Button } from '../../../ui/button.tsx';
import { FormField } from '../../../ui/form-field.tsx';
import { PasswordInput } from '../../../ui/password-input.tsx';
import { QrCode } from '../../../ui/qr-code.tsx';
import { enableTwoFactor } from '../api/two-factor.ts';
import { SecondStepForm } from './second-step-form.tsx';

type Props = {
  setup: TwoFactorSetupResponse['data'];
  email: string;
  onEnabled: (answer: Awaited<ReturnType<typeof enableTwoFactor>>) => void;
  onCancel: () => void;
};

/** The secret in groups of four, as authenticator apps show a key typed by hand. */
const grouped = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? secret;

/**
 * Adding the app: scan the QR code (or type the key), then its first code proves the app has the secret
 * and turns two-step sign-in on.
 */
export function TwoFactorSetup({ setup, email, onEnabled, onCancel }: Props) {
  return (
    <SecondStepForm
      id="two-factor-enable"
      email={email}
      recoveryAllowed={false}
      submitLabel="Turn on"
      pendingLabel="Turning on..."
      onSubmit={async ({ code }) => onEnabled(await enableTwoFactor({ code }))}
      onCancel={onCancel}
    >
      <ol className="space-y-5 text-[0.9375rem] leading-relaxed text-ink-700">
        <li>
          <p>
            <span className="font-semibold text-ink-900">1. Scan this code</span> with an authenticator app
            (Google Authenticator, Microsoft Authenticator, 1Password, Authy...).
          </p>
          <div className="mt-3 flex flex-col gap-4 sm:flex-row sm:items-center">
            <QrCode
              value={setup.otpauthUrl}
              label="QR code to add Tabi Tours to your authenticator app"
              className="size-44 shrink-0 rounded-xl border border-sand-200 text-ink-900"
            />
            <p className="text-sm text-ink-600">
              Can&apos;t scan it? Enter this key in the app:
              <span className="mt-1 block font-mono text-[0.9375rem] font-semibold break-all text-ink-900 select-all">
                {grouped(setup.secret)}
              </span>
            </p>
          </div>
        </li>
        <li>
          <span className="font-semibold text-ink-900">2. Enter the 6-digit code</span> the app shows now.
        </li>
      </ol>
    </SecondStepForm>
  );
}

/** Before a new app is added, accounts with a password confirm it: a borrowed session cannot lock the owner out. */
export function ConfirmPasswordStep({
  email,
  onConfirmed,
  onCancel,
}: {
  email: string;
  onConfirmed: (currentPassword: string) => Promise<void>;
  onCancel: () => void;
}) {
  const [problem, setProblem] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(
      z.object({ currentPassword: z.string().min(1, { message: 'Enter your current password' }) }),
    ),
    defaultValues: { currentPassword: '' },
    mode: 'onTouched',
  });
  const submit = handleSubmit(async ({ currentPassword }) => {
    setProblem(null);
    try {
      await onConfirmed(currentPassword);
    } catch (error) {
      const message = errorMessage(error, 'Two-step sign-in could not be set up. Please try again.');
      if (!applyFieldErrors(error, setError, ['currentPassword'])) setProblem(message);
    }
  });

  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      {problem && <Alert tone="danger">{problem}</Alert>}
      <input type="text" name="username" autoComplete="username" value={email} hidden readOnly />
      <FormField
        id="two-factor-setup-password"
        label="Current password"
        error={errors.currentPassword?.message}
      >
        {(c) => <PasswordInput {...c} autoComplete="current-password" {...register('currentPassword')} />}
      </FormField>
      <div className="flex flex-wrap justify-end gap-3 border-t border-sand-200 pt-5">
        <Button type="button" variant="ghost" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" loading={isSubmitting}>
          {isSubmitting ? 'Checking...' : 'Continue'}
        </Button>
      </div>
    </form>
  );
}
