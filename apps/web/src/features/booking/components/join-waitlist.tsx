import { waitlistOfferHours } from '@tabi/contracts';
import { BellRing } from 'lucide-react';
import { Link } from 'react-router';
import { errorMessage } from '../../../api/field-errors.ts';
import type { Party } from '../../../availability/booking-link.ts';
import { seatsText } from '../../../availability/seats-text.ts';
import { Alert } from '../../../ui/alert.tsx';
import { Button } from '../../../ui/button.tsx';
import { formatCount, formatParticipants } from '../../../ui/format-count.ts';
import { useJoinWaitlist } from '../../../waitlist/waitlist-api.ts';

type JoinWaitlistProps = {
  tourId: string;
  date: string;
  participants: Party;
  /** Seats still free on the date: 0 when it is full. */
  seatsLeft: number;
};

/**
 * A full date (or one with fewer seats than the party) is no dead end: the party joins its waitlist and
 * is told its place in line. Mount it per date and party (a `key`), so a new choice starts fresh.
 */
export function JoinWaitlist({ tourId, date, participants, seatsLeft }: JoinWaitlistProps) {
  const join = useJoinWaitlist(tourId);
  const entry = join.data;
  const hours = formatCount(waitlistOfferHours, 'hour');

  if (entry) {
    return (
      <Alert tone="success" className="mt-4" title={`You’re number ${entry.position ?? 1} in line.`}>
        <p>We’ll e-mail you and hold the seats for {hours} when they free up.</p>
        <p className="mt-2">
          <Link to="/bookings" className="font-semibold text-primary-700 hover:underline">
            See it in My bookings
          </Link>
        </p>
      </Alert>
    );
  }

  return (
    <section
      aria-label="Waitlist"
      className="mt-4 rounded-2xl border border-warning-600/25 bg-warning-50 p-4 sm:p-5"
    >
      <h3 className="font-bold text-ink-900">
        {seatsLeft <= 0 ? 'This date is full' : `Only ${seatsText(seatsLeft)}`}
      </h3>
      <p className="mt-1 text-sm text-ink-700">
        Join the waitlist for {formatParticipants(participants)}: when seats free up, the first party in line
        that fits gets them held for {hours}, and an e-mail.
      </p>
      {join.isError && (
        <Alert tone="danger" className="mt-3">
          {errorMessage(join.error, 'You could not join the waitlist. Please try again.')}
        </Alert>
      )}
      <Button
        type="button"
        variant="outline"
        className="mt-3"
        loading={join.isPending}
        onClick={() => {
          if (!join.isPending) join.mutate({ date, participants });
        }}
      >
        {!join.isPending && <BellRing aria-hidden />}
        Join the waitlist
      </Button>
    </section>
  );
}
