import type { Booking, ListResponse } from '@tabi/contracts';
import { keepPreviousData, type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../../api/client.ts';
import { replaceListItem } from '../../../../api/replace-list-item.ts';
import type { BookingFilters } from '../lib/booking-filters.ts';

export type AdminBookingsParams = BookingFilters & { page: number; limit: number };

/** Every page and filter of the admin's booking list, to update or reload them together. */
export const adminBookingsKey = ['admin', 'bookings'] as const;

/** GET /api/admin/bookings: every booking, by status, tour, departure dates, reference or e-mail. */
export function listBookings(params: AdminBookingsParams, signal?: AbortSignal) {
  return api.get<ListResponse<Booking>>('/admin/bookings', { query: params, signal });
}

export function adminBookingsQueryOptions(params: AdminBookingsParams) {
  return queryOptions({
    queryKey: [...adminBookingsKey, params],
    queryFn: ({ signal }) => listBookings(params, signal),
    // Travellers book and cancel meanwhile: the list is never trusted for long.
    staleTime: 15_000,
    refetchOnWindowFocus: true,
  });
}

export function useAdminBookings(params: AdminBookingsParams) {
  return useQuery({ ...adminBookingsQueryOptions(params), placeholderData: keepPreviousData });
}

/** A booking the server answered after a change replaces its old copy in every cached page. */
export function replaceBooking(client: QueryClient, booking: Booking) {
  replaceListItem(client, adminBookingsKey, booking);
}
