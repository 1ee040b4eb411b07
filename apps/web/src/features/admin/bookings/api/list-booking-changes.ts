import type { BookingChange, ListResponse } from '@tabi/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../../api/client.ts';

/** Every page of the date changes waiting for the admin, to reload them together after a decision. */
export const adminBookingChangesKey = ['admin', 'booking-changes'] as const;

export type BookingChangesParams = { page: number; limit: number };

/** GET /api/admin/booking-changes?status=requested: the late date changes the operator decides, newest first. */
export function listRequestedBookingChanges(params: BookingChangesParams, signal?: AbortSignal) {
  return api.get<ListResponse<BookingChange>>('/admin/booking-changes', {
    query: { status: 'requested', ...params },
    signal,
  });
}

export function useRequestedBookingChanges(params: BookingChangesParams) {
  return useQuery({
    queryKey: [...adminBookingChangesKey, 'requested', params],
    queryFn: ({ signal }) => listRequestedBookingChanges(params, signal),
    placeholderData: keepPreviousData,
    // Travellers ask meanwhile: the list is never trusted for long.
    staleTime: 15_000,
    refetchOnWindowFocus: true,
  });
}
