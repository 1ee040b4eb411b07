import { MailCheck } from 'lucide-react';
import { Link } from 'react-router';
import { useResendConfirmation } from '../api/resend-confirmation.ts';
import { useSession } from '../session/session-context.ts';
import { Button } from '../ui/button.tsx';

/**
 * Under the header while the signed-in traveller has not confirmed their address: what was sent where,
 * and a way to have it sent again. Gone once the address is confirmed (the session's user says so).
 */
export function ConfirmEmailBanner() {
  const { user } = useSession();
  const resend = useResendConfirmation();
  if (!user || user.emailVerified) return null;

  return (
    <section
      aria-label="Confirm your e-mail address"
      className="border-b border-warning-600/20 bg-warning-50"
    >
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-4 gap-y-2 px-4 py-2.5 text-sm text-ink-800 sm:px-6 lg:px-8">
        <MailCheck className="size-5 shrink-0 text-warning-700" aria-hidden />
        <p className="min-w-0 flex-1">
          <span className="font-semibold">Confirm your e-mail address.</span> We sent a link to{' '}
          <span className="font-semibold break-all">{user.email}</span>: open it to show the address is yours.{' '}
          <Link to="/profile" className="font-semibold text-primary-700 underline-offset-2 hover:underline">
            Wrong address?
          </Link>
        </p>
        <Button variant="outline" size="sm" loading={resend.isPending} onClick={() => resend.mutate()}>
          Send the link again
        </Button>
      </div>
    </section>
  );
}
