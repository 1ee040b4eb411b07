import type { Consultation, ConsultationFields } from '@tabi/contracts';
import { api } from '../../../api/client.ts';

/** `POST /api/consultations/schedule`: anyone may ask; a signed-in caller's account is remembered. */
export async function scheduleConsultation(input: ConsultationFields) {
  const answer = await api.post<{ success: true; data: Consultation }>('/consultations/schedule', input);
  return answer.data;
}
