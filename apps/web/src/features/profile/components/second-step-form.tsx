import { zodResolver } from '@hookform/resolvers/zod';
import { twoFactorCodeSchema } from '@tabi/contracts';
import { type ReactNode, useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { applyFieldErrors, errorMessage } from '../../../api/field-errors.ts';
import { Alert } from '../../../ui/alert.tsx';
import { Button } from '../../../ui/button.tsx';
import { FormField } from '../../../ui/form-field.tsx';
import { Input } from '../../../ui/input.tsx';
import { PasswordInput } from '../../../ui/password-input.tsx';

const passwordField = z.string().min(1, { message: 'Enter your current password' });

export type SecondStepValues = { code?: string; currentPassword?: string };

type Props = {
  /** The form's id prefix: two of these may be on the page at once. */
  id: string;
  /** Ask for the current password (accounts that have one). */
  withPassword?: boolean;
  /** Ask for a code (not before an app is added: then the password alone is asked). */
  withCode?: boolean;
  /** Recovery codes are accepted too (they are not when confirming a new app). */
  recoveryAllowed?: boolean;
  /** Lets password managers file the password under the right account. */
  email: string;
  submitLabel: string;
  pendingLabel: string;
  submitVariant?: 'primary' | 'danger';
  onSubmit: (values: SecondStepValues) => Promise<void>;
  onCancel: () => void;
  children?: ReactNode;
};

/**
 * A code from the authenticator app and the current password, each where asked: what starting the set-up,
 * confirming a new app, making new recovery codes and turning two-step sign-in off need. The server's
 * refusals land on their fields.
 */
export function SecondStepForm({
  id,
  withPassword = false,
  withCode = true,
  recoveryAllowed = true,
  email,
  submitLabel,
  pendingLabel,
  submitVariant = 'primary',
  onSubmit,
  onCancel,
  children,
}: Props) {
  const [problem, setProblem] = useState<string | null>(null);
  const schema = z.object({
    code: withCode ? twoFactorCodeSchema : z.string().optional(),
    currentPassword: withPassword ? passwordField : z.string().optional(),
  });
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(schema),
    defaultValues: { code: '', currentPassword: '' },
    mode: 'onTouched',
  });

  const submit = handleSubmit(async ({ code, currentPassword }) => {
    setProblem(null);
    try {
      await onSubmit({ ...(withCode ? { code } : {}), ...(withPassword ? { currentPassword } : {}) });
    } catch (error) {
      const message = errorMessage(error, 'That did not work. Please try again.');
      if (!applyFieldErrors(error, setError, ['code', 'currentPassword'])) setProblem(message);
    }
  });

  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      {children}
      {problem && <Alert tone="danger">{problem}</Alert>}
      {withPassword && (
        <>
          <input type="text" name="username" autoComplete="username" value={email} hidden readOnly />
          <FormField id={`${id}-password`} label="Current password" error={errors.currentPassword?.message}>
            {(c) => <PasswordInput {...c} autoComplete="current-password" {...register('currentPassword')} />}
          </FormField>
        </>
      )}
      {withCode && (
        <FormField
          id={`${id}-code`}
          label="Code from your app"
          error={errors.code?.message}
          hint={recoveryAllowed ? 'Or one of your recovery codes.' : undefined}
        >
          {(c) => (
            <Input
              {...c}
              autoComplete="one-time-code"
              inputMode={recoveryAllowed ? 'text' : 'numeric'}
              spellCheck={false}
              placeholder="123456"
              className="max-w-56 font-mono text-lg tracking-[0.2em]"
              {...register('code')}
            />
          )}
        </FormField>
      )}
      <div className="flex flex-wrap justify-end gap-3 border-t border-sand-200 pt-5">
        <Button type="button" variant="ghost" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" variant={submitVariant} loading={isSubmitting}>
          {isSubmitting ? pendingLabel : submitLabel}
        </Button>
      </div>
    </form>
  );
}
