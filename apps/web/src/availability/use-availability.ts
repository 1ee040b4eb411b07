import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { availabilityQueryOptions, type DateRange } from '../api/get-availability.ts';

export { availabilityKey, availabilityQueryOptions, type DateRange } from '../api/get-availability.ts';

/** The checkout calendar's month; the previous month stays shown while the next one loads. */
export function useAvailability(tourId: string, range: DateRange | null) {
  return useQuery({
    ...availabilityQueryOptions(tourId, range ?? { from: '', to: '' }),
    enabled: range !== null,
    placeholderData: keepPreviousData,
  });
}
