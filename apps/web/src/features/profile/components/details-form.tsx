import { zodResolver } from '@hookform/resolvers/zod';
import { type SessionUser, type UpdateDetailsBody, updateDetailsBodySchema } from '@tabi/contracts';
import { useEffect, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { applyFieldErrors, errorMessage } from '../../../api/field-errors.ts';
import { Alert } from '../../../ui/alert.tsx';
import { Button } from '../../../ui/button.tsx';
import { FormField } from '../../../ui/form-field.tsx';
import { Input, Textarea } from '../../../ui/input.tsx';
import { PasswordInput } from '../../../ui/password-input.tsx';
import { toast } from '../../../ui/toast.ts';
import { useUpdateDetails } from '../api/update-details.ts';
import { PendingEmailNote } from './pending-email-note.tsx';

const bioMax = 500;
const fields = ['name', 'email', 'phone', 'bio'] as const;

function formValues(user: SessionUser) {
  return {
    name: user.name,
    email: user.email,
    phone: user.phone ?? '',
    bio: user.bio ?? '',
    currentPassword: '',
  };
}

/**
 * Name, e-mail, phone and bio. Only changed fields are sent; the server's field errors show inline. A new
 * e-mail asks for the current password and waits for the link sent to it (`PendingEmailNote`).
 */
export function DetailsForm({ user }: { user: SessionUser }) {
  const save = useUpdateDetails();
  const [problem, setProblem] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    control,
    formState: { errors, isSubmitting, isDirty, dirtyFields },
  } = useForm({
    resolver: zodResolver(updateDetailsBodySchema),
    defaultValues: formValues(user),
    mode: 'onTouched',
  });
  const bio = useWatch({ control, name: 'bio' }) ?? '';
  const emailChanged = Boolean(dirtyFields.email);

  // The profile can change under the form (the check with the server at start, another tab): follow
  // it while nothing has been typed.
  const { name, email, phone, bio: savedBio } = user;
  useEffect(() => {
    if (!isDirty) reset({ name, email, phone: phone ?? '', bio: savedBio ?? '', currentPassword: '' });
  }, [name, email, phone, savedBio, isDirty, reset]);

  const onSubmit = handleSubmit(async (values) => {
    setProblem(null);
    const changes: UpdateDetailsBody = {};
    for (const field of fields) {
      if (dirtyFields[field]) Object.assign(changes, { [field]: values[field] });
    }
    if (changes.email !== undefined && values.currentPassword)
      changes.currentPassword = values.currentPassword;
    try {
      const fresh = await save.mutateAsync(changes);
      reset(formValues(fresh));
      toast.success('Profile updated', {
        description:
          changes.email !== undefined && fresh.pendingEmail
            ? `Open the link we sent to ${fresh.pendingEmail} to start using it.`
            : 'Your details have been saved.',
      });
    } catch (error) {
      const message = errorMessage(error, 'Your details could not be saved. Please try again.');
      if (!applyFieldErrors(error, setError, [...fields, 'currentPassword'])) setProblem(message);
      toast.error('Profile not saved', { description: message });
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      {problem && <Alert tone="danger">{problem}</Alert>}
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField id="profile-name" label="Full name" error={errors.name?.message}>
          {(c) => <Input {...c} autoComplete="name" {...register('name')} />}
        </FormField>
        <FormField
          id="profile-email"
          label="E-mail"
          error={errors.email?.message}
          hint={emailChanged ? 'It changes once you open the link we send to the new address.' : undefined}
        >
          {(c) => <Input {...c} type="email" autoComplete="email" inputMode="email" {...register('email')} />}
        </FormField>
      </div>
      {emailChanged && (
        <FormField
          id="profile-current-password"
          label="Confirm with your password"
          error={errors.currentPassword?.message}
          hint="To change your e-mail address. Signing in with Google only? Leave it empty."
        >
          {(c) => <PasswordInput {...c} autoComplete="current-password" {...register('currentPassword')} />}
        </FormField>
      )}
      {user.pendingEmail && !emailChanged && <PendingEmailNote pendingEmail={user.pendingEmail} />}
      <FormField
        id="profile-phone"
        label={
          <>
            Phone <span className="font-normal text-ink-600">(optional)</span>
          </>
        }
        error={errors.phone?.message}
        hint="Our guides call this number if they cannot find you at the meeting point."
      >
        {(c) => (
          <Input
            {...c}
            type="tel"
            autoComplete="tel"
            inputMode="tel"
            placeholder="+81 90 1234 5678"
            {...register('phone')}
          />
        )}
      </FormField>
      <FormField
        id="profile-bio"
        label={
          <>
            About you <span className="font-normal text-ink-600">(optional)</span>
          </>
        }
        error={errors.bio?.message}
        labelAside={
          <span className="mb-1.5 text-sm text-ink-600 tabular-nums" aria-hidden>
            {bio.length}/{bioMax}
          </span>
        }
        hint="Travel style, dietary needs, what you hope to see. Your guides read this before the tour."
      >
        {(c) => <Textarea {...c} rows={4} {...register('bio')} />}
      </FormField>
      <div className="flex flex-col-reverse gap-3 border-t border-sand-200 pt-5 sm:flex-row sm:justify-end">
        <Button variant="ghost" disabled={!isDirty || isSubmitting} onClick={() => reset(formValues(user))}>
          Discard changes
        </Button>
        <Button type="submit" loading={isSubmitting} disabled={!isDirty}>
          {isSubmitting ? 'Saving...' : 'Save changes'}
        </Button>
      </div>
    </form>
  );
}
