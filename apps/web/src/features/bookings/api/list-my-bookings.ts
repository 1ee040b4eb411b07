import type { Booking, ListResponse, MyBookingScope, MyBookingsSummary } from '@tabi/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../api/client.ts';

export type MyBookingsParams = { page: number; limit: number; scope?: MyBookingScope };

/**
 * GET /api/bookings/my-bookings: the signed-in user's bookings a page at a time, one list of them
 * (`scope`: upcoming, past, cancelled) or all, newest first.
 */
export function listMyBookings(params: MyBookingsParams, signal?: AbortSignal) {
  return api.get<ListResponse<Booking>>('/bookings/my-bookings', { query: params, signal });
}

/** Every page of the user's bookings, to update or reload them together. */
export const myBookingsKey = ['bookings', 'mine'] as const;

export function myBookingsQueryOptions(params: MyBookingsParams) {
  return queryOptions({
    queryKey: [...myBookingsKey, params],
    queryFn: ({ signal }) => listMyBookings(params, signal),
  });
}

export function useMyBookings(params: MyBookingsParams) {
  return useQuery({ ...myBookingsQueryOptions(params), placeholderData: keepPreviousData });
}

/** The lists' counts: apart from the pages (a cancel replaces its booking in them; the counts reload). */
export const myBookingsSummaryKey = ['bookings', 'mine-summary'] as const;

/** GET /api/bookings/my-bookings/summary: how many bookings each list holds, for its tab. */
export function useMyBookingsSummary() {
  return useQuery({
    queryKey: myBookingsSummaryKey,
    queryFn: async ({ signal }) =>
      (await api.get<{ success: true; data: MyBookingsSummary }>('/bookings/my-bookings/summary', { signal }))
        .data,
  });
}
