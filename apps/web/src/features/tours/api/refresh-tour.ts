import type { QueryClient } from '@tanstack/react-query';
import { tourQueryOptions } from '../../../api/get-tour.ts';
import { toursListKey } from './list-tours.ts';

/**
 * After a rating or review changed: everything under the tour's key (the tour with its average, count
 * and distribution, its review lists, the user's own rating and review) loads again, and tour lists
 * showing the old average do when next seen.
 */
export function refreshTour(client: QueryClient, tourId: string) {
  void client.invalidateQueries({ queryKey: tourQueryOptions(tourId).queryKey });
  void client.invalidateQueries({ queryKey: toursListKey });
}
