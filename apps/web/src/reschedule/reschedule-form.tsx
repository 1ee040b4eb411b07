import { limits } from '@tabi/contracts';
import { ArrowRight } from 'lucide-react';
import { DateChoiceCalendar } from '../availability/date-choice-calendar.tsx';
import { ParticipantsPicker } from '../availability/participants-picker.tsx';
import { seatsText } from '../availability/seats-text.ts';
import { Alert } from '../ui/alert.tsx';
import { Button } from '../ui/button.tsx';
import { CharacterCount } from '../ui/character-count.tsx';
import { cn } from '../ui/cn.ts';
import { FormField } from '../ui/form-field.tsx';
import { formatParticipants } from '../ui/format-count.ts';
import { Textarea } from '../ui/input.tsx';
import { Skeleton } from '../ui/skeleton.tsx';
import { formatCalendarDate, formatZonedTime, zoneName } from '../ui/zoned-time.ts';
import { QuoteSummary } from './quote-summary.tsx';
import { type RescheduleFormOptions, useRescheduleForm } from './use-reschedule-form.ts';

type RescheduleFormProps = RescheduleFormOptions & {
  /** `page` (the traveller's): calendar and party beside the summary from lg up; `dialog` (the admin's): one column. */
  layout: 'page' | 'dialog';
  submitLabel: string;
};

/**
 * The date and party picker of a booking's date change, shared by the traveller's page and the admin's
 * dialog: the tour's calendar, the party, then the server's quote of the choice, a note for the operator
 * when they decide, and the button that moves the booking.
 */
export function RescheduleForm({ layout, submitLabel, ...options }: RescheduleFormProps) {
  const { booking, tour } = options;
  const form = useRescheduleForm(options);
  const { choice, shownQuote, quote } = form;
  const { date, selectedDay, timezone, abbreviation, departureTime } = choice;
  const page = layout === 'page';
  // In a dialog the sections sit under the dialog's own title: smaller headings.
  const headingClasses = cn('font-bold text-ink-900', page ? 'text-xl' : 'text-base');

  return (
    <form
      onSubmit={form.submit}
      noValidate
      aria-label="Change the date"
      className={cn('grid gap-8', page && 'lg:grid-cols-[minmax(0,1fr)_24rem] lg:gap-12')}
    >
      <div className="min-w-0 space-y-8">
        <section aria-labelledby="new-date-heading" ref={form.calendarRef} className="scroll-mt-24">
          <h2 id="new-date-heading" className={headingClasses}>
            1. Choose the new date
          </h2>
          <p className="mt-1 text-sm text-ink-600">
            {departureTime ? `The tour starts at ${departureTime} ${abbreviation}. ` : ''}
            Dates and times are in {zoneName(timezone)} ({abbreviation}).
          </p>
          <div
            className={cn('mt-4 rounded-2xl border border-sand-200 bg-white', page ? 'p-3 sm:p-5' : 'p-2')}
          >
            <DateChoiceCalendar
              choice={choice}
              today={form.today}
              onSelect={form.selectDate}
              onChooseNextAvailable={form.chooseNextAvailable}
              describedBy={form.dateProblem ? 'new-date-problem' : undefined}
            />
          </div>
          {date && selectedDay && !form.dateProblem && (
            <p className="mt-3 text-sm text-ink-800" aria-live="polite">
              <span className="font-semibold">{formatCalendarDate(date)}</span>
              {selectedDay.startsAt && `, ${formatZonedTime(selectedDay.startsAt, timezone)}`}
              {` · ${seatsText(selectedDay.seatsLeft)}`}
            </p>
          )}
          {form.dateProblem && (
            <p id="new-date-problem" role="alert" className="mt-2 text-sm font-medium text-danger-600">
              {form.dateProblem}
            </p>
          )}
        </section>

        <section aria-labelledby="new-party-heading">
          <h2 id="new-party-heading" className={headingClasses}>
            2. Travellers
          </h2>
          <p className="mt-1 text-sm text-ink-600">
            {tour.adultsOnly ? 'Adults only' : 'At least one adult on every booking'}; up to {form.maxTotal}{' '}
            people.
          </p>
          <div className="mt-4">
            <ParticipantsPicker
              value={form.participants}
              onChange={form.setParticipants}
              maxTotal={form.maxTotal}
              adultPrice={form.price.adultPrice}
              childPrice={form.price.childPrice}
              currency={form.price.currency}
              adultsOnly={tour.adultsOnly}
            />
          </div>
        </section>
      </div>

      <section
        aria-labelledby="change-summary-heading"
        className={cn(
          'self-start rounded-2xl border border-sand-200 bg-white',
          page && 'shadow-card lg:sticky lg:top-24',
        )}
      >
        <h2 id="change-summary-heading" className="sr-only">
          The change
        </h2>
        <ol className="space-y-3 border-b border-sand-200 p-5 text-sm">
          <li>
            <span className="block text-xs font-semibold tracking-wide text-ink-600 uppercase">Now</span>
            <span className="font-medium text-ink-900">
              {formatCalendarDate(booking.date, 'short')},{' '}
              {formatZonedTime(booking.startsAt, booking.timezone)}
            </span>
            <span className="block text-ink-700">{formatParticipants(booking.participants)}</span>
          </li>
          <li className="flex gap-2">
            <ArrowRight className="mt-5 size-4 shrink-0 text-primary-600" aria-hidden />
            <span>
              <span className="block text-xs font-semibold tracking-wide text-ink-600 uppercase">New</span>
              <span className="font-medium text-ink-900">
                {date && !form.dateProblem ? (
                  <>
                    {formatCalendarDate(date, 'short')}
                    {selectedDay?.startsAt && `, ${formatZonedTime(selectedDay.startsAt, timezone)}`}
                  </>
                ) : (
                  <span className="font-normal text-ink-600">Choose a date</span>
                )}
              </span>
              <span className="block text-ink-700">{formatParticipants(form.participants)}</span>
            </span>
          </li>
        </ol>

        <div className="space-y-4 p-5">
          <div aria-live="polite" aria-busy={quote.isFetching || undefined}>
            {shownQuote ? (
              <QuoteSummary
                quote={shownQuote}
                reader={layout === 'page' ? 'traveller' : 'operator'}
                className={cn(quote.isPlaceholderData && 'opacity-60 transition-opacity')}
              />
            ) : quote.isFetching ? (
              <div role="status" aria-label="Working out the price">
                <Skeleton className="h-5 w-2/3" />
                <Skeleton className="mt-3 h-14" />
              </div>
            ) : form.quoteProblem ? null : (
              <p className="text-sm text-ink-600">
                Choose a date and the party to see the price of the change.
              </p>
            )}
          </div>

          {form.quoteProblem && <Alert tone="danger">{form.quoteProblem}</Alert>}

          {form.needsApproval && (
            <FormField
              id="reschedule-note"
              label="A note for the operator (optional)"
              hint="Why you would like to move, if it helps them decide."
              error={form.noteError ?? undefined}
              labelAside={<CharacterCount length={form.note.length} max={limits.refundNoteMax} />}
            >
              {(c) => (
                <Textarea
                  {...c}
                  rows={3}
                  value={form.note}
                  onChange={(event) => form.setNote(event.target.value)}
                />
              )}
            </FormField>
          )}

          {form.problem && <Alert tone="danger">{form.problem}</Alert>}

          <Button type="submit" variant="accent" size="lg" className="w-full" loading={form.sending}>
            {form.sending ? 'Moving…' : submitLabel}
          </Button>
        </div>
      </section>
    </form>
  );
}
