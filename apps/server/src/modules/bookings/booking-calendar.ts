import { type Booking, company } from '@tabi/contracts';
import { createEvent, type EventAttributes } from 'ics';

/**
 * How a calendar file is meant: `PUBLISH` is a file the traveller imports (the booking and ticket pages);
 * `REQUEST` and `CANCEL` travel with the mails and update the event the traveller's calendar already holds.
 */
export type CalendarMethod = 'PUBLISH' | 'REQUEST' | 'CANCEL';

/**
 * A booking as one iCalendar event (RFC 5545, written by the kept `ics` library). The UID is the
 * booking's own and never changes, so every later file (a cancellation, a new date) updates the same
 * event; SEQUENCE is the booking's `calendarSequence`, which grows with each such change. Times are
 * UTC instants (`...Z`): every calendar shows them in its reader's zone, and the description states the
 * start in Japan time as the rest of the product does.
 */
export function bookingCalendarFile(
  booking: Booking,
  { method, publicUrl, startText }: { method: CalendarMethod; publicUrl: string; startText: string },
): string {
  const ticketUrl = new URL(`/bookings/${booking._id}/ticket`, publicUrl).toString();
  const cancelled = method === 'CANCEL' || booking.status === 'cancelled';
  const { adults, children } = booking.participants;
  const party = `${adults} adult${adults === 1 ? '' : 's'}${children ? `, ${children} child${children === 1 ? '' : 'ren'}` : ''}`;
  const event: EventAttributes = {
    uid: `${booking._id}@${new URL(publicUrl).hostname}`,
    sequence: booking.calendarSequence,
    method,
    productId: `-//${company.name}//Bookings//EN`,
    title: `${cancelled ? 'Cancelled: ' : ''}${booking.tour.title}`,
    start: Date.parse(booking.startsAt),
    startInputType: 'utc',
    startOutputType: 'utc',
    duration: { minutes: booking.tour.durationMinutes },
    location: booking.tour.meetingPoint,
    description: [
      `Starts ${startText}. Meet at: ${booking.tour.meetingPoint}.`,
      `Reference ${booking.reference} · ${party}.`,
      cancelled ? 'This booking is cancelled.' : `Your ticket: ${ticketUrl}`,
      `Questions: ${company.email} · ${company.phone}`,
    ].join('\n'),
    url: ticketUrl,
    status: cancelled ? 'CANCELLED' : booking.status === 'pending' ? 'TENTATIVE' : 'CONFIRMED',
    organizer: { name: company.name, email: company.email },
    // A mail's invitation names its reader, as calendars expect of REQUEST and CANCEL.
    ...(method === 'PUBLISH'
      ? {}
      : {
          attendees: [
            {
              name: booking.user.name,
              email: booking.user.email,
              rsvp: false,
              partstat: 'ACCEPTED' as const,
            },
          ],
        }),
    // The reminder a calendar rings itself, two hours before the start.
    alarms: cancelled
      ? []
      : [{ action: 'display', description: booking.tour.title, trigger: { hours: 2, before: true } }],
  };
  const { error, value } = createEvent(event);
  if (error || !value) throw error ?? new Error('The calendar file could not be written');
  return value;
}

export const calendarFileName = (booking: Booking) => `tabi-${booking.reference}.ics`;
