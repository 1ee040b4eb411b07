import type { SessionUser } from '@tabi/contracts';
import { errorMessage } from '../../../api/field-errors.ts';
import { Switch } from '../../../ui/switch.tsx';
import { toast } from '../../../ui/toast.ts';
import { useUpdateDetails } from '../api/update-details.ts';

/**
 * The day-before reminder and the review request after a tour (e-mail and notification): one switch
 * that saves at once. While it saves it shows the choice made; a refusal puts it back and says why.
 */
export function TripRemindersForm({ user }: { user: SessionUser }) {
  const save = useUpdateDetails();
  const checked = save.isPending ? (save.variables.tripReminders ?? user.tripReminders) : user.tripReminders;

  const onChange = (tripReminders: boolean) =>
    save.mutate(
      { tripReminders },
      {
        onSuccess: (fresh) =>
          toast.success(fresh.tripReminders ? 'Trip reminders on' : 'Trip reminders off', {
            description: fresh.tripReminders
              ? 'We remind you the day before each tour and ask for your review after it.'
              : 'No more reminders or review requests. Booking confirmations and changes still reach you.',
          }),
        onError: (error) =>
          toast.error('Trip reminders not saved', {
            description: errorMessage(error, 'Your choice could not be saved. Please try again.'),
          }),
      },
    );

  return (
    <div className="flex items-start justify-between gap-4">
      <div className="min-w-0">
        <label htmlFor="trip-reminders" className="block cursor-pointer font-semibold text-ink-900">
          E-mail and notify me the day before each tour, and ask for a review after it
        </label>
        <p id="trip-reminders-description" className="mt-1 text-sm text-ink-600">
          The reminder comes about a day before the start, with the meeting point and your ticket.
          Confirmations, changes and cancellations are always sent.
        </p>
      </div>
      <Switch
        id="trip-reminders"
        className="mt-0.5"
        checked={checked}
        disabled={save.isPending}
        aria-describedby="trip-reminders-description"
        onCheckedChange={onChange}
      />
    </div>
  );
}
