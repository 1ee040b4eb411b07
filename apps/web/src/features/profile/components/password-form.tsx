import { zodResolver } from '@hookform/resolvers/zod';
import { limits, updatePasswordBodySchema } from '@tabi/contracts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { applyFieldErrors, errorMessage } from '../../../api/field-errors.ts';
import { Alert } from '../../../ui/alert.tsx';
import { Button } from '../../../ui/button.tsx';
import { FormField } from '../../../ui/form-field.tsx';
import { PasswordInput } from '../../../ui/password-input.tsx';
import { toast } from '../../../ui/toast.ts';
import { updatePassword } from '../api/update-password.ts';

const passwordFormSchema = updatePasswordBodySchema
  .extend({ confirmPassword: z.string() })
  .refine((values) => values.newPassword === values.confirmPassword, {
    message: 'The new passwords do not match',
    path: ['confirmPassword'],
  })
  .refine((values) => values.newPassword === '' || values.newPassword !== values.currentPassword, {
    message: 'Choose a password different from your current one',
    path: ['newPassword'],
  });

const empty = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** Current password, new password and its confirmation. A wrong current password shows on its field. */
export function PasswordForm({ email }: { email: string }) {
  const [problem, setProblem] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(passwordFormSchema), defaultValues: empty, mode: 'onTouched' });

  const onSubmit = handleSubmit(async ({ currentPassword, newPassword }) => {
    setProblem(null);
    try {
      const answer = await updatePassword({ currentPassword, newPassword });
      reset(empty);
      toast.success('Password changed', { description: answer.message });
    } catch (error) {
      const message = errorMessage(error, 'Your password could not be changed. Please try again.');
      if (!applyFieldErrors(error, setError, ['currentPassword', 'newPassword'])) setProblem(message);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      {problem && <Alert tone="danger">{problem}</Alert>}
      {/* Lets password managers file the new password under the right account. */}
      <input type="text" name="username" autoComplete="username" value={email} hidden readOnly />
      <FormField id="password-current" label="Current password" error={errors.currentPassword?.message}>
        {(c) => <PasswordInput {...c} autoComplete="current-password" {...register('currentPassword')} />}
      </FormField>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField
          id="password-new"
          label="New password"
          error={errors.newPassword?.message}
          hint={`At least ${limits.passwordMinLength} characters.`}
        >
          {(c) => <PasswordInput {...c} autoComplete="new-password" {...register('newPassword')} />}
        </FormField>
        <FormField id="password-confirm" label="Confirm new password" error={errors.confirmPassword?.message}>
          {(c) => <PasswordInput {...c} autoComplete="new-password" {...register('confirmPassword')} />}
        </FormField>
      </div>
      <p className="text-sm text-ink-600">Changing it signs you out on your other devices.</p>
      <div className="flex justify-end border-t border-sand-200 pt-5">
        <Button type="submit" loading={isSubmitting}>
          {isSubmitting ? 'Changing...' : 'Change password'}
        </Button>
      </div>
    </form>
  );
}
