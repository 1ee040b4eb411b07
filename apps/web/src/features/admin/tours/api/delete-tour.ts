import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../api/client.ts';
import { adminTourRowChangeKey, adminToursKey } from './list-admin-tours.ts';
import { tourChanged } from './tour-changed.ts';

/**
 * DELETE /api/posts/:id: only a tour nobody ever booked. A booked one answers 409 CONFLICT with
 * `details { upcomingBookings, bookings, archive: true }`: archive it instead.
 */
export async function deleteTour(id: string) {
  await api.delete<{ success: true; data: { _id: string } }>(`/posts/${encodeURIComponent(id)}`);
}

export function useDeleteTour() {
  const client = useQueryClient();
  return useMutation({
    mutationKey: adminTourRowChangeKey,
    mutationFn: ({ id }: { id: string }) => deleteTour(id),
    onSuccess: () => {
      tourChanged(client);
      // The page closes up with the next tour.
      void client.invalidateQueries({ queryKey: adminToursKey });
    },
  });
}
