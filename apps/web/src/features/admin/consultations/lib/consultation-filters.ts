import { type ConsultationStatus, consultationStatuses, limits } from '@tabi/contracts';

export type ConsultationFilters = { status?: ConsultationStatus | undefined; q?: string | undefined };

/** The filters and page in the address (`/admin/consultations?status=new&q=emma`). */
export function consultationFiltersFrom(params: URLSearchParams): ConsultationFilters & { page: number } {
  const status = params.get('status');
  const q = params.get('q')?.trim().slice(0, limits.searchMaxLength);
  const page = Number(params.get('page'));
  return {
    status: consultationStatuses.find((s) => s === status),
    q: q || undefined,
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

export function adminConsultationsHref(filters: ConsultationFilters, page = 1) {
  const params = new URLSearchParams();
  if (filters.status) params.set('status', filters.status);
  if (filters.q?.trim()) params.set('q', filters.q.trim());
  if (page > 1) params.set('page', String(page));
  const search = params.toString();
  return search ? `/admin/consultations?${search}` : '/admin/consultations';
}
