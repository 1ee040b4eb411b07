import type { UserNotification } from '@tabi/contracts';
import { safeRedirect } from '../../../session/redirect.ts';

/** Where opening a notification leads: a path on this site, or nowhere (an odd link is ignored). */
export function notificationHref(notification: Pick<UserNotification, 'link'>): string | null {
  if (!notification.link) return null;
  const href = safeRedirect(notification.link, '');
  return href === '' ? null : href;
}
