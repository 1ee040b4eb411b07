import { ShieldAlert } from 'lucide-react';
import { Link } from 'react-router';
import { useSession } from '../../../../session/session-context.ts';
import { Button } from '../../../../ui/button.tsx';

/**
 * Above every console page until the administrator turns on two-step sign-in: an admin account opens
 * every traveller's bookings and payments, so a password alone is too little.
 */
export function TwoStepPrompt() {
  const { user } = useSession();
  if (!user || user.twoFactorEnabled) return null;
  return (
    <section
      aria-label="Two-step sign-in"
      className="mb-6 flex flex-col gap-3 rounded-2xl border border-warning-600/25 bg-warning-50 px-4 py-3.5 sm:flex-row sm:items-center sm:gap-4 print:hidden"
    >
      <p className="flex min-w-0 flex-1 items-start gap-3 text-sm leading-relaxed text-ink-800">
        <ShieldAlert className="mt-0.5 size-5 shrink-0 text-warning-700" aria-hidden />
        <span>
          <span className="font-semibold">Protect the console with two-step sign-in.</span> Your account can
          open every traveller&apos;s bookings and refunds: add a code from your phone to your password.
        </span>
      </p>
      <Button asChild size="sm" variant="outline" className="ml-8 self-start sm:ml-0 sm:self-auto">
        <Link to="/profile#two-step">Turn it on</Link>
      </Button>
    </section>
  );
}
