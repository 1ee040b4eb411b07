import { type Availability, policy } from '@tabi/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { type RefObject, useEffect, useState } from 'react';
import { availabilityQueryOptions } from '../api/get-availability.ts';
import { zoneAbbreviation } from '../ui/zoned-time.ts';
import { addMonths, firstOfMonth, lastOfMonth, monthOf } from './calendar.ts';
import { monthsRange } from './first-dates.ts';
import { useAvailability } from './use-availability.ts';

/**
 * What the calendar says when the months shown have nothing to book: the month that has none, and the
 * next date that can be booked (null when none can, up to the end of the window). Said on an empty view,
 * and on the view the calendar opened on when it skipped an empty current month.
 */
export type NextAvailable = { emptyMonth: string; date: string | null };

const hasBookable = (answer: Availability) => answer.dates.some((day) => day.bookable && day.seatsLeft > 0);

function nextAvailableFrom({
  month,
  answer,
  firstMonth,
  firstMonthAnswer,
}: {
  month: string | null;
  answer: Availability | undefined;
  firstMonth: string;
  firstMonthAnswer: Availability | undefined;
}): NextAvailable | null {
  if (!month || !answer) return null;
  if (!hasBookable(answer)) return { emptyMonth: month, date: answer.firstBookable };
  if (month !== firstMonth && firstMonthAnswer && !hasBookable(firstMonthAnswer)) {
    const date = firstMonthAnswer.firstBookable;
    if (date && monthOf(date) === month) return { emptyMonth: firstMonth, date };
  }
  return null;
}

type DateChoiceOptions = {
  tourId: string;
  /** Today in the operator's time zone. */
  today: string;
  /** The operator's zone before the availability answer names it. */
  fallbackZone: string;
  /** How many months the calendar shows side by side. */
  months: 1 | 2;
  /** A date chosen before (carried from the tour page): chosen at once, its month shown. */
  initialDate?: string | null | undefined;
  /** Where the calendar's day buttons are, for "Next available" to focus the day it chose. */
  calendarRef: RefObject<HTMLElement | null>;
};

/**
 * A departure date chosen from the availability calendar, shared by the tour page's "Check availability"
 * and the checkout: the month it opens on (that of the first date that can be booked: at the end of a
 * month the current one may have nothing left), paging, "Next available", and the chosen day's seats.
 */
export function useDateChoice({
  tourId,
  today,
  fallbackZone,
  months,
  initialDate,
  calendarRef,
}: DateChoiceOptions) {
  const queryClient = useQueryClient();
  const firstMonth = monthOf(today);
  // The last month a view may start on, so its last month is the window's last.
  const lastMonth = addMonths(firstMonth, policy.bookingWindowMonths - (months - 1));
  const carried = initialDate && initialDate >= today ? initialDate : null;
  /** The month the traveller paged to; until they do, the opening month. */
  const [pagedMonth, setMonth] = useState<string | null>(carried ? clampMonth(monthOf(carried)) : null);
  const [date, setDate] = useState<string | null>(carried);

  function clampMonth(month: string) {
    return month > lastMonth ? lastMonth : month;
  }

  // The current month's answer names the first date that can be booked; if it cannot be loaded, the
  // calendar opens on the current month and shows why.
  const current = useAvailability(tourId, monthsRange(firstMonth, 1, today));
  const openingMonth = current.data
    ? clampMonth(monthOf(current.data.firstBookable ?? today))
    : current.isError
      ? firstMonth
      : null;
  /** Null until the opening month is known. */
  const month = pagedMonth ?? openingMonth;
  const visible = useAvailability(tourId, month ? monthsRange(month, months, today) : null);
  const shownDates = visible.isPlaceholderData ? undefined : visible.data?.dates;
  const shown = (day: string) =>
    month !== null && day >= firstOfMonth(month) && day <= lastOfMonth(addMonths(month, months - 1));
  const chosen = useAvailability(tourId, date && !shown(date) ? monthsRange(monthOf(date), 1, today) : null);
  const selectedDay =
    (date && (shown(date) ? shownDates : chosen.data?.dates)?.find((day) => day.date === date)) || null;
  const timezone = visible.data?.timezone ?? fallbackZone;

  // The next view's seats load while this one is read, so paging forward is instant.
  useEffect(() => {
    if (!month) return;
    const next = addMonths(month, 1);
    if (next <= lastMonth)
      void queryClient.prefetchQuery(availabilityQueryOptions(tourId, monthsRange(next, months, today)));
  }, [month, months, lastMonth, queryClient, tourId, today]);

  /** "Next available": the date is chosen, its month shown and its day focused once it is drawn. */
  const [focusTarget, setFocusTarget] = useState<string | null>(null);
  useEffect(() => {
    const button =
      focusTarget && calendarRef.current?.querySelector<HTMLElement>(`[data-date="${focusTarget}"]`);
    if (!button || !shownDates) return;
    setFocusTarget(null);
    button.focus();
  }, [focusTarget, shownDates, calendarRef]);

  return {
    month,
    setMonth,
    firstMonth,
    lastMonth,
    visible,
    /** The first date that can be booked from today; undefined until known, null when none can. */
    firstBookable: current.data ? current.data.firstBookable : current.isError ? null : undefined,
    /** The shown months' dates as the server answered them; undefined while loading. */
    shownDates,
    nextAvailable: nextAvailableFrom({
      month,
      answer: visible.isPlaceholderData ? undefined : visible.data,
      firstMonth,
      firstMonthAnswer: current.data,
    }),
    chooseNextAvailable: (next: string) => {
      setMonth(clampMonth(monthOf(next)));
      setDate(next);
      setFocusTarget(next);
    },
    date,
    setDate,
    selectedDay,
    timezone,
    abbreviation: zoneAbbreviation(
      timezone,
      selectedDay?.startsAt ? new Date(selectedDay.startsAt) : undefined,
    ),
    departureTime: visible.data?.departureTime,
  };
}

export type DateChoice = ReturnType<typeof useDateChoice>;
