import { Link } from 'react-router';
import { ComingSoon } from '../../../ui/coming-soon.tsx';
import { AuthShell } from '../components/auth-shell.tsx';

export function LoginPage() {
  return (
    <AuthShell>
      <ComingSoon
        className="py-10 sm:py-12"
        title="Login"
        description="Sign in to see your bookings, profile and messages."
      >
        <p className="mt-4 text-sm text-ink-600">
          New to Tabi Tours?{' '}
          <Link to="/register" className="font-semibold text-primary-600 hover:underline">
            Create an account
          </Link>
        </p>
      </ComingSoon>
    </AuthShell>
  );
}
