import { type Booking, policy } from '@tabi/contracts';

/** A booking the traveller can still cancel: neither cancelled nor completed. */
export function canCancel(booking: Pick<Booking, 'status'>) {
  return booking.status === 'pending' || booking.status === 'confirmed';
}

/** Whether cancelling now is free: up to `freeCancellationUntil` (the start minus the policy's hours). */
export function isFreeCancellation(booking: Pick<Booking, 'freeCancellationUntil'>, now = Date.now()) {
  const until = Date.parse(booking.freeCancellationUntil);
  return Number.isFinite(until) && now <= until;
}

export const lateCancellationLead = `Less than ${policy.freeCancellationHours} hours before the start`;
