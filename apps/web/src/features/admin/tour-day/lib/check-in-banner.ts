import { type CheckInResult, checkInRefusals } from '@tabi/contracts';
import { isApiError } from '../../../../api/api-error.ts';
import { errorMessage } from '../../../../api/field-errors.ts';
import { formatParticipants } from '../../../../ui/format-count.ts';
import { formatPrice } from '../../../../ui/format-price.ts';
import { formatCalendarDate, formatZonedTime } from '../../../../ui/zoned-time.ts';

/** What the check-in panel says after a scan or a typed reference: green, amber or red. */
export type CheckInBanner = {
  tone: 'success' | 'warning' | 'danger';
  title: string;
  /** Lines under the title (who it was, what to collect, which departure the ticket is for). */
  details: string[];
};

/** "Emma Lindqvist, 2 adults, 1 child (TB-7K3M9Q)" */
function partyOf(entry: CheckInResult['entry']) {
  return `${entry.leadName}, ${formatParticipants(entry)} (${entry.reference})`;
}

/** What is left to do with the party: money to collect on site, and their special requests. */
function reminders(entry: CheckInResult['entry']) {
  const lines: string[] = [];
  if (entry.dueOnSite > 0) lines.push(`Collect ${formatPrice(entry.dueOnSite, entry.currency)} on site.`);
  if (entry.specialRequests) lines.push(`Special requests: ${entry.specialRequests}`);
  return lines;
}

/** A ticket that was accepted: checked in now (green), or already before (amber, with when). */
export function checkInBanner(result: CheckInResult, timezone: string): CheckInBanner {
  const { entry } = result;
  if (result.outcome === 'already_checked_in') {
    const at = entry.attendance?.state === 'checked_in' ? formatZonedTime(entry.attendance.at, timezone) : '';
    return {
      tone: 'warning',
      title: at ? `Already checked in at ${at}` : 'Already checked in',
      details: [partyOf(entry), ...reminders(entry)],
    };
  }
  return { tone: 'success', title: `Checked in: ${partyOf(entry)}`, details: reminders(entry) };
}

type OtherBooking = { reference: string; tour: string; date: string; time: string };

function otherBookingOf(details: Record<string, unknown>): OtherBooking | null {
  const booking = details.booking;
  if (typeof booking !== 'object' || booking === null) return null;
  const { reference, tour, date, time } = booking as Record<string, unknown>;
  return typeof reference === 'string' &&
    typeof tour === 'string' &&
    typeof date === 'string' &&
    typeof time === 'string'
    ? { reference, tour, date, time }
    : null;
}

/**
 * A ticket that was refused, in red with the server's own message (written for staff); a ticket of
 * another departure also says which one it is for, so the traveller can be sent there.
 */
export function refusalBanner(error: unknown, zoneAbbreviation: string): CheckInBanner {
  const message = errorMessage(error, 'The ticket could not be checked in. Please try again.');
  const details: string[] = [message];
  if (isApiError(error) && error.details.reason === checkInRefusals.otherDeparture) {
    const other = otherBookingOf(error.details);
    // Said only when the server's message does not already name the departure the ticket is for.
    if (other && !message.includes(other.tour)) {
      // The time comes as "10:00" or already with its zone ("10:00 JST").
      const time = /[A-Za-z]$/.test(other.time) ? other.time : `${other.time} ${zoneAbbreviation}`;
      details.push(
        `Booked for ${other.tour}, ${formatCalendarDate(other.date, 'short')} at ${time} (${other.reference}).`,
      );
    }
  }
  return { tone: 'danger', title: 'Not checked in', details };
}

/** A photo or camera frame that held no readable QR code. */
export const noCodeBanner: CheckInBanner = {
  tone: 'danger',
  title: 'No ticket code found',
  details: ['Try a sharper photo with the whole QR code in it, or type the booking reference.'],
};
