import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { SettingsRepository } from '../../platform/settings/settings.repository.ts';

const prefix = 'TT1';
const setting = 'ticket_code_secret';

/**
 * What a ticket's QR code carries: `TT1.<the booking's ticket code>.<signature>`. The ticket code is
 * random (never the booking id) and is replaced when the booking moves to another date, which revokes
 * the old QR; the signature (HMAC-SHA-256 with a secret kept in the database, so every process agrees)
 * lets the scanner refuse a forged or mistyped code before asking the database about it.
 */
export async function createTicketCodes(settings: SettingsRepository) {
  const secret = await settings.getOrCreate(setting, () => randomBytes(32).toString('base64url'));
  const signature = (ticketCode: string) =>
    createHmac('sha256', secret).update(`${prefix}.${ticketCode}`).digest().subarray(0, 16);

  return {
    /** The QR's text for a booking's ticket code. */
    sign: (ticketCode: string) => `${prefix}.${ticketCode}.${signature(ticketCode).toString('base64url')}`,

    /** The ticket code a scanned text carries, when its signature holds; undefined for anything else. */
    read(scanned: string): string | undefined {
      const [head, ticketCode, signed, ...rest] = scanned.trim().split('.');
      if (head !== prefix || !ticketCode || !signed || rest.length > 0) return undefined;
      const given = Buffer.from(signed, 'base64url');
      const expected = signature(ticketCode);
      return given.length === expected.length && timingSafeEqual(given, expected) ? ticketCode : undefined;
    },

    /** Whether a scanned text is meant as a signed code (a bad one is refused as such, not as a reference). */
    looksSigned: (scanned: string) => scanned.trim().startsWith(`${prefix}.`),
  };
}

export type TicketCodes = Awaited<ReturnType<typeof createTicketCodes>>;
