import { notificationSchema, type UserNotification, unreadCountSchema } from '@tabi/contracts';

/*
 * What arrives over the socket is checked before it reaches the caches: a type hint is not a check.
 * Loaded with the socket client, so zod stays out of the first bundle.
 */

export function parseNotification(payload: unknown): UserNotification | null {
  const parsed = notificationSchema.safeParse(payload);
  return parsed.success ? parsed.data : null;
}

export function parseUnreadCount(payload: unknown): number | null {
  const parsed = unreadCountSchema.safeParse(payload);
  return parsed.success ? parsed.data.count : null;
}
