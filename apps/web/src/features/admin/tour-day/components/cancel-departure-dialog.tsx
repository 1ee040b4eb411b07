import { cancelDepartureSchema, limits } from '@tabi/contracts';
import { Alert } from '../../../../ui/alert.tsx';
import { formatCount } from '../../../../ui/format-count.ts';
import { toast } from '../../../../ui/toast.ts';
import { NoteDialog } from '../../shared/components/note-dialog.tsx';
import { useCancelDeparture } from '../api/cancel-departure.ts';

type CancelDepartureDialogProps = {
  departureId: string;
  /** "Fushimi Inari at dawn, Fri 12 Mar 2027, 09:00 JST". */
  description: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/**
 * Calling a departure off (weather, a guide taken ill): a reason every traveller reads, and a clear
 * warning of what follows. The server's refusal (already cancelled, taken place) stays in the dialog.
 */
export function CancelDepartureDialog({
  departureId,
  description,
  open,
  onOpenChange,
}: CancelDepartureDialogProps) {
  const cancel = useCancelDeparture(departureId);
  return (
    <NoteDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Cancel this departure?"
      description={description}
      fieldId={`cancel-departure-${departureId}`}
      label="Reason for the travellers"
      hint={`Between ${limits.cancelReasonMin} and ${limits.cancelReasonMax} characters, e.g. “Weather: a typhoon is forecast”. Every traveller reads it.`}
      schema={cancelDepartureSchema.shape.reason}
      serverField="reason"
      min={limits.cancelReasonMin}
      max={limits.cancelReasonMax}
      submitLabel="Cancel departure"
      pendingLabel="Cancelling…"
      cancelLabel="Keep departure"
      tone="danger"
      fallbackError="The departure could not be cancelled. Please try again."
      onSubmit={async (reason) => {
        const done = await cancel.mutateAsync(reason ?? '');
        toast.success(
          `Departure cancelled: ${formatCount(done.bookingsCancelled, 'booking')} cancelled, ${formatCount(done.onlineRefunds, 'refund')} sent`,
        );
      }}
    >
      <Alert tone="warning">
        Every booking of this departure is cancelled and refunded in full; each traveller is told why and
        offered other dates. The departure takes no more bookings. This cannot be undone.
      </Alert>
    </NoteDialog>
  );
}
