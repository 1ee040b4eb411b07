import { describe, expect, it } from 'vitest';
import { bookingOf, paymentOf, refundOf } from '../../../test/fixtures.ts';
import { travellerState } from './traveller-state.ts';

describe('travellerState: one chip that says where a booking stands', () => {
  it.each([
    [{ status: 'confirmed', paymentStatus: 'unpaid' }, 'Confirmed · pay at the meeting point'],
    [{ status: 'confirmed', paymentStatus: 'paid', payment: paymentOf() }, 'Confirmed · paid'],
    [{ status: 'pending', paymentStatus: 'unpaid' }, 'Awaiting confirmation'],
    [{ status: 'pending', paymentStatus: 'pending', payment: paymentOf() }, 'Awaiting payment'],
    [{ status: 'pending', paymentStatus: 'failed', payment: paymentOf() }, 'Payment failed'],
    [{ status: 'completed', paymentStatus: 'paid' }, 'Completed'],
    [{ status: 'cancelled', paymentStatus: 'unpaid' }, 'Cancelled'],
    [
      {
        status: 'cancelled',
        paymentStatus: 'refunded',
        refund: refundOf({ status: 'approved', amount: 80 }),
      },
      'Cancelled · refunded',
    ],
    [
      { status: 'cancelled', paymentStatus: 'partially_refunded', refund: refundOf({ status: 'approved' }) },
      'Cancelled · partly refunded',
    ],
    [{ status: 'cancelled', paymentStatus: 'paid', refund: refundOf() }, 'Cancelled · refund requested'],
    [
      { status: 'cancelled', paymentStatus: 'paid', refund: refundOf({ status: 'approved', amount: 80 }) },
      'Cancelled · refund on its way',
    ],
    [
      { status: 'cancelled', paymentStatus: 'paid', refund: refundOf({ status: 'failed' }) },
      'Cancelled · refund delayed',
    ],
    [
      { status: 'cancelled', paymentStatus: 'paid', refund: refundOf({ status: 'denied' }) },
      'Cancelled · no refund',
    ],
  ] as const)('%o reads "%s"', (patch, text) => {
    expect(travellerState(bookingOf(patch)).text).toBe(text);
  });
});
