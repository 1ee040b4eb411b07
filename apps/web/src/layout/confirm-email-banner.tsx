import { MailCheck } from 'lucide-react';
import { Link } from 'react-router';
import { useResendConfirmation } from '../api/resend-confirmation.ts';
import { useSession } from '../session/session-context.ts';
import { Button } from '../ui/button.tsx';

/**
 * Under the header while the signed-in traveller has not confirmed their address: what was sent where,
 * what waits for it (booking mail, card payment) and a way to have it sent again. Gone once the address
 * is confirmed (the session's user says so).
 */
export function ConfirmEmailBanner() {
  const { user } = useSession();
  const resend = useResendConfirmation();
  if (!user || user.emailVerified) return null;

  return (
    <section aria-label="Account confirmation" className="border-b border-warning-600/20 bg-warning-50">
      <div className="mx-auto flex max-w-7xl flex-col gap-2 px-4 py-2.5 text-sm text-ink-800 sm:flex-row sm:items-center sm:gap-4 sm:px-6 lg:px-8">
        <p className="flex min-w-0 flex-1 items-start gap-3 sm:items-center">
          <MailCheck className="size-5 shrink-0 text-warning-700" aria-hidden />
          <span className="min-w-0">
            <span className="font-semibold">Confirm your e-mail address:</span> open the link we sent to{' '}
            <span className="font-semibold break-all">{user.email}</span>. Until then we keep your booking
            e-mails for you, and paying by card waits.{' '}
            <Link to="/profile" className="font-semibold text-primary-700 underline-offset-2 hover:underline">
              Wrong address?
            </Link>
          </span>
        </p>
        <Button
          variant="outline"
          size="sm"
          className="ml-8 self-start sm:ml-0 sm:self-auto"
          loading={resend.isPending}
          onClick={() => resend.mutate()}
        >
          Send the link again
        </Button>
      </div>
    </section>
  );
}
