import type { DeparturesOfDay, DeparturesOfDayQuery } from '@tabi/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../../api/client.ts';

/** Every query of the day of the tour (the departures of a day, each manifest), to reload them together. */
export const tourDayKey = ['admin', 'tour-day'] as const;

/** Departures shown on one page of a day; a busy day has hundreds. */
export const departuresPerPage = 20;

/** Which page of which day (today in the operator's zone when `date` is absent), and text in a tour's title. */
export type DayPageQuery = Pick<DeparturesOfDayQuery, 'date' | 'page' | 'q'>;

/**
 * GET /api/admin/departures?date=&page=&limit=&q=: a page of the departures of a local day with their head
 * counts, and how many the day has.
 */
export async function getDeparturesOfDay({ date, page, q }: DayPageQuery, signal?: AbortSignal) {
  const answer = await api.get<{ success: true; data: DeparturesOfDay }>('/admin/departures', {
    query: { ...(date ? { date } : {}), page, limit: departuresPerPage, ...(q ? { q } : {}) },
    signal,
  });
  return answer.data;
}

export function departuresOfDayQueryOptions(query: DayPageQuery) {
  return queryOptions({
    queryKey: [...tourDayKey, 'day', query.date ?? 'today', query.page, query.q],
    queryFn: ({ signal }) => getDeparturesOfDay(query, signal),
    // Guides check travellers in on their phones meanwhile: the counts are never trusted for long.
    staleTime: 15_000,
    refetchInterval: 60_000,
    refetchOnWindowFocus: true,
  });
}

/** A page of a day's departures; while another page or day loads, the last one stays shown. */
export function useDeparturesOfDay(query: DayPageQuery) {
  return useQuery({ ...departuresOfDayQueryOptions(query), placeholderData: keepPreviousData });
}
