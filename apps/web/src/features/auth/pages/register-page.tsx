import { Link } from 'react-router';
import { ComingSoon } from '../../../ui/coming-soon.tsx';
import { AuthShell } from '../components/auth-shell.tsx';

export function RegisterPage() {
  return (
    <AuthShell>
      <ComingSoon
        className="py-10 sm:py-12"
        title="Create your account"
        description="Book tours, keep your bookings in one place and chat with our team."
      >
        <p className="mt-4 text-sm text-ink-600">
          Already have an account?{' '}
          <Link to="/login" className="font-semibold text-primary-600 hover:underline">
            Log in
          </Link>
        </p>
      </ComingSoon>
    </AuthShell>
  );
}
