import { useQuery } from '@tanstack/react-query';
import { CircleCheck } from 'lucide-react';
import { useEffect } from 'react';
import { Link, useParams } from 'react-router';
import { errorMessage } from '../../../api/field-errors.ts';
import { useSession } from '../../../session/session-context.ts';
import { Button } from '../../../ui/button.tsx';
import { useDocumentMeta } from '../../../ui/document-meta.ts';
import { Spinner } from '../../../ui/spinner.tsx';
import { followEmailLink } from '../api/email-links.ts';
import { AuthHeading, AuthShell } from '../components/auth-shell.tsx';
import { DeadLink, OutcomeIcon } from '../components/link-outcome.tsx';

/**
 * /verify-email/:token, the link of the confirmation e-mail: confirms the address as soon as it opens
 * (one request however often the page renders), then says which address is confirmed. A signed-in
 * session in this browser shows it at once (the banner goes, a new address replaces the old).
 */
export function ConfirmEmailPage() {
  useDocumentMeta('Confirm your e-mail address', 'Confirm the e-mail address of your Tabi Tours account.');
  const { token = '' } = useParams();
  const { user, updateUser } = useSession();
  const confirm = useQuery({
    queryKey: ['email-link', 'confirm', token],
    queryFn: () => followEmailLink('confirm', token),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
  });
  const confirmed = confirm.data?.email;

  useEffect(() => {
    if (!confirmed || !user) return;
    if (user.email === confirmed && !user.emailVerified) updateUser({ emailVerified: true });
    if (user.pendingEmail === confirmed)
      updateUser({ email: confirmed, pendingEmail: null, emailVerified: true });
  }, [confirmed, user, updateUser]);

  if (confirm.isPending) {
    return (
      <AuthShell>
        <div role="status" className="flex items-center gap-3 text-ink-700">
          <Spinner />
          Confirming your e-mail address…
        </div>
      </AuthShell>
    );
  }

  if (confirm.isError) {
    return (
      <DeadLink
        message={errorMessage(confirm.error, 'This confirmation link cannot be used.')}
        explanation="Confirmation links work once and for 24 hours. Signed in, you can have a new one sent from the banner at the top of the site or from your profile."
      >
        <Button asChild size="lg" className="mt-8 w-full">
          <Link to={user ? '/profile' : '/login'}>{user ? 'Go to my profile' : 'Sign in'}</Link>
        </Button>
      </DeadLink>
    );
  }

  return (
    <AuthShell>
      <OutcomeIcon icon={CircleCheck} tone="success" />
      <AuthHeading title="E-mail address confirmed">
        <span className="break-all">{confirm.data.email}</span> is confirmed for your Tabi Tours account.
      </AuthHeading>
      <Button asChild size="lg" className="w-full">
        <Link to={user ? '/bookings' : '/login'}>{user ? 'See my bookings' : 'Sign in'}</Link>
      </Button>
      <p className="mt-6 text-center text-[0.9375rem] text-ink-600">
        <Link to="/tours" className="font-semibold text-primary-600 hover:underline">
          Browse tours
        </Link>
      </p>
    </AuthShell>
  );
}
