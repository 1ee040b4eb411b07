import type { PublicConfig } from '@tabi/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './client.ts';

/** The server's public settings (GET /api/config): Google client id or null, currency, time zone. */
export async function getPublicConfig(signal?: AbortSignal) {
  const answer = await api.get<{ success: true; data: PublicConfig }>('/config', { signal });
  return answer.data;
}

export const publicConfigQueryOptions = queryOptions({
  queryKey: ['config'],
  queryFn: ({ signal }) => getPublicConfig(signal),
  staleTime: 30 * 60_000,
});

export function usePublicConfig() {
  return useQuery(publicConfigQueryOptions);
}

/**
 * How travellers pay, once the config is known: 'online' (by card on Stripe's page when booking) or
 * 'at-meeting-point'. Undefined while loading; a config that could not be loaded counts as the meeting
 * point, today's behaviour.
 */
export function usePaymentMode() {
  const config = usePublicConfig();
  if (config.isError) return 'at-meeting-point' as const;
  return config.data?.payments.mode;
}
