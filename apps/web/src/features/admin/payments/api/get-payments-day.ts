import type { PaymentsDay } from '@tabi/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../../api/client.ts';

/** GET /api/admin/payments?date=: a day's money in the operator's time zone (today when no date is given). */
export async function getPaymentsDay(date: string | undefined, signal?: AbortSignal) {
  const answer = await api.get<{ success: true; data: PaymentsDay }>('/admin/payments', {
    query: date ? { date } : {},
    signal,
  });
  return answer.data;
}

/** A day's money; asked only while `enabled` (online payment on: without Stripe the route does not exist). */
export function usePaymentsDay(date: string | undefined, enabled: boolean) {
  return useQuery({
    enabled,
    queryKey: ['admin', 'payments', date ?? 'today'],
    queryFn: ({ signal }) => getPaymentsDay(date, signal),
    // Webhooks keep moving money meanwhile: a day's figures are never trusted for long.
    staleTime: 15_000,
    refetchOnWindowFocus: true,
    placeholderData: keepPreviousData,
  });
}
