import type { Consultation, ConsultationStatus } from '@tabi/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../api/client.ts';
import { reloadListAfterConflict } from '../../../../api/replace-list-item.ts';
import { adminConsultationsKey, replaceConsultation } from './list-consultations.ts';

/** PUT /api/admin/consultations/:id: handled or new again, with the admin's note (null clears it). */
export async function updateConsultation(id: string, status: ConsultationStatus, adminNote: string | null) {
  const answer = await api.put<{ success: true; data: Consultation }>(
    `/admin/consultations/${encodeURIComponent(id)}`,
    { status, adminNote },
  );
  return answer.data;
}

/** The answered consultation replaces its card; one gone meanwhile (404) reloads the list. */
export function useUpdateConsultation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({
      id,
      status,
      adminNote,
    }: {
      id: string;
      status: ConsultationStatus;
      adminNote: string | null;
    }) => updateConsultation(id, status, adminNote),
    onSuccess: (consultation) => replaceConsultation(client, consultation),
    onError: (error) => reloadListAfterConflict(client, adminConsultationsKey, error),
  });
}
