import type { Tour } from '@tabi/contracts';
import { api } from '../../../../api/client.ts';

/** PUT /api/admin/posts/:id/feature: on /featured and the home page, or not. */
export async function setTourFeatured(id: string, featured: boolean) {
  const answer = await api.put<{ success: true; data: Tour }>(
    `/admin/posts/${encodeURIComponent(id)}/feature`,
    { featured },
  );
  return answer.data;
}
