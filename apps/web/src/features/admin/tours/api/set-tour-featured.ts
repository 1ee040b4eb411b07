import type { Tour } from '@tabi/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../api/client.ts';
import { adminTourRowChangeKey, patchAdminTour } from './list-admin-tours.ts';
import { tourChanged } from './tour-changed.ts';

/** PUT /api/admin/posts/:id/feature: on /featured and the home page, or not. */
export async function setTourFeatured(id: string, featured: boolean) {
  const answer = await api.put<{ success: true; data: Tour }>(
    `/admin/posts/${encodeURIComponent(id)}/feature`,
    { featured },
  );
  return answer.data;
}

/** The table's switch moves at once; the answer confirms it, a refusal puts it back. */
export function useSetTourFeatured() {
  const client = useQueryClient();
  return useMutation({
    mutationKey: adminTourRowChangeKey,
    mutationFn: ({ id, featured }: { id: string; featured: boolean }) => setTourFeatured(id, featured),
    onMutate: ({ id, featured }) => patchAdminTour(client, id, { featured }),
    onSuccess: (saved) => tourChanged(client, saved),
    onError: (_error, { id, featured }) => patchAdminTour(client, id, { featured: !featured }),
  });
}
