import {
  type AttendanceBody,
  type CheckInResult,
  checkInRefusals,
  type DepartureDaySummary,
  type DeparturePhase,
  type DeparturesOfDay,
  type DeparturesOfDayQuery,
  type Manifest,
  type ManifestEntry,
  type Ticket,
  toMajorUnits,
  zoneAbbreviation,
} from '@tabi/contracts';
import QRCode from 'qrcode';
import type { Viewer } from '../../platform/auth/guard.ts';
import { conflict, notFound } from '../../platform/errors.ts';
import { isUuid } from '../../platform/ids.ts';
import { offsetOf } from '../../platform/pagination.ts';
import { localDateOf, localTimeOf } from '../../platform/zoned-time.ts';
import type { TicketCodes } from './ticket-code.ts';
import type { DepartureRow, EntryRow, TourDayRepository } from './tour-day.repository.ts';
import { mapUrl } from './tour-day-notices.ts';

/** Staff see a departure as boarding from this long before its start. */
const boardingMinutes = 60;

const bookingNotFound = () => notFound('Booking not found');
const departureNotFound = () => notFound('Departure not found');

type Deps = {
  days: TourDayRepository;
  codes: TicketCodes;
  timezone: string;
  now: () => Date;
};

/**
 * The day of the tour: the traveller's ticket, and for staff the departures of a day, a departure's
 * manifest, check-in (by the ticket's QR or a typed reference) and attendance by hand.
 */
export function createTourDayService({ days, codes, timezone, now }: Deps) {
  const endOf = (row: { startsAt: Date; durationMinutes: number }) =>
    new Date(row.startsAt.getTime() + row.durationMinutes * 60_000);
  const jst = (instant: Date) => `${localTimeOf(instant, timezone)} ${zoneAbbreviation(timezone, instant)}`;

  function phaseOf(row: DepartureRow, at: Date): DeparturePhase {
    if (row.completedAt || endOf(row) <= at) return 'ended';
    if (row.startsAt <= at) return 'running';
    return row.startsAt.getTime() - at.getTime() <= boardingMinutes * 60_000 ? 'boarding' : 'upcoming';
  }

  const toSummary = (row: DepartureRow, at: Date): DepartureDaySummary => ({
    _id: row.id,
    tour: { _id: row.tourId, title: row.tourTitle, meetingPoint: row.meetingPoint },
    date: row.date,
    time: localTimeOf(row.startsAt, timezone),
    startsAt: row.startsAt.toISOString(),
    endsAt: endOf(row).toISOString(),
    phase: phaseOf(row, at),
    capacity: row.capacity,
    bookings: row.bookings,
    expected: row.expected,
    checkedIn: row.checkedIn,
    noShow: row.noShow,
    toCome: Math.max(0, row.expected - row.checkedIn - row.noShow),
    cancelled: row.cancelledAt
      ? { at: row.cancelledAt.toISOString(), reason: row.cancellationReason ?? '' }
      : null,
  });

  const toEntry = (row: EntryRow): ManifestEntry => ({
    bookingId: row.id,
    reference: row.reference,
    status: row.status,
    leadName: row.contactName,
    phone: row.contactPhone,
    email: row.contactEmail,
    adults: row.adults,
    children: row.children,
    specialRequests: row.specialRequests,
    paymentStatus: row.paymentStatus,
    // Paid at the meeting point unless it was paid (or is being paid) online.
    dueOnSite: !row.paidOnline && row.paymentStatus === 'unpaid' ? toMajorUnits(row.totalMinor) : 0,
    currency: row.currency,
    attendance:
      row.attendance && row.attendanceAt
        ? { state: row.attendance, at: row.attendanceAt.toISOString() }
        : null,
  });

  async function entryOf(bookingId: string): Promise<EntryRow> {
    const row = await days.entry(bookingId);
    if (!row) throw bookingNotFound();
    return row;
  }

  /** A typed reference: "TB-7K3M9Q", "tb 7k3m9q" or just the six characters. */
  function referenceOf(typed: string): string | undefined {
    const letters = typed.toUpperCase().replace(/[^A-Z0-9]/g, '');
    const code = letters.startsWith('TB') && letters.length === 8 ? letters.slice(2) : letters;
    return code.length === 6 ? `TB-${code}` : undefined;
  }

  /** Why a booking cannot be checked in at this departure now, as staff read it at the meeting point. */
  function refusal(row: EntryRow, departure: DepartureRow, at: Date): Error | undefined {
    if (row.departureId !== departure.id) {
      const time = jst(row.startsAt);
      return conflict(
        `This ticket (${row.reference}) is for ${row.tourTitle} on ${row.date} at ${time}, not this departure. Nothing was checked in.`,
        {
          reason: checkInRefusals.otherDeparture,
          booking: { reference: row.reference, tour: row.tourTitle, date: row.date, time },
        },
      );
    }
    if (row.status === 'cancelled')
      return conflict(`Booking ${row.reference} was cancelled. Nothing was checked in.`, {
        reason: checkInRefusals.cancelled,
      });
    if (row.status === 'pending')
      return conflict(
        `Booking ${row.reference} is not confirmed yet (waiting for payment or for our confirmation). Nothing was checked in.`,
        { reason: checkInRefusals.notConfirmed },
      );
    return closed(departure, at);
  }

  /** Check-in is open on the departure's own day, until the departure is completed. */
  function closed(departure: DepartureRow, at: Date): Error | undefined {
    if (departure.completedAt)
      return conflict('This departure is completed: check-in is closed.', {
        reason: checkInRefusals.notToday,
      });
    if (localDateOf(at, timezone) !== departure.date)
      return conflict(`Check-in for this departure opens on its day, ${departure.date}.`, {
        reason: checkInRefusals.notToday,
      });
    return undefined;
  }

  async function departureOf(id: string): Promise<DepartureRow> {
    const row = isUuid(id) ? await days.departure(id) : undefined;
    if (!row) throw departureNotFound();
    return row;
  }

  return {
    /** The ticket of a booking, to its traveller or staff; the QR only while the booking is confirmed. */
    async ticket(viewer: Viewer, bookingId: string): Promise<Ticket> {
      const row = isUuid(bookingId) ? await days.entry(bookingId) : undefined;
      // Someone else's booking is as good as missing: its id tells a user nothing.
      if (!row || (row.userId !== viewer.userId && viewer.role !== 'admin')) throw bookingNotFound();
      const code = row.status === 'confirmed' ? codes.sign(row.ticketCode) : null;
      return {
        bookingId: row.id,
        reference: row.reference,
        status: row.status,
        tour: {
          _id: row.tourId,
          title: row.tourTitle,
          city: row.tourCity,
          meetingPoint: row.meetingPoint,
          durationMinutes: row.durationMinutes,
        },
        date: row.date,
        time: localTimeOf(row.startsAt, timezone),
        timezone,
        zoneAbbreviation: zoneAbbreviation(timezone, row.startsAt),
        startsAt: row.startsAt.toISOString(),
        endsAt: endOf(row).toISOString(),
        mapUrl: mapUrl(row.meetingPoint),
        participants: { adults: row.adults, children: row.children },
        leadTraveller: row.contactName,
        checkInCode: code,
        qrSvg: code
          ? await QRCode.toString(code, { type: 'svg', errorCorrectionLevel: 'M', margin: 4 })
          : null,
        attendance: toEntry(row).attendance,
      };
    },

    /** A page of the departures of a local date (today in the operator's zone by default) that have travellers. */
    async departuresOfDay({ date, q, ...page }: DeparturesOfDayQuery): Promise<DeparturesOfDay> {
      const at = now();
      const day = date ?? localDateOf(at, timezone);
      const { rows, total } = await days.departuresOn(day, { q, limit: page.limit, offset: offsetOf(page) });
      return {
        date: day,
        timezone,
        zoneAbbreviation: zoneAbbreviation(timezone, rows[0]?.startsAt ?? at),
        departures: rows.map((row) => toSummary(row, at)),
        total,
        page: page.page,
        pages: Math.ceil(total / page.limit),
      };
    },

    async manifest(departureId: string): Promise<Manifest> {
      const departure = await departureOf(departureId);
      const entries = await days.manifest(departure.id);
      return {
        departure: toSummary(departure, now()),
        timezone,
        zoneAbbreviation: zoneAbbreviation(timezone, departure.startsAt),
        entries: entries.map(toEntry),
      };
    },

    /**
     * Checks in the booking a scanned QR or a typed reference names, at this departure on its day. A
     * second scan answers when it was checked in and changes nothing; a ticket for another departure, a
     * cancelled or unconfirmed booking is refused with what is wrong, and nothing is checked in.
     */
    async checkIn(departureId: string, scanned: string): Promise<CheckInResult> {
      const departure = await departureOf(departureId);
      const at = now();
      const notOpen = closed(departure, at);
      if (notOpen) throw notOpen;
      let row: EntryRow | undefined;
      if (codes.looksSigned(scanned)) {
        const ticketCode = codes.read(scanned);
        row = ticketCode ? await days.entryByCode({ ticketCode }) : undefined;
        if (!row)
          throw notFound('This QR code is not a valid ticket (or the booking has moved to a new date).');
      } else {
        const reference = referenceOf(scanned);
        row = reference ? await days.entryByCode({ reference }) : undefined;
        if (!row) throw notFound(`No booking has the reference "${scanned.trim().slice(0, 20)}".`);
      }
      const refused = refusal(row, departure, at);
      if (refused) throw refused;
      const changed = await days.checkIn(row.id, at);
      const entry = toEntry(await entryOf(row.id));
      if (changed) return { outcome: 'checked_in', entry };
      // Another device (or this one) checked it in first; or the booking changed meanwhile.
      if (entry.attendance?.state === 'checked_in') return { outcome: 'already_checked_in', entry };
      throw refusal(await entryOf(row.id), departure, at) ?? conflict('The booking changed; scan it again.');
    },

    /**
     * Staff mark a confirmed booking checked in (on its day), a no-show (once the departure started), or
     * neither, until the departure is completed.
     */
    async setAttendance(bookingId: string, { state }: AttendanceBody): Promise<ManifestEntry> {
      if (!isUuid(bookingId)) throw bookingNotFound();
      const row = await entryOf(bookingId);
      const departure = await departureOf(row.departureId);
      const at = now();
      if (state === 'checked_in') {
        const refused = refusal(row, departure, at);
        if (refused) throw refused;
      } else if (row.status !== 'confirmed' || departure.completedAt) {
        throw conflict(
          departure.completedAt
            ? 'This departure is completed: its attendance is final.'
            : `Booking ${row.reference} is ${row.status}: only a confirmed booking has attendance.`,
        );
      }
      if (state === 'no_show' && row.startsAt > at)
        throw conflict(`A no-show can be marked once the departure has started (${jst(row.startsAt)}).`);
      const changed = await days.setAttendance(bookingId, state === 'none' ? null : state, at);
      if (!changed) throw conflict('The booking changed meanwhile; look at the manifest again.');
      return toEntry(await entryOf(bookingId));
    },
  };
}

export type TourDayService = ReturnType<typeof createTourDayService>;
