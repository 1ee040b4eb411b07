import type { Manifest, ManifestEntry } from '@tabi/contracts';
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../../api/client.ts';
import { tourDayKey } from './get-departures-of-day.ts';

export const manifestKey = (departureId: string) => [...tourDayKey, 'manifest', departureId] as const;

/** GET /api/admin/departures/:id/manifest: the departure and every booking on it that is not cancelled. */
export async function getManifest(departureId: string, signal?: AbortSignal) {
  const answer = await api.get<{ success: true; data: Manifest }>(
    `/admin/departures/${encodeURIComponent(departureId)}/manifest`,
    { signal },
  );
  return answer.data;
}

export function manifestQueryOptions(departureId: string) {
  return queryOptions({
    queryKey: manifestKey(departureId),
    queryFn: ({ signal }) => getManifest(departureId, signal),
    // Several guides may scan at the same meeting point: each device catches up with the others.
    staleTime: 10_000,
    refetchInterval: 30_000,
    refetchOnWindowFocus: true,
  });
}

export function useManifest(departureId: string) {
  return useQuery(manifestQueryOptions(departureId));
}

/**
 * An entry the server answered after a check-in or an attendance change replaces its copy at once; the
 * head counts follow when the manifest is loaded again.
 */
export function replaceManifestEntry(client: QueryClient, departureId: string, entry: ManifestEntry) {
  client.setQueryData<Manifest>(manifestKey(departureId), (manifest) =>
    manifest
      ? {
          ...manifest,
          entries: manifest.entries.map((shown) => (shown.bookingId === entry.bookingId ? entry : shown)),
        }
      : manifest,
  );
}

/** Loads the day lists and manifests again, with their head counts. */
export function reloadTourDay(client: QueryClient) {
  return client.invalidateQueries({ queryKey: tourDayKey });
}
