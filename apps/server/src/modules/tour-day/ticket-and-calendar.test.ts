import ical, { type VEvent } from 'node-ical';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminEnv, adminSession, bearer, registerConfirmed } from '../../../test/accounts.ts';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { booked, tokyoDate } from '../../../test/bookings.ts';
import { insertTour } from '../../../test/fixtures.ts';
import { startSmtpCapture } from '../../../test/smtp.ts';

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;
let admin: string;

beforeAll(async () => {
  smtp = await startSmtpCapture();
  t = await createTestApp({ ...adminEnv, SMTP_URL: smtp.url, PUBLIC_URL: 'https://tabi.example' });
  admin = await adminSession(t.app, t.config, t.database);
});

afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

/** The one event of a calendar file, as a calendar app reads it (node-ical). */
function eventOf(file: string): VEvent {
  const events = Object.values(ical.sync.parseICS(file)).filter((c) => c?.type === 'VEVENT');
  expect(events).toHaveLength(1);
  return events[0] as VEvent;
}

/** A traveller's confirmed booking of a tour starting 09:30 Tokyo time, six days ahead. */
async function travellerBooking() {
  const tour = await insertTour(t.db, {
    title: 'Gion at dusk',
    meetingPoint: 'Yasaka Shrine, West Gate',
    departureTime: '09:30',
    durationMinutes: 150,
  });
  const traveller = await registerConfirmed(t.app, t.db, { name: 'Kaori Ueda' });
  const booking = await booked(t.app, traveller.token, {
    tourId: tour.id,
    date: tokyoDate(6),
    participants: { adults: 2, children: 1 },
  });
  return { tour, traveller, booking };
}

const ticketOf = (id: string, token?: string) =>
  t.app.inject({ method: 'GET', url: `/api/bookings/${id}/ticket`, headers: token ? bearer(token) : {} });
const calendarOf = (id: string, token?: string) =>
  t.app.inject({
    method: 'GET',
    url: `/api/bookings/${id}/calendar.ics`,
    headers: token ? bearer(token) : {},
  });

describe('the ticket', () => {
  it('shows its traveller the tour, the Tokyo start said as JST, the party and a signed QR code', async () => {
    const { booking, traveller } = await travellerBooking();
    const response = await ticketOf(booking._id, traveller.token);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    const ticket = response.json().data;
    expect(ticket).toMatchObject({
      reference: booking.reference,
      status: 'confirmed',
      date: booking.date,
      time: '09:30',
      zoneAbbreviation: 'JST',
      tour: { title: 'Gion at dusk', meetingPoint: 'Yasaka Shrine, West Gate', durationMinutes: 150 },
      participants: { adults: 2, children: 1 },
      leadTraveller: 'Aiko Tanaka',
    });
    // 09:30 in Tokyo is 00:30 UTC the same day; the tour lasts 150 minutes.
    expect(ticket.startsAt).toBe(`${booking.date}T00:30:00.000Z`);
    expect(ticket.endsAt).toBe(`${booking.date}T03:00:00.000Z`);
    expect(ticket.mapUrl).toBe(
      'https://www.google.com/maps/search/?api=1&query=Yasaka%20Shrine%2C%20West%20Gate',
    );
    // The code is signed and says nothing of the booking's id or reference.
    expect(ticket.checkInCode).toMatch(/^TT1\.[0-9a-f]{32}\.[\w-]{22}$/);
    expect(ticket.checkInCode).not.toContain(booking._id.replaceAll('-', ''));
    expect(ticket.checkInCode).not.toContain(booking.reference);
    expect(ticket.qrSvg).toMatch(/^<svg[^>]*viewBox/);
    expect(ticket.attendance).toBeNull();
  });

  it('opens only for its traveller and staff', async () => {
    const { booking } = await travellerBooking();
    const stranger = await registerConfirmed(t.app, t.db);
    expect((await ticketOf(booking._id)).statusCode).toBe(401);
    const other = await ticketOf(booking._id, stranger.token);
    expect(other.statusCode).toBe(404);
    expect(other.json().message).toBe('Booking not found');
    expect((await ticketOf(booking._id, admin)).statusCode).toBe(200);
    expect((await ticketOf('not-an-id', admin)).statusCode).toBe(404);
  });

  it('of a cancelled booking carries no code', async () => {
    const { booking, traveller } = await travellerBooking();
    const cancelled = await t.app.inject({
      method: 'PUT',
      url: `/api/bookings/${booking._id}/cancel`,
      headers: bearer(traveller.token),
      payload: { reason: 'Our plans changed' },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const ticket = (await ticketOf(booking._id, traveller.token)).json().data;
    expect(ticket.status).toBe('cancelled');
    expect(ticket.checkInCode).toBeNull();
    expect(ticket.qrSvg).toBeNull();
  });
});

describe('the calendar file', () => {
  it('is one event per booking at the right UTC instant, the meeting point as location', async () => {
    const { booking, traveller } = await travellerBooking();
    const response = await calendarOf(booking._id, traveller.token);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="tabi-${booking.reference}.ics"`,
    );
    expect(response.body).toContain('METHOD:PUBLISH');
    const event = eventOf(response.body);
    expect(event.uid).toBe(`${booking._id}@tabi.example`);
    expect(event.start.toISOString()).toBe(`${booking.date}T00:30:00.000Z`);
    expect(event.end?.toISOString()).toBe(`${booking.date}T03:00:00.000Z`);
    expect(event.location).toBe('Yasaka Shrine, West Gate');
    expect(event.summary).toBe('Gion at dusk');
    expect(String(event.description)).toContain('09:30 JST');
    expect(String(event.description)).toContain(`https://tabi.example/bookings/${booking._id}/ticket`);
    expect(Number(event.sequence)).toBe(0);
  });

  it('opens only for its traveller and staff', async () => {
    const { booking } = await travellerBooking();
    const stranger = await registerConfirmed(t.app, t.db);
    expect((await calendarOf(booking._id)).statusCode).toBe(401);
    expect((await calendarOf(booking._id, stranger.token)).statusCode).toBe(404);
    expect((await calendarOf(booking._id, admin)).statusCode).toBe(200);
  });

  it('comes with the confirmation mail, and the cancellation mail cancels the same event', async () => {
    const { booking, traveller } = await travellerBooking();
    const confirmation = await smtp.take({ to: traveller.user.email, subject: 'Your booking is confirmed' });
    expect(confirmation.text).toContain(`https://tabi.example/bookings/${booking._id}/ticket`);
    expect(confirmation.calendar).toContain('METHOD:REQUEST');
    const invited = eventOf(confirmation.calendar);
    expect(invited.uid).toBe(`${booking._id}@tabi.example`);
    expect(invited.start.toISOString()).toBe(`${booking.date}T00:30:00.000Z`);

    await t.app.inject({
      method: 'PUT',
      url: `/api/bookings/${booking._id}/cancel`,
      headers: bearer(traveller.token),
      payload: { reason: 'Our plans changed' },
    });
    const cancellation = await smtp.take({ to: traveller.user.email, subject: 'Your booking is cancelled' });
    expect(cancellation.calendar).toContain('METHOD:CANCEL');
    const cancelled = eventOf(cancellation.calendar);
    expect(cancelled.uid).toBe(invited.uid);
    expect(Number(cancelled.sequence)).toBe(Number(invited.sequence) + 1);
    expect(cancelled.status).toBe('CANCELLED');
    // The booking's own answer and its file agree on the change.
    const file = eventOf((await calendarOf(booking._id, traveller.token)).body);
    expect(Number(file.sequence)).toBe(1);
    expect(file.status).toBe('CANCELLED');
  });
});
