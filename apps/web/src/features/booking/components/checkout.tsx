import { limits } from '@tabi/contracts';
import { Link } from 'react-router';
import { ContactFields } from '../../../availability/contact-fields.tsx';
import { DateChoiceCalendar } from '../../../availability/date-choice-calendar.tsx';
import { ParticipantsPicker } from '../../../availability/participants-picker.tsx';
import { seatsText } from '../../../availability/seats-text.ts';
import { Alert } from '../../../ui/alert.tsx';
import { Button } from '../../../ui/button.tsx';
import { CharacterCount } from '../../../ui/character-count.tsx';
import { FormField } from '../../../ui/form-field.tsx';
import { formatPrice } from '../../../ui/format-price.ts';
import { Textarea } from '../../../ui/input.tsx';
import { StickyActionBar } from '../../../ui/sticky-action-bar.tsx';
import { formatCalendarDate, formatZonedTime, zoneName } from '../../../ui/zoned-time.ts';
import { type CheckoutOptions, useCheckout } from '../lib/use-checkout.ts';
import { JoinWaitlist } from './join-waitlist.tsx';
import { OrderSummary } from './order-summary.tsx';

/**
 * The checkout's form; what it holds and sends, and the rules, are useCheckout's. With online payment
 * (`payOnline`) the button leads on to Stripe's page, where the traveller pays before anything is final.
 */
export function Checkout(props: CheckoutOptions) {
  const { payOnline, user } = props;
  // Seats held for a card payment need a confirmed address (the server refuses them otherwise).
  const mustConfirm = payOnline && !user.emailVerified && user.role !== 'admin';
  const {
    form: {
      register,
      formState: { errors },
    },
    requests,
    onSubmit,
    sending,
    problem,
    calendarRef,
    choice,
    chooseNextAvailable,
    dateError,
    selectDate,
    participants,
    setParticipants,
    seatsLeft,
    holdMax,
    maxTotal,
    tooMany,
    price,
  } = useCheckout(props);
  const { tour, today } = props;
  const { date, selectedDay, timezone, abbreviation, departureTime } = choice;
  // A full date, or one with fewer seats than the party: the party may wait for it instead.
  const full = selectedDay !== null && !selectedDay.bookable && selectedDay.reason === 'full';
  const waitlistSeats = full ? 0 : tooMany && seatsLeft !== null ? seatsLeft : null;

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_24rem] lg:gap-12">
      {mustConfirm && (
        <Alert tone="warning" className="lg:col-span-2" title="Confirm your e-mail address to pay by card">
          Paying by card holds your seats while you pay, which needs a confirmed address: open the link we
          sent to {user.email} (or send it again from the banner above), then book.
        </Alert>
      )}
      <div className="min-w-0 space-y-10">
        <section aria-labelledby="date-heading" ref={calendarRef} className="scroll-mt-24">
          <h2 id="date-heading" className="text-xl font-bold text-ink-900">
            1. Choose a date
          </h2>
          <p className="mt-1 text-sm text-ink-600">
            {departureTime ? `The tour starts at ${departureTime} ${abbreviation}. ` : ''}
            Dates and times are in {zoneName(timezone)} ({abbreviation}).
          </p>
          <div className="mt-4 rounded-2xl border border-sand-200 bg-white p-3 sm:p-5">
            <DateChoiceCalendar
              choice={choice}
              today={today}
              onSelect={selectDate}
              onChooseNextAvailable={chooseNextAvailable}
              describedBy={dateError ? 'date-error' : undefined}
              selectFull
            />
          </div>
          {dateError && (
            <p id="date-error" role="alert" className="mt-2 text-sm font-medium text-danger-600">
              {dateError}
            </p>
          )}
          {date && selectedDay && (
            <p className="mt-3 text-sm text-ink-800" aria-live="polite">
              <span className="font-semibold">{formatCalendarDate(date)}</span>
              {selectedDay.startsAt && `, ${formatZonedTime(selectedDay.startsAt, timezone)}`}
              {selectedDay.bookable
                ? ` · ${seatsText(selectedDay.seatsLeft)}`
                : full
                  ? ' · fully booked'
                  : ' · no longer available, choose another date'}
            </p>
          )}
          {date && waitlistSeats !== null && (
            <JoinWaitlist
              key={`${date}:${participants.adults}:${participants.children}`}
              tourId={tour._id}
              date={date}
              participants={participants}
              seatsLeft={waitlistSeats}
            />
          )}
        </section>

        <section aria-labelledby="travellers-heading">
          <h2 id="travellers-heading" className="text-xl font-bold text-ink-900">
            2. Travellers
          </h2>
          <p className="mt-1 text-sm text-ink-600">
            {tour.adultsOnly ? 'Adults only' : 'At least one adult on every booking'}; up to {maxTotal} people
            {seatsLeft !== null && seatsLeft <= limits.bookingMaxParticipants ? ' on this date' : ''}.
          </p>
          {holdMax !== null &&
            seatsLeft !== null &&
            holdMax < Math.min(seatsLeft, limits.bookingMaxParticipants) && (
              <p className="mt-1 text-sm text-ink-600">
                Paying by card, a booking holds at most half of the seats left ({holdMax} of {seatsLeft})
                while it waits for payment. For a bigger party,{' '}
                <Link to="/contact" className="font-semibold text-primary-700 hover:underline">
                  contact us
                </Link>{' '}
                and we arrange it.
              </p>
            )}
          <div className="mt-4">
            <ParticipantsPicker
              value={participants}
              onChange={setParticipants}
              maxTotal={maxTotal}
              adultPrice={price.adultPrice}
              childPrice={price.childPrice}
              currency={price.currency}
              adultsOnly={tour.adultsOnly}
            />
          </div>
          {tooMany && seatsLeft !== null && (
            <p role="alert" className="mt-2 text-sm font-medium text-danger-600">
              Only {seatsText(seatsLeft)} on this date. Remove travellers or choose another date.
            </p>
          )}
        </section>

        <section aria-labelledby="contact-heading">
          <h2 id="contact-heading" className="text-xl font-bold text-ink-900">
            3. Contact details
          </h2>
          <p className="mt-1 text-sm text-ink-600">Your guide uses these to reach you on the day.</p>
          <ContactFields
            idPrefix="booking"
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
        </section>

        <section aria-labelledby="requests-heading">
          <h2 id="requests-heading" className="text-xl font-bold text-ink-900">
            4. Special requests <span className="text-base font-normal text-ink-600">(optional)</span>
          </h2>
          <FormField
            id="booking-requests"
            className="mt-4"
            label="Anything your guide should know"
            error={errors.specialRequests?.message}
            labelAside={<CharacterCount length={requests.length} max={limits.specialRequestsMax} />}
            hint={`Dietary needs, mobility, a celebration. Up to ${limits.specialRequestsMax.toLocaleString('en-US')} characters.`}
          >
            {(c) => <Textarea {...c} rows={4} {...register('specialRequests')} />}
          </FormField>
        </section>
      </div>

      <div>
        <OrderSummary
          tour={tour}
          date={date}
          startsAt={selectedDay?.startsAt ?? null}
          timezone={timezone}
          participants={participants}
          price={price}
          payOnline={payOnline}
          footer={
            <>
              {problem && (
                <Alert tone="danger" className="mb-4">
                  {problem}
                </Alert>
              )}
              {/* On a phone the total and the button stay at the bottom of the screen; in the card from lg up. */}
              <StickyActionBar label="Book this tour" desktop="inline">
                <p className="text-sm text-ink-700 lg:hidden">
                  Total{' '}
                  <span className="block text-lg font-extrabold text-ink-900 tabular-nums">
                    {formatPrice(price.total, price.currency)}
                  </span>
                </p>
                <Button
                  type="submit"
                  variant="accent"
                  size="lg"
                  className="max-lg:flex-1 lg:w-full"
                  loading={sending}
                  disabled={mustConfirm}
                >
                  {payOnline
                    ? sending
                      ? 'Holding your seats…'
                      : 'Continue to payment'
                    : sending
                      ? 'Booking…'
                      : 'Book now'}
                </Button>
              </StickyActionBar>
              {tour.instantConfirmation && (
                <p className="mt-2 text-center text-xs text-ink-600">Instant confirmation</p>
              )}
            </>
          }
        />
      </div>
    </form>
  );
}
