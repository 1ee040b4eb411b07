import { zodResolver } from '@hookform/resolvers/zod';
import { adminLoginBodySchema } from '@tabi/contracts';
import { ShieldCheck } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../../ui/button.tsx';
import { useDocumentMeta } from '../../../ui/document-meta.ts';
import { FormField } from '../../../ui/form-field.tsx';
import { PasswordInput } from '../../../ui/password-input.tsx';
import { toast } from '../../../ui/toast.ts';
import { adminLogin } from '../api/admin-login.ts';
import { AuthForm } from '../components/auth-form.tsx';
import { AuthHeading, AuthShell } from '../components/auth-shell.tsx';
import { useAuthForm } from '../lib/use-auth-form.ts';
import { useCompleteSignIn, useSecondStep } from '../lib/use-complete-sign-in.ts';

export function AdminLoginPage() {
  useDocumentMeta('Admin login', 'Sign in to the Tabi Tours administration with your admin key.');
  const complete = useCompleteSignIn();
  const secondStep = useSecondStep();
  const {
    register,
    submit,
    formState: { errors, isSubmitting },
    problem,
    refuse,
  } = useAuthForm({
    resolver: zodResolver(adminLoginBodySchema),
    defaultValues: { adminKey: '' },
  });

  const onSubmit = submit(async (values) => {
    try {
      const answer = await adminLogin(values);
      complete(
        answer,
        (name) => ({ title: 'Welcome back!', description: `Welcome back, ${name}` }),
        '/admin',
      );
    } catch (error) {
      if (secondStep(error, '/admin')) return;
      const message = refuse(error, 'Invalid admin key', ['adminKey']);
      toast.error('Login Failed', { description: message });
    }
  });

  return (
    <AuthShell>
      <div className="mb-6 flex size-12 items-center justify-center rounded-2xl bg-primary-50 text-primary-600">
        <ShieldCheck className="size-6" aria-hidden />
      </div>
      <AuthHeading title="Admin login">
        Sign in to the administration of Tabi Tours with your admin key.
      </AuthHeading>
      <AuthForm problem={problem} onSubmit={onSubmit}>
        <FormField id="admin-key" label="Admin key" error={errors.adminKey?.message}>
          {(control) => (
            <PasswordInput {...control} autoComplete="off" spellCheck={false} {...register('adminKey')} />
          )}
        </FormField>
        <Button type="submit" size="lg" className="w-full" loading={isSubmitting}>
          {isSubmitting ? 'Signing in...' : 'Sign in as admin'}
        </Button>
      </AuthForm>
      <p className="mt-8 text-center text-[0.9375rem] text-ink-600">
        Not an administrator?{' '}
        <Link to="/login" className="font-semibold text-primary-600 hover:underline">
          Traveller login
        </Link>
      </p>
    </AuthShell>
  );
}
