import type { Booking, BookingChange, RescheduleResult } from '@tabi/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../api/client.ts';
import { availabilityKey } from '../../../../api/get-availability.ts';
import { adminBookingChangesKey } from './list-booking-changes.ts';
import { replaceBooking } from './list-bookings.ts';

export type ChangeDecision =
  | { id: string; decision: 'approve'; note: string | null }
  | { id: string; decision: 'deny'; note: string };

/** The change as decided, and the booking an approval moved (none for a denial). */
export type DecidedChange = { change: BookingChange; booking: Booking | null };

/**
 * PUT /api/admin/booking-changes/:id/approve (an optional note: the booking moves, or waits for the
 * difference to be paid) or /deny (a note is required: the traveller reads it). 409 when the change was
 * decided or withdrawn meanwhile, or the new date's seats are gone.
 */
export async function decideBookingChange(choice: ChangeDecision): Promise<DecidedChange> {
  const path = `/admin/booking-changes/${encodeURIComponent(choice.id)}/${choice.decision}`;
  if (choice.decision === 'deny') {
    const answer = await api.put<{ success: true; data: BookingChange }>(path, { note: choice.note });
    return { change: answer.data, booking: null };
  }
  const answer = await api.put<{ success: true; data: RescheduleResult }>(
    path,
    choice.note ? { note: choice.note } : {},
  );
  return answer.data;
}

/**
 * A decision from the list of date changes: the changes reload either way (a 409 means one changed
 * meanwhile); an approved move replaces its booking in the bookings list and the tour's seats reload.
 */
export function useDecideBookingChange() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: decideBookingChange,
    onSuccess: ({ change, booking }) => {
      if (booking) replaceBooking(client, booking);
      void client.invalidateQueries({ queryKey: availabilityKey(change.tour._id) });
    },
    onSettled: () => void client.invalidateQueries({ queryKey: adminBookingChangesKey }),
  });
}
