import { type CompleteTour, limits, type Tour } from '@tabi/contracts';
import { CalendarDays, ChevronDown, Users } from 'lucide-react';
import { type ReactNode, type RefObject, useRef, useState } from 'react';
import { usePublicConfig } from '../../../api/public-config.ts';
import { AvailabilityCalendar } from '../../../availability/availability-calendar.tsx';
import type { BookingChoice } from '../../../availability/booking-link.ts';
import { DateStrip } from '../../../availability/date-strip.tsx';
import { nextDatesRange } from '../../../availability/first-dates.ts';
import { NextAvailableNote } from '../../../availability/next-available-note.tsx';
import { ParticipantsPicker } from '../../../availability/participants-picker.tsx';
import { estimatePrice } from '../../../availability/price-estimate.ts';
import { seatsText } from '../../../availability/seats-text.ts';
import { useAvailability } from '../../../availability/use-availability.ts';
import { type DateChoice, useDateChoice } from '../../../availability/use-date-choice.ts';
import { useDisabledUntilLive } from '../../../ui/app-live.tsx';
import { Button } from '../../../ui/button.tsx';
import { Dialog, DialogContent, DialogTitle, DialogTrigger } from '../../../ui/dialog.tsx';
import { ErrorState } from '../../../ui/error-state.tsx';
import { formatParticipants } from '../../../ui/format-count.ts';
import { formatPrice } from '../../../ui/format-price.ts';
import { Popover, PopoverContent, PopoverTrigger } from '../../../ui/popover.tsx';
import { Skeleton } from '../../../ui/skeleton.tsx';
import { useMediaQuery, wideScreen } from '../../../ui/use-media-query.ts';
import { formatCalendarDate, formatZonedTime, todayIn } from '../../../ui/zoned-time.ts';

type CheckAvailabilityProps = {
  tour: CompleteTour<Tour>;
  choice: BookingChoice;
  onChoiceChange: (choice: BookingChoice) => void;
};

/** How many of the next bookable dates the strip offers before "All dates". */
const stripLength = 8;

/**
 * "Check availability" in the tour page's booking card: the party, then a date from the next few that
 * can be booked (or any date of the calendar), with the seats left and the party's price, before
 * leaving the page. The page's Book now carries both into the checkout.
 */
export function CheckAvailability(props: CheckAvailabilityProps) {
  const config = usePublicConfig();
  // The operator's "today" decides which dates are past; the calendar waits for it, as the checkout does.
  const zoneKnown = config.isSuccess || config.isError;
  return (
    <section
      id="availability"
      aria-labelledby="availability-heading"
      className="mt-5 scroll-mt-24 border-t border-sand-200 pt-5"
    >
      <h2 id="availability-heading" className="font-bold text-ink-900">
        Check availability
      </h2>
      {zoneKnown ? (
        <AvailabilityChoice {...props} zone={config.data?.timezone} />
      ) : (
        // The same heights as what replaces it, so nothing below moves when it does.
        <div role="status" aria-label="Loading dates" className="mt-3 space-y-4">
          <Skeleton className="h-12 rounded-xl" />
          <div>
            <StripSkeleton />
            <Skeleton className="mt-1 h-10 rounded-lg" />
          </div>
        </div>
      )}
    </section>
  );
}

function AvailabilityChoice({
  tour,
  choice,
  onChoiceChange,
  zone,
}: CheckAvailabilityProps & { zone: string | undefined }) {
  const wide = useMediaQuery(wideScreen);
  const calendarRef = useRef<HTMLDivElement>(null);
  const today = todayIn(zone);
  const dates = useDateChoice({
    tourId: tour._id,
    today,
    fallbackZone: zone ?? Intl.DateTimeFormat().resolvedOptions().timeZone,
    months: wide ? 2 : 1,
    initialDate: choice.date,
    calendarRef,
  });
  const { selectedDay, timezone } = dates;
  const { participants } = choice;
  const seatsLeft = selectedDay?.bookable ? selectedDay.seatsLeft : null;
  const maxTotal = Math.min(limits.bookingMaxParticipants, seatsLeft ?? tour.maxGroupSize);
  const tooMany = seatsLeft !== null && participants.adults + participants.children > seatsLeft;
  const price = estimatePrice(tour, participants);
  // The card is part of the prerendered page; its pickers open only once the app is live.
  const untilLive = useDisabledUntilLive();

  const chooseDate = (date: string) => {
    dates.setDate(date);
    onChoiceChange({ ...choice, date });
  };

  return (
    <fieldset
      disabled={untilLive.disabled}
      aria-describedby={untilLive.describedBy()}
      className="mt-3 min-w-0 space-y-4"
    >
      {untilLive.reason}
      <Popover>
        <PopoverTrigger asChild>
          <button
            type="button"
            className={fieldClasses}
            aria-label={`Travellers: ${formatParticipants(participants)}`}
          >
            <Users className="size-5 shrink-0 text-ink-600" aria-hidden />
            <span className="min-w-0 flex-1 text-left">{formatParticipants(participants)}</span>
            <ChevronDown className="size-4 shrink-0 text-ink-600" aria-hidden />
          </button>
        </PopoverTrigger>
        <PopoverContent align="start" className="w-[min(22rem,calc(100vw-2rem))] p-2" aria-label="Travellers">
          <ParticipantsPicker
            value={participants}
            onChange={(next) => onChoiceChange({ ...choice, participants: next })}
            maxTotal={maxTotal}
            adultPrice={price.adultPrice}
            childPrice={price.childPrice}
            currency={price.currency}
            adultsOnly={tour.adultsOnly}
          />
        </PopoverContent>
      </Popover>
      <NextDates tourId={tour._id} dates={dates} onChoose={chooseDate}>
        <AllDates
          dates={dates}
          today={today}
          months={wide ? 2 : 1}
          calendarRef={calendarRef}
          onChoose={chooseDate}
          wide={wide}
        />
      </NextDates>
      {choice.date && (
        <div aria-live="polite" className="rounded-xl bg-sand-50 p-3 text-sm text-ink-800">
          <p>
            <span className="font-semibold text-ink-900">{formatCalendarDate(choice.date, 'noYear')}</span>
            {selectedDay?.startsAt && `, ${formatZonedTime(selectedDay.startsAt, timezone)}`}
          </p>
          {selectedDay &&
            (selectedDay.bookable ? (
              <p className={tooMany ? 'font-medium text-danger-600' : 'text-success-700'}>
                {tooMany
                  ? `Only ${seatsText(selectedDay.seatsLeft)}: remove travellers or choose another date.`
                  : seatsText(selectedDay.seatsLeft)}
              </p>
            ) : (
              <p className="font-medium text-danger-600">No longer available: choose another date.</p>
            ))}
          <p className="mt-2 flex items-baseline justify-between gap-3 border-t border-sand-200 pt-2">
            <span>{formatParticipants(participants)}</span>
            <span className="text-base font-extrabold text-ink-900 tabular-nums">
              {formatPrice(price.total, price.currency)}
            </span>
          </p>
        </div>
      )}
    </fieldset>
  );
}

/** The next dates that can be booked, as a strip of chips, and the way to every date. */
function NextDates({
  tourId,
  dates,
  onChoose,
  children,
}: {
  tourId: string;
  dates: DateChoice;
  onChoose: (date: string) => void;
  children: ReactNode;
}) {
  const from = dates.firstBookable;
  const strip = useAvailability(tourId, from ? nextDatesRange(from) : null);
  if (dates.firstBookable === null && !dates.visible.isError) {
    return <p className="text-sm text-ink-700">No date can be booked at the moment.</p>;
  }
  if (dates.visible.isError && !dates.visible.data) {
    return (
      <ErrorState
        as="h3"
        title="Dates could not be loaded"
        message={dates.visible.error.message}
        onRetry={() => dates.visible.refetch()}
        retrying={dates.visible.isFetching}
      />
    );
  }
  const next = strip.data?.dates.filter((day) => day.bookable && day.seatsLeft > 0).slice(0, stripLength);
  return (
    <div>
      {next ? <DateStrip dates={next} selected={dates.date} onSelect={onChoose} /> : <StripSkeleton />}
      {children}
    </div>
  );
}

/** The strip's place while its dates load: its height, so nothing moves when they come. */
function StripSkeleton() {
  return <Skeleton role="status" aria-label="Loading dates" className="mt-1 mb-2 h-[5.75rem] rounded-xl" />;
}

const fieldClasses =
  'flex h-12 w-full cursor-pointer items-center gap-3 rounded-xl border border-sand-300 bg-white px-3 text-sm font-semibold text-ink-900 transition-colors duration-150 hover:border-ink-300 data-[state=open]:border-primary-600';

/** Every date: a calendar of two months beside the card on a desktop, of one month in a dialog on a phone. */
function AllDates({
  dates,
  today,
  months,
  calendarRef,
  onChoose,
  wide,
}: {
  dates: DateChoice;
  today: string;
  months: 1 | 2;
  calendarRef: RefObject<HTMLDivElement | null>;
  onChoose: (date: string) => void;
  wide: boolean;
}) {
  const [open, setOpen] = useState(false);
  const choose = (date: string) => {
    onChoose(date);
    setOpen(false);
  };
  const calendar = (
    <div ref={calendarRef}>
      {dates.nextAvailable && (
        <NextAvailableNote
          note={dates.nextAvailable}
          lastMonth={dates.lastMonth}
          onChoose={(date) => {
            dates.chooseNextAvailable(date);
            onChoose(date);
          }}
        />
      )}
      {dates.month && (
        <AvailabilityCalendar
          month={dates.month}
          onMonthChange={dates.setMonth}
          months={months}
          minMonth={dates.firstMonth}
          maxMonth={dates.lastMonth}
          today={today}
          dates={dates.shownDates}
          loading={dates.visible.isPending || dates.visible.isPlaceholderData}
          selected={dates.date}
          onSelect={choose}
        />
      )}
    </div>
  );
  const trigger = (
    <Button variant="outline" className="mt-1 w-full">
      <CalendarDays aria-hidden />
      All dates
    </Button>
  );
  if (wide) {
    return (
      <Popover open={open} onOpenChange={setOpen}>
        <PopoverTrigger asChild>{trigger}</PopoverTrigger>
        <PopoverContent side="left" align="start" className="w-[40rem] p-5" aria-label="All dates">
          {calendar}
        </PopoverContent>
      </Popover>
    );
  }
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent aria-describedby={undefined} className="p-4 sm:p-6">
        <DialogTitle className="mb-3 pr-10">Choose a date</DialogTitle>
        {calendar}
      </DialogContent>
    </Dialog>
  );
}
