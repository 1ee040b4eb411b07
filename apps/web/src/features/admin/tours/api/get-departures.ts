import { useQuery } from '@tanstack/react-query';
import { availabilityQueryOptions } from '../../../../api/get-availability.ts';
import type { DepartureWindow } from '../lib/departure-window.ts';

export { availabilityKey as departuresKey } from '../../../../api/get-availability.ts';

/** The window's dates; while the next window of the same tour loads, the last one stays shown. */
export function useDepartures(tourId: string | undefined, window: DepartureWindow | undefined) {
  return useQuery({
    ...availabilityQueryOptions(tourId ?? '', window ?? { from: '', to: '' }),
    enabled: Boolean(tourId && window),
    // Travellers book meanwhile: seats are checked again when the admin comes back to the page.
    refetchOnWindowFocus: true,
    placeholderData: (previous) => (previous?.tourId === tourId ? previous : undefined),
  });
}
