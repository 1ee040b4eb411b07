import { zodResolver } from '@hookform/resolvers/zod';
import { forgotPasswordBodySchema, passwordResetLinkMinutes } from '@tabi/contracts';
import { ArrowLeft, MailCheck } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Alert } from '../../../ui/alert.tsx';
import { Button } from '../../../ui/button.tsx';
import { useDocumentMeta } from '../../../ui/document-meta.ts';
import { FormField } from '../../../ui/form-field.tsx';
import { Input } from '../../../ui/input.tsx';
import { forgotPassword } from '../api/forgot-password.ts';
import { AuthForm } from '../components/auth-form.tsx';
import { AuthHeading, AuthShell } from '../components/auth-shell.tsx';
import { useAuthForm } from '../lib/use-auth-form.ts';

const linkLifetime =
  passwordResetLinkMinutes % 60 === 0
    ? passwordResetLinkMinutes === 60
      ? 'one hour'
      : `${passwordResetLinkMinutes / 60} hours`
    : `${passwordResetLinkMinutes} minutes`;

export function ForgotPasswordPage() {
  useDocumentMeta(
    'Forgot your password?',
    'Get a link to choose a new password for your Tabi Tours account.',
  );
  const [sent, setSent] = useState<{ message: string; email: string } | null>(null);
  const {
    register,
    submit,
    formState: { errors, isSubmitting },
    problem,
    refuse,
  } = useAuthForm({
    resolver: zodResolver(forgotPasswordBodySchema),
    defaultValues: { email: '' },
  });

  const onSubmit = submit(async (values) => {
    try {
      const answer = await forgotPassword(values);
      setSent({ message: answer.message, email: values.email });
    } catch (error) {
      refuse(error, 'We could not send the link. Please try again.', ['email']);
    }
  });

  if (sent) {
    return (
      <AuthShell>
        <div className="mb-6 flex size-12 items-center justify-center rounded-2xl bg-primary-50 text-primary-600">
          <MailCheck className="size-6" aria-hidden />
        </div>
        <AuthHeading title="Check your inbox" />
        <Alert tone="success">{sent.message}</Alert>
        <p className="mt-5 text-[0.9375rem] leading-relaxed text-ink-600">
          We sent it to <span className="font-semibold text-ink-900">{sent.email}</span>. The link works for{' '}
          {linkLifetime}. Nothing there? Look in your spam folder, or{' '}
          <button
            type="button"
            className="cursor-pointer font-semibold text-primary-600 hover:underline"
            onClick={() => setSent(null)}
          >
            try again
          </button>
          .
        </p>
        <Button asChild variant="outline" size="lg" className="mt-8 w-full">
          <Link to="/login">
            <ArrowLeft aria-hidden />
            Back to login
          </Link>
        </Button>
      </AuthShell>
    );
  }

  return (
    <AuthShell>
      <AuthHeading title="Forgot your password?">
        Enter the e-mail of your account and we will send you a link to choose a new one.
      </AuthHeading>
      <AuthForm problem={problem} onSubmit={onSubmit}>
        <FormField id="forgot-email" label="E-mail" error={errors.email?.message}>
          {(control) => (
            <Input {...control} type="email" autoComplete="email" inputMode="email" {...register('email')} />
          )}
        </FormField>
        <Button type="submit" size="lg" className="w-full" loading={isSubmitting}>
          {isSubmitting ? 'Sending...' : 'Send reset link'}
        </Button>
      </AuthForm>
      <p className="mt-8 text-center text-[0.9375rem] text-ink-600">
        Remembered it?{' '}
        <Link to="/login" className="font-semibold text-primary-600 hover:underline">
          Back to login
        </Link>
      </p>
    </AuthShell>
  );
}
