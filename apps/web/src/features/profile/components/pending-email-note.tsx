import { MailQuestion } from 'lucide-react';
import { errorMessage } from '../../../api/field-errors.ts';
import { useResendConfirmation } from '../../../api/resend-confirmation.ts';
import { Button } from '../../../ui/button.tsx';
import { toast } from '../../../ui/toast.ts';
import { useCancelEmailChange } from '../api/cancel-email-change.ts';

/** Under the e-mail field while a new address waits for its link: send it again, or keep the old one. */
export function PendingEmailNote({ pendingEmail }: { pendingEmail: string }) {
  const resend = useResendConfirmation();
  const cancel = useCancelEmailChange();

  const keepOld = async () => {
    try {
      await cancel.mutateAsync();
      toast.success('Change cancelled', { description: 'Your e-mail address stays as it is.' });
    } catch (error) {
      toast.error('Not cancelled', { description: errorMessage(error, 'Please try again in a moment.') });
    }
  };

  return (
    <div
      role="status"
      className="flex flex-wrap items-center gap-x-3 gap-y-2 rounded-xl border border-warning-600/20 bg-warning-50 px-3 py-2.5 text-sm text-ink-800"
    >
      <MailQuestion className="size-5 shrink-0 text-warning-700" aria-hidden />
      <p className="min-w-0 flex-1">
        Waiting for <span className="font-semibold break-all">{pendingEmail}</span> to be confirmed: open the
        link we sent there. Until then your address stays as it is.
      </p>
      <div className="flex gap-2">
        <Button variant="outline" size="sm" loading={resend.isPending} onClick={() => resend.mutate()}>
          Send again
        </Button>
        <Button variant="ghost" size="sm" loading={cancel.isPending} onClick={keepOld}>
          Cancel change
        </Button>
      </div>
    </div>
  );
}
