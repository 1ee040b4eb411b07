import type { Booking, ListResponse } from '@tabi/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../api/client.ts';

export type MyBookingsParams = { page: number; limit: number };

/** GET /api/bookings/my-bookings: the signed-in user's bookings, newest first, a page at a time. */
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
