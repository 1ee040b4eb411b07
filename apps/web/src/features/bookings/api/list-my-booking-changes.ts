import type { BookingChange, ListResponse } from '@tabi/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../api/client.ts';

/** Every list of the traveller's date changes: reloaded together after a move or a withdrawal. */
export const myBookingChangesKey = ['booking-changes', 'mine'] as const;

/** How often the date change page asks again while Stripe has not confirmed the difference yet. */
export const changePollMs = 2_000;

/**
 * GET /api/booking-changes/mine?open=true&limit=50: the traveller's date changes still open (waiting
 * for the operator or for the difference to be paid), newest first. A booking has at most one.
 */
export function listMyOpenBookingChanges(signal?: AbortSignal) {
  return api.get<ListResponse<BookingChange>>('/booking-changes/mine', {
    query: { open: true, limit: 50 },
    signal,
  });
}

/** The open changes, asked again every `changePollMs` while `poll` holds. */
export function useMyOpenBookingChanges({ poll = false, enabled = true } = {}) {
  return useQuery({
    queryKey: [...myBookingChangesKey, 'open'],
    queryFn: ({ signal }) => listMyOpenBookingChanges(signal),
    select: (list) => list.data,
    enabled,
    refetchInterval: poll ? changePollMs : false,
  });
}
