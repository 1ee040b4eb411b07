import { zodResolver } from '@hookform/resolvers/zod';
import { limits, registerBodySchema } from '@tabi/contracts';
import { Link } from 'react-router';
import { Button } from '../../../ui/button.tsx';
import { useDocumentMeta } from '../../../ui/document-meta.ts';
import { FormField } from '../../../ui/form-field.tsx';
import { Input } from '../../../ui/input.tsx';
import { PasswordInput } from '../../../ui/password-input.tsx';
import { toast } from '../../../ui/toast.ts';
import { register as createAccount } from '../api/register.ts';
import { AuthForm } from '../components/auth-form.tsx';
import { AuthHeading, AuthShell } from '../components/auth-shell.tsx';
import { BookingInProgress, useBookingInProgress } from '../components/booking-in-progress.tsx';
import { GoogleSignIn } from '../components/google-sign-in.tsx';
import { useAuthForm } from '../lib/use-auth-form.ts';
import { useCompleteSignIn, useRedirectQuery } from '../lib/use-complete-sign-in.ts';

export function RegisterPage() {
  useDocumentMeta('Create your account', 'Create a Tabi Tours account to book guided tours across Japan.');
  const complete = useCompleteSignIn();
  const redirectQuery = useRedirectQuery();
  const booking = useBookingInProgress();
  const {
    register,
    submit,
    formState: { errors, isSubmitting },
    problem,
    refuse,
  } = useAuthForm({
    resolver: zodResolver(registerBodySchema),
    defaultValues: { name: '', email: '', password: '' },
  });

  const onSubmit = submit(async (values) => {
    try {
      const answer = await createAccount(values);
      complete(answer, (name) => ({
        title: 'Account Created!',
        description: `Welcome to Tabi Tours, ${name}!`,
      }));
    } catch (error) {
      const message = refuse(error, 'Failed to create account', ['name', 'email', 'password']);
      toast.error('Registration Failed', { description: message });
    }
  });

  return (
    <AuthShell>
      {booking && <BookingInProgress booking={booking} />}
      <AuthHeading title="Create your account">
        {booking
          ? 'Create an account to finish your booking: your date and travellers are kept.'
          : 'Book tours, keep your bookings in one place and chat with our team in Kyoto.'}
      </AuthHeading>
      <AuthForm problem={problem} onSubmit={onSubmit}>
        <FormField id="register-name" label="Full name" error={errors.name?.message}>
          {(control) => <Input {...control} autoComplete="name" {...register('name')} />}
        </FormField>
        <FormField id="register-email" label="E-mail" error={errors.email?.message}>
          {(control) => (
            <Input {...control} type="email" autoComplete="email" inputMode="email" {...register('email')} />
          )}
        </FormField>
        <FormField
          id="register-password"
          label="Password"
          error={errors.password?.message}
          hint={`At least ${limits.passwordMinLength} characters.`}
        >
          {(control) => <PasswordInput {...control} autoComplete="new-password" {...register('password')} />}
        </FormField>
        <Button type="submit" size="lg" className="w-full" loading={isSubmitting}>
          {isSubmitting ? 'Creating your account...' : 'Create account'}
        </Button>
        <p className="text-center text-sm leading-relaxed text-ink-600">
          By creating an account you agree to our{' '}
          <Link to="/terms" className="font-semibold text-ink-800 underline-offset-2 hover:underline">
            Terms of Service
          </Link>{' '}
          and{' '}
          <Link to="/privacy" className="font-semibold text-ink-800 underline-offset-2 hover:underline">
            Privacy Policy
          </Link>
          .
        </p>
      </AuthForm>
      <GoogleSignIn text="signup_with" />
      <p className="mt-8 text-center text-[0.9375rem] text-ink-600">
        Already have an account?{' '}
        <Link to={`/login${redirectQuery}`} className="font-semibold text-primary-600 hover:underline">
          Log in
        </Link>
      </p>
    </AuthShell>
  );
}
