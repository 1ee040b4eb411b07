import { CalendarPlus } from 'lucide-react';
import { errorMessage } from '../../../api/field-errors.ts';
import { Button } from '../../../ui/button.tsx';
import { toast } from '../../../ui/toast.ts';
import { useDownloadCalendar } from '../api/download-calendar.ts';

type AddToCalendarButtonProps = {
  bookingId: string;
  reference: string;
  size?: 'sm' | 'md';
  className?: string;
};

/** Saves the booking's calendar event (.ics), which any calendar app opens; says so, or why not. */
export function AddToCalendarButton({
  bookingId,
  reference,
  size = 'md',
  className,
}: AddToCalendarButtonProps) {
  const download = useDownloadCalendar();
  return (
    <Button
      variant="outline"
      size={size}
      className={className}
      aria-label={`Add to calendar (${reference})`}
      loading={download.isPending}
      onClick={() =>
        download.mutate(
          { bookingId, reference },
          {
            onSuccess: (fileName) =>
              toast.success('Calendar file downloaded', {
                description: `Open ${fileName} to add ${reference} to your calendar.`,
              }),
            onError: (error) =>
              toast.error('Calendar file not downloaded', {
                description: errorMessage(error, 'Please try again in a moment.'),
              }),
          },
        )
      }
    >
      {!download.isPending && <CalendarPlus aria-hidden />}
      Add to calendar
    </Button>
  );
}
