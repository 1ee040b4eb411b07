import { zodResolver } from '@hookform/resolvers/zod';
import { adminLoginBodySchema } from '@tabi/contracts';
import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { AdminConsoleMark } from '../../../ui/admin-console-mark.tsx';
import { Button } from '../../../ui/button.tsx';
import { useDocumentMeta } from '../../../ui/document-meta.ts';
import { FormField } from '../../../ui/form-field.tsx';
import { PasswordInput } from '../../../ui/password-input.tsx';
import { toast } from '../../../ui/toast.ts';
import { adminLogin } from '../api/admin-login.ts';
import { AuthForm } from '../components/auth-form.tsx';
import { useAuthForm } from '../lib/use-auth-form.ts';
import { useCompleteSignIn, useSecondStep } from '../lib/use-complete-sign-in.ts';

/** /admin-login: the console's own sign-in with the admin key (two-step sign-in follows when it is on). */
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
    <ConsoleSignInFrame>
      <h1 className="text-2xl font-extrabold tracking-tight text-ink-900">Admin login</h1>
      <p className="mt-1.5 mb-6 text-[0.9375rem] text-ink-600">Sign in with your admin key.</p>
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
    </ConsoleSignInFrame>
  );
}

/**
 * A plain frame for a work tool's door: the product and "Admin console" over a centred card, with no
 * picture or promise for travellers (those frame the travellers' own sign-in pages).
 */
function ConsoleSignInFrame({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col items-center justify-center bg-canvas px-4 py-10">
      <main className="w-full max-w-sm">
        <p className="mb-6 text-center">
          <AdminConsoleMark />
        </p>
        <div className="rounded-2xl border border-sand-200 bg-white px-5 py-7 shadow-card sm:px-8">
          {children}
        </div>
        <p className="mt-6 text-center">
          <Link
            to="/"
            className="inline-flex items-center gap-1.5 text-sm font-semibold text-ink-600 hover:text-primary-700"
          >
            <ArrowLeft className="size-4" aria-hidden />
            Back to the site
          </Link>
        </p>
      </main>
    </div>
  );
}
