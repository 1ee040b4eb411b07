import type { WaitlistEntry } from '@tabi/contracts';
import { BellRing, CalendarDays, Clock, Users } from 'lucide-react';
import { Link } from 'react-router';
import { errorMessage } from '../../../api/field-errors.ts';
import { usePublicConfig } from '../../../api/public-config.ts';
import { Badge } from '../../../ui/badge.tsx';
import { Button } from '../../../ui/button.tsx';
import { Card } from '../../../ui/card.tsx';
import { cn } from '../../../ui/cn.ts';
import { formatParticipants } from '../../../ui/format-count.ts';
import { toast } from '../../../ui/toast.ts';
import { useLeaveWaitlist, useMyWaitlist } from '../../../waitlist/waitlist-api.ts';
import { defaultWaitlistZone, heldUntilText, waitlistWhen } from '../../../waitlist/waitlist-text.ts';
import { IconFact } from './icon-fact.tsx';

/**
 * The traveller's open waitlist entries, above their bookings: each full date they wait for with their
 * place in line, and any offer first and set apart, with the seats' deadline and the way to book them.
 * Nothing shows while they wait for none.
 */
export function WaitlistSection() {
  const query = useMyWaitlist();
  const timezone = usePublicConfig().data?.timezone ?? defaultWaitlistZone;
  const leave = useLeaveWaitlist();
  const entries = [...(query.data ?? [])].sort(
    (a, b) => Number(b.status === 'offered') - Number(a.status === 'offered'),
  );
  if (entries.length === 0) return null;

  const end = async (entry: WaitlistEntry) => {
    const declining = entry.status === 'offered';
    try {
      await leave.mutateAsync(entry._id);
      toast.success(declining ? 'Offer declined' : 'You left the waitlist', {
        description: `${entry.tour.title}, ${waitlistWhen(entry, timezone)}`,
      });
    } catch (error) {
      toast.error(declining ? 'Offer not declined' : 'Waitlist not left', {
        description: errorMessage(error, 'Please try again.'),
      });
    }
  };

  return (
    <section aria-labelledby="waitlist-heading" className="mb-10">
      <h2 id="waitlist-heading" className="mb-3 flex items-center gap-2 text-xl font-bold text-ink-900">
        <BellRing className="size-5 text-primary-600" aria-hidden />
        Waitlist
      </h2>
      <ul className="space-y-3">
        {entries.map((entry) => {
          const offered = entry.status === 'offered';
          const busy = leave.isPending && leave.variables === entry._id;
          return (
            <li key={entry._id}>
              <Card
                className={cn(
                  'flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between sm:p-5',
                  offered && 'border-accent-600 ring-1 ring-accent-600',
                )}
              >
                <div className="min-w-0 space-y-1.5">
                  <h3 className="font-bold text-ink-900">
                    <Link to={`/tours/${entry.tour._id}`} className="hover:underline">
                      {entry.tour.title}
                    </Link>
                  </h3>
                  <ul className="space-y-1 text-sm text-ink-800">
                    <IconFact icon={<CalendarDays />}>{waitlistWhen(entry, timezone)}</IconFact>
                    <IconFact icon={<Users />}>{formatParticipants(entry.participants)}</IconFact>
                  </ul>
                  {offered ? (
                    <p className="flex flex-wrap items-center gap-2 text-sm font-semibold text-accent-700">
                      <Badge variant="accent">Seats free</Badge>
                      <span className="flex items-center gap-1">
                        <Clock className="size-4" aria-hidden />
                        {heldUntilText(entry, timezone)}
                      </span>
                    </p>
                  ) : (
                    <p className="text-sm font-semibold text-primary-700">
                      Number {entry.position ?? '–'} in line
                    </p>
                  )}
                </div>
                <div className="flex shrink-0 flex-wrap gap-2">
                  {offered && (
                    <Button asChild variant="accent" size="sm">
                      <Link to={`/waitlist/${entry._id}`}>Book now</Link>
                    </Button>
                  )}
                  <Button
                    variant="outline"
                    size="sm"
                    loading={busy}
                    disabled={leave.isPending}
                    aria-label={`${offered ? 'Decline' : 'Leave'}: ${entry.tour.title}, ${waitlistWhen(entry, timezone)}`}
                    onClick={() => void end(entry)}
                  >
                    {offered ? 'Decline' : 'Leave'}
                  </Button>
                </div>
              </Card>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
