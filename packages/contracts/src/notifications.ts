import { z } from 'zod';
import {
  entityResponseSchema,
  idSchema,
  isoDateTime,
  listResponseSchema,
  pageQuerySchema,
} from './common.ts';

/** What a notification can be about: a closed list, so the web app can pick an icon for each. */
export const notificationTypes = [
  'booking_created',
  'booking_confirmed',
  'booking_completed',
  'booking_cancelled',
  'refund_requested',
  'refund_approved',
  'refund_denied',
  /** Online payment (issue 16). */
  'payment_received',
  'payment_failed',
  'refund_completed',
  'refund_failed',
  /** Money went back in Stripe's dashboard to a booking still running (issue 23): staff decide. */
  'refund_outside',
  'payment_disputed',
  /** The day of the tour (issue 27): the reminder the day before, the review request after. */
  'tour_reminder',
  'review_request',
  /** Change of plans (issue 28): a booking moved, a late move asked of staff, decided, or waiting for its difference. */
  'booking_rescheduled',
  'reschedule_requested',
  'reschedule_denied',
  'reschedule_payment_due',
  'waitlist_offer',
  'waitlist_expired',
  'wishlist_price_drop',
  'consultation_received',
  'chat_message',
] as const;
export const notificationTypeSchema = z.enum(notificationTypes);
export type NotificationType = z.infer<typeof notificationTypeSchema>;

export const notificationSchema = z.object({
  _id: idSchema,
  type: notificationTypeSchema,
  title: z.string(),
  body: z.string(),
  link: z.string().nullable().describe('Where the notification leads in the web app, e.g. /bookings'),
  read: z.boolean(),
  createdAt: isoDateTime,
});
/** Named so it cannot be mistaken for the browser's own `Notification`. */
export type UserNotification = z.infer<typeof notificationSchema>;

/**
 * What a server module asks to tell a user (a booking confirmed, a refund decided...). Written by the
 * server only: no client ever sends one.
 */
export type NotificationInput = {
  type: NotificationType;
  title: string;
  body: string;
  link?: string | null;
};

export const notificationListQuerySchema = pageQuerySchema.extend({
  read: z.enum(['true', 'false'], { message: "read must be 'true' or 'false'" }).optional(),
});
export type NotificationListQuery = z.infer<typeof notificationListQuerySchema>;

export const notificationListResponseSchema = listResponseSchema(notificationSchema);
export const notificationResponseSchema = entityResponseSchema(notificationSchema);

export const unreadCountSchema = z.object({ count: z.number().int().min(0) });
export type UnreadCount = z.infer<typeof unreadCountSchema>;
export const unreadCountResponseSchema = entityResponseSchema(unreadCountSchema);

/** `PUT /api/notifications/mark-all-read`: how many were unread and are now read. */
export const notificationsMarkedResponseSchema = entityResponseSchema(
  z.object({ updated: z.number().int().min(0) }),
);
/** `DELETE /api/notifications/clear-read`: how many read notifications were deleted. */
export const notificationsClearedResponseSchema = entityResponseSchema(
  z.object({ deleted: z.number().int().min(0) }),
);

/** The Karvaan Tours client (karvaan-client.ts) shows a notification's text as `message`. */
export function karvaanNotification(notification: UserNotification) {
  return { ...notification, message: notification.body };
}
export const karvaanNotificationAliases = 'Each notification also has `message` (its `body`).';

/** Its bell reads the unread count at the top of the answer. */
export function karvaanUnreadCount(answer: { success: true; data: UnreadCount }) {
  return { ...answer, count: answer.data.count };
}
export const karvaanUnreadCountAliases = 'The answer also has `count` at the top (as `data.count`).';
