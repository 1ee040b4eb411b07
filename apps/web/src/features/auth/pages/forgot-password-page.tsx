import { Link } from 'react-router';
import { ComingSoon } from '../../../ui/coming-soon.tsx';
import { AuthShell } from '../components/auth-shell.tsx';

export function ForgotPasswordPage() {
  return (
    <AuthShell>
      <ComingSoon
        className="py-10 sm:py-12"
        title="Forgot your password?"
        description="Enter your e-mail and we will send you a link to choose a new one."
      >
        <p className="mt-4 text-sm text-ink-600">
          Remembered it?{' '}
          <Link to="/login" className="font-semibold text-primary-600 hover:underline">
            Back to login
          </Link>
        </p>
      </ComingSoon>
    </AuthShell>
  );
}
