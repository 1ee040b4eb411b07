import { TZDate } from '@date-fns/tz';
import { addDays, format } from 'date-fns';
import { expect } from 'vitest';
import type { App } from '../src/app.ts';
import { bearer } from './accounts.ts';

/** The local date `n` days from `now` in the operator's zone (Asia/Tokyo in tests). */
export const tokyoDate = (n: number, now = new Date()) =>
  format(addDays(new TZDate(now.getTime(), 'Asia/Tokyo'), n), 'yyyy-MM-dd');

export const contact = { name: 'Aiko Tanaka', email: 'aiko@example.com', phone: '+81 90 1234 5678' };

export function book(
  app: App,
  token: string,
  body: Record<string, unknown>,
  headers: Record<string, string> = {},
) {
  return app.inject({
    method: 'POST',
    url: '/api/bookings',
    payload: { contact, participants: { adults: 1, children: 0 }, ...body },
    headers: { ...bearer(token), ...headers },
  });
}

export async function booked(app: App, token: string, body: Record<string, unknown>) {
  const response = await book(app, token, body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data;
}
