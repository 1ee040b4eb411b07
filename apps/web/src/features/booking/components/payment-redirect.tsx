import type { Booking } from '@tabi/contracts';
import { LockKeyhole } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Button } from '../../../ui/button.tsx';
import { formatPrice } from '../../../ui/format-price.ts';
import { Spinner } from '../../../ui/spinner.tsx';
import { formatZonedTime } from '../../../ui/zoned-time.ts';

type PaymentRedirectProps = { booking: Booking; checkoutUrl: string };

/**
 * Booked with the seats held, while the browser leaves for Stripe's page. Should it not leave (a
 * blocked navigation), the link does the same.
 */
export function PaymentRedirect({ booking, checkoutUrl }: PaymentRedirectProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    window.scrollTo({ top: 0 });
    headingRef.current?.focus();
  }, []);
  const heldUntil = booking.payment?.holdExpiresAt;

  return (
    <div className="mx-auto max-w-xl px-4 py-16 text-center sm:px-6 sm:py-24">
      <span className="mx-auto flex size-14 items-center justify-center rounded-full bg-primary-50 text-primary-600">
        <LockKeyhole className="size-7" aria-hidden />
      </span>
      <h1
        ref={headingRef}
        tabIndex={-1}
        className="mt-5 text-3xl font-extrabold text-ink-900 focus:outline-none sm:text-4xl"
      >
        Taking you to secure payment
      </h1>
      <p className="mt-3 text-ink-700">
        Booking <span className="font-mono font-semibold text-ink-900">{booking.reference}</span>: you pay{' '}
        {formatPrice(booking.pricing.total, booking.pricing.currency)} by card on Stripe’s page.
        {heldUntil && ` Your seats are held until ${formatZonedTime(heldUntil, booking.timezone)}.`}
      </p>
      <p className="mt-6 flex items-center justify-center gap-2 text-sm text-ink-600" role="status">
        <Spinner className="size-4" />
        Opening Stripe…
      </p>
      <Button asChild variant="outline" className="mt-6">
        <a href={checkoutUrl}>Continue to payment</a>
      </Button>
    </div>
  );
}
