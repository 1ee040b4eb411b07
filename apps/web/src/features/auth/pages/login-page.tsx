import { zodResolver } from '@hookform/resolvers/zod';
import { loginBodySchema } from '@tabi/contracts';
import { Link } from 'react-router';
import { Button } from '../../../ui/button.tsx';
import { useDocumentMeta } from '../../../ui/document-meta.ts';
import { FormField } from '../../../ui/form-field.tsx';
import { Input } from '../../../ui/input.tsx';
import { PasswordInput } from '../../../ui/password-input.tsx';
import { toast } from '../../../ui/toast.ts';
import { login } from '../api/login.ts';
import { AuthForm } from '../components/auth-form.tsx';
import { AuthHeading, AuthShell } from '../components/auth-shell.tsx';
import { BookingInProgress, useBookingInProgress } from '../components/booking-in-progress.tsx';
import { GoogleSignIn } from '../components/google-sign-in.tsx';
import { useAuthForm } from '../lib/use-auth-form.ts';
import { useCompleteSignIn, useRedirectQuery, useSecondStep } from '../lib/use-complete-sign-in.ts';

export function LoginPage() {
  useDocumentMeta('Login', 'Log in to Tabi Tours to see your bookings, profile and messages.');
  const complete = useCompleteSignIn();
  const secondStep = useSecondStep();
  const redirectQuery = useRedirectQuery();
  const booking = useBookingInProgress();
  const {
    register,
    submit,
    formState: { errors, isSubmitting },
    problem,
    refuse,
  } = useAuthForm({
    resolver: zodResolver(loginBodySchema),
    defaultValues: { email: '', password: '' },
  });

  const onSubmit = submit(async (values) => {
    try {
      const answer = await login(values);
      complete(answer, (name) => ({ title: 'Welcome back!', description: `Welcome back, ${name}` }));
    } catch (error) {
      if (secondStep(error)) return;
      const message = refuse(error, 'Invalid credentials', ['email', 'password']);
      toast.error('Login Failed', { description: message });
    }
  });

  return (
    <AuthShell>
      {booking && <BookingInProgress booking={booking} />}
      <AuthHeading title="Welcome back">
        {booking
          ? 'Log in to finish your booking: your date and travellers are kept.'
          : 'Log in to see your bookings, profile and messages.'}
      </AuthHeading>
      <AuthForm problem={problem} onSubmit={onSubmit}>
        <FormField id="login-email" label="E-mail" error={errors.email?.message}>
          {(control) => (
            <Input {...control} type="email" autoComplete="email" inputMode="email" {...register('email')} />
          )}
        </FormField>
        <FormField
          id="login-password"
          label="Password"
          error={errors.password?.message}
          labelAside={
            <Link
              to="/forgot-password"
              className="mb-1.5 text-sm font-semibold text-primary-600 hover:text-primary-700 hover:underline"
            >
              Forgot password?
            </Link>
          }
        >
          {(control) => (
            <PasswordInput {...control} autoComplete="current-password" {...register('password')} />
          )}
        </FormField>
        <Button type="submit" size="lg" className="w-full" loading={isSubmitting}>
          {isSubmitting ? 'Logging in...' : 'Log in'}
        </Button>
      </AuthForm>
      <GoogleSignIn />
      <p className="mt-8 text-center text-[0.9375rem] text-ink-600">
        New to Tabi Tours?{' '}
        <Link to={`/register${redirectQuery}`} className="font-semibold text-primary-600 hover:underline">
          Create an account
        </Link>
      </p>
    </AuthShell>
  );
}
