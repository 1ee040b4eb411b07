import { Link } from 'react-router';
import { ComingSoon } from '../../../ui/coming-soon.tsx';
import { AuthShell } from '../components/auth-shell.tsx';

export function ResetPasswordPage() {
  return (
    <AuthShell>
      <ComingSoon
        className="py-10 sm:py-12"
        title="Choose a new password"
        description="Set a new password for your account."
      >
        <p className="mt-4 text-sm text-ink-600">
          Changed your mind?{' '}
          <Link to="/login" className="font-semibold text-primary-600 hover:underline">
            Back to login
          </Link>
        </p>
      </ComingSoon>
    </AuthShell>
  );
}
