import { useMutation } from '@tanstack/react-query';
import { CircleCheck, ShieldAlert } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { errorMessage } from '../../../api/field-errors.ts';
import { Alert } from '../../../ui/alert.tsx';
import { Button } from '../../../ui/button.tsx';
import { useDocumentMeta } from '../../../ui/document-meta.ts';
import { followEmailLink } from '../api/email-links.ts';
import { AuthHeading, AuthShell } from '../components/auth-shell.tsx';
import { OutcomeIcon } from '../components/link-outcome.tsx';

/**
 * /email-change/undo/:token, the link of the notice the old address gets: says what undoing does and
 * does it only on a press (it signs out every device and removes the password), then where to go next.
 */
export function UndoEmailChangePage() {
  useDocumentMeta('Undo the e-mail change', 'Keep the e-mail address of your Tabi Tours account.');
  const { token = '' } = useParams();
  const undo = useMutation({ mutationFn: () => followEmailLink('undo', token) });

  if (undo.isSuccess) {
    return (
      <AuthShell>
        <OutcomeIcon icon={CircleCheck} tone="success" />
        <AuthHeading title="Your account is yours again" />
        <Alert tone="success">{undo.data.message}</Alert>
        <p className="mt-5 text-[0.9375rem] leading-relaxed text-ink-600">
          Open the e-mail we just sent and choose a password you do not use anywhere else.
        </p>
        <Button asChild size="lg" className="mt-8 w-full">
          <Link to="/forgot-password">No e-mail? Ask for a new link</Link>
        </Button>
      </AuthShell>
    );
  }

  return (
    <AuthShell>
      <OutcomeIcon icon={ShieldAlert} tone="warning" />
      <AuthHeading title="Undo the e-mail change">
        Someone asked to move your account to another e-mail address. If it was not you, undo it.
      </AuthHeading>
      <ul className="mb-6 list-disc space-y-1.5 pl-5 text-[0.9375rem] leading-relaxed text-ink-700">
        <li>Your account keeps this address.</li>
        <li>Every device signed in to it is signed out, yours too.</li>
        <li>Its password is removed: we e-mail you a link to choose a new one.</li>
      </ul>
      {undo.isError && (
        <Alert tone="danger" className="mb-5">
          {errorMessage(undo.error, 'The change could not be undone. Please try again.')}
        </Alert>
      )}
      <Button
        size="lg"
        variant="danger"
        className="w-full"
        loading={undo.isPending}
        onClick={() => undo.mutate()}
      >
        {undo.isPending ? 'Undoing…' : 'Undo the change'}
      </Button>
      <p className="mt-6 text-center text-[0.9375rem] text-ink-600">
        It was me?{' '}
        <Link to="/" className="font-semibold text-primary-600 hover:underline">
          Nothing to do
        </Link>
      </p>
    </AuthShell>
  );
}
