import type { Ticket } from '@tabi/contracts';
import { formatZonedTime } from '../../../ui/zoned-time.ts';

export type TicketStatus = {
  /** `valid`: shown at the meeting point; the others say why it is not (or no longer) needed. */
  tone: 'valid' | 'waiting' | 'void' | 'over';
  title: string;
  text: string;
};

/**
 * What a ticket says about itself, plainly: valid (and whether its party has checked in), waiting for
 * payment or for the operator's confirmation, cancelled, or its tour over.
 */
export function ticketStatus(ticket: Pick<Ticket, 'status' | 'attendance' | 'timezone'>): TicketStatus {
  const { attendance } = ticket;
  const checkedInAt =
    attendance?.state === 'checked_in' ? formatZonedTime(attendance.at, ticket.timezone) : null;
  switch (ticket.status) {
    case 'pending':
      return {
        tone: 'waiting',
        title: 'Not valid yet',
        text: 'This booking is waiting for payment or for our confirmation. Its check-in code appears here as soon as it is confirmed; My bookings shows what is left to do.',
      };
    case 'cancelled':
      return {
        tone: 'void',
        title: 'Cancelled',
        text: 'This booking is cancelled, so its ticket is no longer valid.',
      };
    case 'completed':
      return {
        tone: 'over',
        title: 'Tour completed',
        text: checkedInAt
          ? `You checked in at ${checkedInAt}. We hope you enjoyed the day.`
          : attendance?.state === 'no_show'
            ? 'You were marked as a no-show. The ticket is no longer needed.'
            : 'This tour has taken place; the ticket is no longer needed.',
      };
    default:
      if (checkedInAt) {
        return { tone: 'valid', title: `Checked in at ${checkedInAt}`, text: 'Enjoy the tour.' };
      }
      if (attendance?.state === 'no_show') {
        return {
          tone: 'waiting',
          title: 'Marked as a no-show',
          text: 'Your guide did not find you at the meeting point. If you are there, show them this code.',
        };
      }
      return {
        tone: 'valid',
        title: 'Confirmed',
        text: 'Show this code at the meeting point: your guide scans it, or reads the reference out.',
      };
  }
}
