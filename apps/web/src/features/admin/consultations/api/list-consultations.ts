import type { Consultation, ConsultationStatus, ListResponse } from '@tabi/contracts';
import { keepPreviousData, type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../../api/client.ts';
import { replaceListItem } from '../../../../api/replace-list-item.ts';

export type AdminConsultationsParams = {
  page: number;
  limit: number;
  status?: ConsultationStatus | undefined;
  q?: string | undefined;
};

export const adminConsultationsKey = ['admin', 'consultations'] as const;

/** GET /api/admin/consultations: newest first, by status, `q` searching name and e-mail. */
export function listConsultations(params: AdminConsultationsParams, signal?: AbortSignal) {
  return api.get<ListResponse<Consultation>>('/admin/consultations', { query: params, signal });
}

export function adminConsultationsQueryOptions(params: AdminConsultationsParams) {
  return queryOptions({
    queryKey: [...adminConsultationsKey, params],
    queryFn: ({ signal }) => listConsultations(params, signal),
    staleTime: 15_000,
    refetchOnWindowFocus: true,
  });
}

export function useAdminConsultations(params: AdminConsultationsParams) {
  return useQuery({ ...adminConsultationsQueryOptions(params), placeholderData: keepPreviousData });
}

export function replaceConsultation(client: QueryClient, consultation: Consultation) {
  replaceListItem(client, adminConsultationsKey, consultation);
}
