import { randomInt } from 'node:crypto';

/** Letters and digits that cannot be misread for one another (no 0/O, 1/I/L). */
const alphabet = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/** `TB-7K3Q9X`: short enough to read out at a meeting point, 887 million possibilities. */
export function newBookingReference(): string {
  let code = '';
  for (let i = 0; i < 6; i++) code += alphabet[randomInt(alphabet.length)];
  return `TB-${code}`;
}
