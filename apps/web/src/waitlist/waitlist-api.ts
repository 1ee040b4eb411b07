import type {
  AcceptWaitlistOfferInput,
  Booking,
  JoinWaitlistInput,
  WaitlistEntry,
  WaitlistStatus,
} from '@tabi/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../api/client.ts';
import { availabilityKey } from '../api/get-availability.ts';

type Envelope<T> = { success: true; data: T };
type ListEnvelope<T> = Envelope<T[]> & { count: number; total: number; page: number; pages: number };

/** Every waitlist answer of the signed-in traveller: reloaded together after any change. */
export const waitlistKey = ['waitlist'] as const;

/** Waiting in line or holding an offer: the entries a traveller can still act on. */
export const openWaitlistStatuses: readonly WaitlistStatus[] = ['waiting', 'offered'];

/** POST /api/posts/:tourId/waitlist: the party joins the line of a full date. */
export async function joinWaitlist(tourId: string, body: JoinWaitlistInput) {
  const answer = await api.post<Envelope<WaitlistEntry>>(
    `/posts/${encodeURIComponent(tourId)}/waitlist`,
    body,
  );
  return answer.data;
}

/** GET /api/waitlist/mine?open=true: the traveller's entries still in line or offered. */
export async function listMyWaitlist(signal?: AbortSignal) {
  const answer = await api.get<ListEnvelope<WaitlistEntry>>('/waitlist/mine', {
    query: { open: true, limit: 50 },
    signal,
  });
  return answer.data;
}

/** GET /api/waitlist/:id: one entry of the traveller's (or any, for staff). */
export async function getWaitlistEntry(id: string, signal?: AbortSignal) {
  const answer = await api.get<Envelope<WaitlistEntry>>(`/waitlist/${encodeURIComponent(id)}`, { signal });
  return answer.data;
}

/** DELETE /api/waitlist/:id: leaves the line, or declines the offer (409 once the entry has ended). */
export async function leaveWaitlist(id: string) {
  const answer = await api.delete<Envelope<WaitlistEntry>>(`/waitlist/${encodeURIComponent(id)}`);
  return answer.data;
}

/**
 * POST /api/waitlist/:id/accept: the offer becomes a booking. Paid online, `payment.checkoutUrl` is
 * Stripe's page. 409 when the offer has ended, 403 when the e-mail address must be confirmed first.
 */
export async function acceptWaitlistOffer(id: string, body: AcceptWaitlistOfferInput) {
  const answer = await api.post<Envelope<Booking>>(`/waitlist/${encodeURIComponent(id)}/accept`, body);
  return answer.data;
}

export const myWaitlistQueryOptions = queryOptions({
  queryKey: [...waitlistKey, 'mine'],
  queryFn: ({ signal }) => listMyWaitlist(signal),
  // An offer can arrive any minute: the list is checked again when seen after half a minute.
  staleTime: 30_000,
});

export function useMyWaitlist({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...myWaitlistQueryOptions, enabled });
}

export function waitlistEntryQueryOptions(id: string) {
  return queryOptions({
    queryKey: [...waitlistKey, 'entry', id],
    queryFn: ({ signal }) => getWaitlistEntry(id, signal),
    staleTime: 15_000,
  });
}

export function useWaitlistEntry(id: string) {
  return useQuery(waitlistEntryQueryOptions(id));
}

/** Joins a tour's line; the date's seats are checked again whatever the answer. */
export function useJoinWaitlist(tourId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: JoinWaitlistInput) => joinWaitlist(tourId, body),
    onSettled: () => {
      void client.invalidateQueries({ queryKey: waitlistKey });
      void client.invalidateQueries({ queryKey: availabilityKey(tourId) });
    },
  });
}

/** Leaves a line or declines an offer: the traveller's entries load again. */
export function useLeaveWaitlist() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => leaveWaitlist(id),
    onSettled: () => void client.invalidateQueries({ queryKey: waitlistKey }),
  });
}

/** Takes an offer: the traveller's entries and bookings load again. */
export function useAcceptWaitlistOffer(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: AcceptWaitlistOfferInput) => acceptWaitlistOffer(id, body),
    onSettled: () => {
      void client.invalidateQueries({ queryKey: waitlistKey });
      void client.invalidateQueries({ queryKey: ['bookings'] });
    },
  });
}
