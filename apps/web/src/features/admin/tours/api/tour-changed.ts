import type { Tour } from '@tabi/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { tourQueryOptions } from '../../../../api/get-tour.ts';
import { adminToursKey, patchAdminTour } from './list-admin-tours.ts';
import { tourChoicesQueryOptions } from './list-tour-choices.ts';

/**
 * After a tour was created, changed or deleted: its answered copy is the tour's cached copy, its row in
 * the admin's table shows at once whether it is featured and archived, and every list that may show it
 * (the admin's table and tour picker, the public catalog, all keyed under 'tours') reloads when next
 * shown.
 */
export function tourChanged(client: QueryClient, tour?: Tour) {
  if (tour) {
    client.setQueryData(tourQueryOptions(tour._id).queryKey, tour);
    patchAdminTour(client, tour._id, { featured: tour.featured, archived: tour.archived });
  }
  for (const queryKey of [adminToursKey, tourChoicesQueryOptions.queryKey, ['tours']]) {
    void client.invalidateQueries({ queryKey, refetchType: 'none' });
  }
}
