import { zodResolver } from '@hookform/resolvers/zod';
import { limits, resetPasswordBodySchema } from '@tabi/contracts';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { z } from 'zod';
import { isApiError } from '../../../api/api-error.ts';
import { applyFieldErrors, errorMessage } from '../../../api/field-errors.ts';
import { Button } from '../../../ui/button.tsx';
import { useDocumentMeta } from '../../../ui/document-meta.ts';
import { FormField } from '../../../ui/form-field.tsx';
import { PasswordInput } from '../../../ui/password-input.tsx';
import { resetPassword } from '../api/reset-password.ts';
import { AuthForm } from '../components/auth-form.tsx';
import { AuthHeading, AuthShell } from '../components/auth-shell.tsx';
import { DeadLink } from '../components/link-outcome.tsx';
import { useAuthForm } from '../lib/use-auth-form.ts';
import { useCompleteSignIn, useSecondStep } from '../lib/use-complete-sign-in.ts';

const resetFormSchema = resetPasswordBodySchema
  .extend({ confirmPassword: z.string() })
  .refine((values) => values.password === values.confirmPassword, {
    message: 'The passwords do not match',
    path: ['confirmPassword'],
  });

export function ResetPasswordPage() {
  useDocumentMeta('Choose a new password', 'Set a new password for your Tabi Tours account.');
  const { token = '' } = useParams();
  const complete = useCompleteSignIn();
  const secondStep = useSecondStep();
  const [badLink, setBadLink] = useState<string | null>(null);
  const {
    register,
    submit,
    setError,
    formState: { errors, isSubmitting },
    problem,
    setProblem,
  } = useAuthForm({
    resolver: zodResolver(resetFormSchema),
    defaultValues: { password: '', confirmPassword: '' },
  });

  const onSubmit = submit(async ({ password }) => {
    try {
      const answer = await resetPassword(token, { password });
      complete(
        answer,
        (name) => ({
          title: 'Password changed',
          description: `Welcome back, ${name}. You are signed in with your new password.`,
        }),
        '/',
      );
    } catch (error) {
      // The new password is set; the account's app is still asked for before the session opens.
      if (secondStep(error, '/')) return;
      if (applyFieldErrors(error, setError, ['password'])) return;
      const message = errorMessage(error, 'This link cannot be used any more.');
      // A 400 without a field error: the link is unknown, used or expired.
      if (isApiError(error) && error.status === 400) setBadLink(message);
      else setProblem(message);
    }
  });

  if (badLink) {
    return (
      <DeadLink
        message={badLink}
        explanation="Reset links work once and only for a short time. Ask for a new one and use the latest e-mail."
      >
        <Button asChild size="lg" className="mt-8 w-full">
          <Link to="/forgot-password">Ask for a new link</Link>
        </Button>
        <p className="mt-6 text-center text-[0.9375rem] text-ink-600">
          <Link to="/login" className="font-semibold text-primary-600 hover:underline">
            Back to login
          </Link>
        </p>
      </DeadLink>
    );
  }

  return (
    <AuthShell>
      <AuthHeading title="Choose a new password">
        Pick a password you do not use anywhere else. You will be signed in right after.
      </AuthHeading>
      <AuthForm problem={problem} onSubmit={onSubmit}>
        <FormField
          id="reset-password"
          label="New password"
          error={errors.password?.message}
          hint={`At least ${limits.passwordMinLength} characters.`}
        >
          {(control) => <PasswordInput {...control} autoComplete="new-password" {...register('password')} />}
        </FormField>
        <FormField id="reset-confirm" label="Confirm new password" error={errors.confirmPassword?.message}>
          {(control) => (
            <PasswordInput {...control} autoComplete="new-password" {...register('confirmPassword')} />
          )}
        </FormField>
        <Button type="submit" size="lg" className="w-full" loading={isSubmitting}>
          {isSubmitting ? 'Saving...' : 'Set new password'}
        </Button>
      </AuthForm>
      <p className="mt-8 text-center text-[0.9375rem] text-ink-600">
        Changed your mind?{' '}
        <Link to="/login" className="font-semibold text-primary-600 hover:underline">
          Back to login
        </Link>
      </p>
    </AuthShell>
  );
}
