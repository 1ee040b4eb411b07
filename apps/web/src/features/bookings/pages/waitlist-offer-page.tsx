import { zodResolver } from '@hookform/resolvers/zod';
import { bookingInputSchema, type SessionUser, type WaitlistEntry } from '@tabi/contracts';
import { BellRing, CalendarDays, CalendarX, Clock, Ticket, Users } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useParams } from 'react-router';
import { z } from 'zod';
import { isApiError } from '../../../api/api-error.ts';
import { applyFieldErrors, errorMessage } from '../../../api/field-errors.ts';
import { useTour } from '../../../api/get-tour.ts';
import { usePublicConfig } from '../../../api/public-config.ts';
import { ContactFields } from '../../../availability/contact-fields.tsx';
import { estimatePrice } from '../../../availability/price-estimate.ts';
import { useSession } from '../../../session/session-context.ts';
import { Alert } from '../../../ui/alert.tsx';
import { Button } from '../../../ui/button.tsx';
import { Card } from '../../../ui/card.tsx';
import { useDocumentMeta } from '../../../ui/document-meta.ts';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { ErrorState } from '../../../ui/error-state.tsx';
import { formatParticipants } from '../../../ui/format-count.ts';
import { formatPrice } from '../../../ui/format-price.ts';
import { providerPage, providerPageUrl } from '../../../ui/payment-format.ts';
import { Skeleton } from '../../../ui/skeleton.tsx';
import { toast } from '../../../ui/toast.ts';
import { formatCalendarDate } from '../../../ui/zoned-time.ts';
import {
  useAcceptWaitlistOffer,
  useLeaveWaitlist,
  useWaitlistEntry,
} from '../../../waitlist/waitlist-api.ts';
import { defaultWaitlistZone, heldUntilText, waitlistWhen } from '../../../waitlist/waitlist-text.ts';
import { IconFact } from '../components/icon-fact.tsx';

const pageClasses = 'mx-auto max-w-3xl px-4 py-10 sm:px-6 sm:py-14 lg:px-8';

const contactFormSchema = z.object({ contact: bookingInputSchema.shape.contact });
const contactFields = ['contact.name', 'contact.email', 'contact.phone'] as const;

/** What an ended entry says, and why. */
const endedTexts = {
  expired: {
    title: 'This offer has ended',
    description: 'The seats were held for you for a while and have gone to the next party in line.',
  },
  left: { title: 'You left this waitlist', description: 'You are no longer in line for this date.' },
  closed: {
    title: 'This waitlist has closed',
    description: 'The date can no longer be booked, so nobody waits for it any more.',
  },
} as const;

const headings: Record<WaitlistEntry['status'], string> = {
  offered: 'Your seats are held',
  waiting: 'You’re on the waitlist',
  booked: 'These seats are booked',
  expired: endedTexts.expired.title,
  left: endedTexts.left.title,
  closed: endedTexts.closed.title,
};

/**
 * /waitlist/:id (signed in): the traveller's place on the waitlist of a full date. Offered: the seats
 * held until a deadline, the contact details to book them in one step (or Stripe's page to pay), or
 * decline. Waiting: the place in line. Booked or ended: where to go next.
 */
export function WaitlistOfferPage() {
  const { id = '' } = useParams();
  const query = useWaitlistEntry(id);
  const entry = query.data;
  useDocumentMeta(entry ? headings[entry.status] : 'Waitlist', 'Your place on the waitlist of a full date.');

  if (entry) return <WaitlistEntryView entry={entry} />;
  if (query.isError) {
    const notFound = isApiError(query.error) && query.error.status === 404;
    return (
      <div className={pageClasses}>
        {notFound ? (
          <EmptyState
            as="h1"
            icon={<CalendarX />}
            title="Waitlist place not found"
            description="This link does not lead to a waitlist place of yours."
            action={
              <Button asChild>
                <Link to="/bookings">My bookings</Link>
              </Button>
            }
          />
        ) : (
          <>
            <h1 className="mb-6 text-3xl font-extrabold text-ink-900">Waitlist</h1>
            <ErrorState
              title="Your waitlist place could not be loaded"
              message={query.error.message}
              onRetry={() => query.refetch()}
              retrying={query.isFetching}
            />
          </>
        )}
      </div>
    );
  }
  return (
    <div className={pageClasses} role="status" aria-label="Loading your waitlist place">
      <h1 className="sr-only">Loading your waitlist place…</h1>
      <Skeleton className="h-10 w-2/3" />
      <Skeleton className="mt-4 h-4 w-1/2" />
      <Skeleton className="mt-8 h-40 rounded-2xl" />
      <Skeleton className="mt-6 h-64 rounded-2xl" />
    </div>
  );
}

function WaitlistEntryView({ entry }: { entry: WaitlistEntry }) {
  const timezone = usePublicConfig().data?.timezone ?? defaultWaitlistZone;
  const { user } = useSession();
  const tour = useTour(entry.tour._id).data;
  // What the seats would cost, while they are still to be booked (a booking states its own price).
  const price =
    tour && (entry.status === 'offered' || entry.status === 'waiting')
      ? estimatePrice(tour, entry.participants)
      : null;
  const leave = useLeaveWaitlist();
  const offered = entry.status === 'offered';

  const end = async () => {
    try {
      await leave.mutateAsync(entry._id);
      toast.success(offered ? 'Offer declined' : 'You left the waitlist', {
        description: offered ? 'The seats go to the next party in line.' : undefined,
      });
    } catch (error) {
      toast.error(offered ? 'Offer not declined' : 'Waitlist not left', {
        description: errorMessage(error, 'Please try again.'),
      });
    }
  };

  return (
    <div className={pageClasses}>
      <header className="mb-8">
        <p className="text-sm font-semibold tracking-wide text-accent-700 uppercase">Waitlist</p>
        <h1 className="mt-1 text-3xl font-extrabold tracking-tight text-ink-900 sm:text-4xl">
          {headings[entry.status]}
        </h1>
      </header>

      <Card className="p-5 sm:p-6">
        <h2 className="text-lg font-bold text-ink-900">
          <Link to={`/tours/${entry.tour._id}`} className="hover:underline">
            {entry.tour.title}
          </Link>
          {entry.tour.city && <span className="font-normal text-ink-600"> · {entry.tour.city}</span>}
        </h2>
        <ul className="mt-3 grid gap-2 text-sm text-ink-800 sm:grid-cols-2">
          <IconFact icon={<CalendarDays />}>{waitlistWhen(entry, timezone)}</IconFact>
          <IconFact icon={<Users />}>{formatParticipants(entry.participants)}</IconFact>
          {price && (
            <IconFact icon={<Ticket />}>
              {formatPrice(price.total, price.currency)} in total
              <span className="text-ink-600"> (estimate; the booking states the price)</span>
            </IconFact>
          )}
          {offered && entry.offerExpiresAt && (
            <IconFact icon={<Clock />}>
              <span className="font-semibold text-accent-700">{heldUntilText(entry, timezone)}</span>
              <Countdown until={entry.offerExpiresAt} />
            </IconFact>
          )}
        </ul>
      </Card>

      {offered && user && (
        <AcceptOfferForm entry={entry} user={user} onDecline={() => void end()} declining={leave.isPending} />
      )}

      {entry.status === 'waiting' && (
        <div className="mt-6 flex flex-col gap-4 rounded-2xl border border-primary-200 bg-primary-50 p-5 sm:flex-row sm:items-center sm:justify-between">
          <div>
            <p className="flex items-center gap-2 font-bold text-ink-900">
              <BellRing className="size-5 text-primary-600" aria-hidden />
              You’re number {entry.position ?? '–'} in line
            </p>
            <p className="mt-1 text-sm text-ink-700">
              We’ll e-mail you and hold the seats when they free up.
            </p>
          </div>
          <Button variant="outline" loading={leave.isPending} onClick={() => void end()}>
            Leave the waitlist
          </Button>
        </div>
      )}

      {entry.status === 'booked' && (
        <Alert tone="success" className="mt-6" title="You took these seats">
          <p>
            The booking is in{' '}
            <Link to="/bookings" className="font-semibold text-primary-700 hover:underline">
              My bookings
            </Link>
            .
          </p>
        </Alert>
      )}

      {(entry.status === 'expired' || entry.status === 'left' || entry.status === 'closed') && (
        <div className="mt-6 rounded-2xl border border-sand-200 bg-sand-50 p-5">
          <p className="text-ink-800">{endedTexts[entry.status].description}</p>
          <div className="mt-4 flex flex-wrap gap-3">
            <Button asChild>
              <Link to={`/tours/${entry.tour._id}`}>See other dates</Link>
            </Button>
            <Button asChild variant="outline">
              <Link to="/bookings">My bookings</Link>
            </Button>
          </div>
        </div>
      )}
    </div>
  );
}

type AcceptOfferFormProps = {
  entry: WaitlistEntry;
  user: SessionUser;
  onDecline: () => void;
  declining: boolean;
};

/** The contact details the booking is made with (the signed-in traveller's), then one step to book. */
function AcceptOfferForm({ entry, user, onDecline, declining }: AcceptOfferFormProps) {
  const navigate = useNavigate();
  const accept = useAcceptWaitlistOffer(entry._id);
  const [problem, setProblem] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(contactFormSchema),
    defaultValues: { contact: { name: user.name, email: user.email, phone: user.phone ?? '' } },
    mode: 'onTouched',
  });

  const submit = handleSubmit(async ({ contact }) => {
    if (accept.isPending) return;
    setProblem(null);
    try {
      const booking = await accept.mutateAsync({ contact });
      const checkoutUrl = providerPageUrl(booking.payment?.checkoutUrl);
      if (checkoutUrl) {
        providerPage.open(checkoutUrl);
        return;
      }
      toast.success(`Booked: ${booking.reference}`, {
        description: `${booking.tour.title} on ${formatCalendarDate(booking.date)}.`,
      });
      navigate('/bookings');
    } catch (error) {
      const onFields = applyFieldErrors(error, setError, contactFields);
      setProblem(
        onFields
          ? 'Please correct the details marked above.'
          : errorMessage(error, 'The seats could not be booked. Please try again.'),
      );
    }
  });

  return (
    <form onSubmit={submit} noValidate className="mt-6">
      <section
        aria-labelledby="offer-contact-heading"
        className="rounded-2xl border border-sand-200 bg-white p-5 sm:p-6"
      >
        <h2 id="offer-contact-heading" className="text-lg font-bold text-ink-900">
          Contact details
        </h2>
        <p className="mt-1 text-sm text-ink-600">Your guide uses these to reach you on the day.</p>
        <ContactFields
          idPrefix="offer"
          fields={{
            name: register('contact.name'),
            email: register('contact.email'),
            phone: register('contact.phone'),
          }}
          errors={{
            name: errors.contact?.name?.message,
            email: errors.contact?.email?.message,
            phone: errors.contact?.phone?.message,
          }}
        />
        {problem && (
          <Alert tone="danger" className="mt-5">
            {problem}
          </Alert>
        )}
        <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button
            type="button"
            variant="outline"
            loading={declining}
            disabled={accept.isPending}
            onClick={onDecline}
          >
            Decline
          </Button>
          <Button type="submit" variant="accent" size="lg" loading={accept.isPending} disabled={declining}>
            {accept.isPending ? 'Booking…' : 'Book these seats'}
          </Button>
        </div>
      </section>
    </form>
  );
}

/** "1 h 52 min left", counting down each half minute; "Time is up" once the deadline passed. */
function Countdown({ until }: { until: string }) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 30_000);
    return () => clearInterval(timer);
  }, []);
  const minutes = Math.ceil((Date.parse(until) - now) / 60_000);
  if (minutes <= 0) return <span className="block text-ink-600">Time is up</span>;
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return (
    <span className="block text-ink-600">
      {hours > 0 ? `${hours} h ${rest} min left` : `${rest} min left`}
    </span>
  );
}
