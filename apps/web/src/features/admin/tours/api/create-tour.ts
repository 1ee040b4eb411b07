import type { Tour, TourInput } from '@tabi/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../api/client.ts';
import { tourChanged } from './tour-changed.ts';

/**
 * POST /api/posts: a new tour (201). A refusal is thrown as it is (400 with `fieldErrors` by dotted path,
 * e.g. `images.1.url`), never answered with a made-up success.
 */
export async function createTour(input: TourInput) {
  const answer = await api.post<{ success: true; data: Tour }>('/posts', input);
  return answer.data;
}

export function useCreateTour() {
  const client = useQueryClient();
  return useMutation({ mutationFn: createTour, onSuccess: (created) => tourChanged(client, created) });
}
