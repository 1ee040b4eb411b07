import { Link } from 'react-router';
import { ComingSoon } from '../../../ui/coming-soon.tsx';
import { AuthShell } from '../components/auth-shell.tsx';

export function AdminLoginPage() {
  return (
    <AuthShell>
      <ComingSoon
        className="py-10 sm:py-12"
        title="Admin login"
        description="Sign in to the administration with your admin key."
      >
        <p className="mt-4 text-sm text-ink-600">
          Not an administrator?{' '}
          <Link to="/login" className="font-semibold text-primary-600 hover:underline">
            Traveller login
          </Link>
        </p>
      </ComingSoon>
    </AuthShell>
  );
}
