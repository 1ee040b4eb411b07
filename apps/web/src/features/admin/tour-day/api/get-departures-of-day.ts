import type { DeparturesOfDay } from '@tabi/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../../api/client.ts';

/** Every query of the day of the tour (the departures of a day, each manifest), to reload them together. */
export const tourDayKey = ['admin', 'tour-day'] as const;

/**
 * GET /api/admin/departures?date=: the departures of a local day with their head counts, today in the
 * operator's time zone when no date is given.
 */
export async function getDeparturesOfDay(date: string | undefined, signal?: AbortSignal) {
  const answer = await api.get<{ success: true; data: DeparturesOfDay }>('/admin/departures', {
    query: date ? { date } : {},
    signal,
  });
  return answer.data;
}

export function departuresOfDayQueryOptions(date: string | undefined) {
  return queryOptions({
    queryKey: [...tourDayKey, 'day', date ?? 'today'],
    queryFn: ({ signal }) => getDeparturesOfDay(date, signal),
    // Guides check travellers in on their phones meanwhile: the counts are never trusted for long.
    staleTime: 15_000,
    refetchInterval: 60_000,
    refetchOnWindowFocus: true,
  });
}

/** A day's departures; while another day loads, the last one stays shown. */
export function useDeparturesOfDay(date: string | undefined) {
  return useQuery({ ...departuresOfDayQueryOptions(date), placeholderData: keepPreviousData });
}
