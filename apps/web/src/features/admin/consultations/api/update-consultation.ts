import type { Consultation, ConsultationStatus } from '@tabi/contracts';
import { api } from '../../../../api/client.ts';

/** PUT /api/admin/consultations/:id: handled or new again, with the admin's note (null clears it). */
export async function updateConsultation(id: string, status: ConsultationStatus, adminNote: string | null) {
  const answer = await api.put<{ success: true; data: Consultation }>(
    `/admin/consultations/${encodeURIComponent(id)}`,
    { status, adminNote },
  );
  return answer.data;
}
