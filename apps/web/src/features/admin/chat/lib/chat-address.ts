import { limits } from '@tabi/contracts';

export type InboxAddress = { search: string; userId: string | null };

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The inbox's search and open conversation in the address (`/admin/chat?q=emma&user=<id>`). */
export function inboxAddressFrom(params: URLSearchParams): InboxAddress {
  const search = params.get('q')?.trim().slice(0, limits.searchMaxLength) ?? '';
  const user = params.get('user')?.trim() ?? '';
  return { search, userId: uuidPattern.test(user) ? user : null };
}

export function adminChatHref({ search, userId }: InboxAddress) {
  const params = new URLSearchParams();
  if (search) params.set('q', search);
  if (userId) params.set('user', userId);
  const query = params.toString();
  return query ? `/admin/chat?${query}` : '/admin/chat';
}
