import { notificationEvents, type UserNotification } from '@tabi/contracts';
import type { ManagerOptions, Socket, SocketOptions } from 'socket.io-client';

export type NotificationSocketHandlers = {
  onNotification: (notification: UserNotification) => void;
  onUnreadCount: (count: number) => void;
  /** Connected again after a drop: whatever was sent meanwhile was missed. */
  onReconnect: () => void;
};

/**
 * Spec, "Connection": websocket first with polling as the fallback, a reconnection delay from 1 s to
 * 5 s with a random factor of 0.5, unlimited attempts, a 20 s connect timeout. Same origin, so the
 * dev server's proxy and production's reverse proxy both carry it.
 */
export const socketOptions = {
  path: '/socket.io',
  transports: ['websocket', 'polling'],
  tryAllTransports: true,
  reconnection: true,
  reconnectionAttempts: Number.POSITIVE_INFINITY,
  reconnectionDelay: 1000,
  reconnectionDelayMax: 5000,
  randomizationFactor: 0.5,
  timeout: 20_000,
} satisfies Partial<ManagerOptions & SocketOptions>;

/** How long to wait before asking again after the server refused for lack of service. */
const refusedRetryMs = 5000;

/**
 * Opens the signed-in user's notification socket (the server puts it in the room `user:<id>`). The
 * socket.io client is downloaded here, on first use, not with the first page. Returns the function
 * that closes it, safe to call before the client has even loaded.
 */
export function openNotificationSocket(token: string, handlers: NotificationSocketHandlers): () => void {
  let closed = false;
  let socket: Socket | undefined;
  let retry: ReturnType<typeof setTimeout> | undefined;

  Promise.all([import('socket.io-client'), import('./notification-payloads.ts')])
    .then(([{ io }, payloads]) => {
      if (closed) return;
      const s = io({ ...socketOptions, auth: { token } });
      socket = s;
      let connectedBefore = false;
      s.on('connect', () => {
        if (connectedBefore) handlers.onReconnect();
        connectedBefore = true;
      });
      s.on(notificationEvents.created, (payload: unknown) => {
        const notification = payloads.parseNotification(payload);
        if (notification) handlers.onNotification(notification);
        else console.warn('notifications: an unexpected notification payload was ignored', payload);
      });
      s.on(notificationEvents.unreadCount, (payload: unknown) => {
        const count = payloads.parseUnreadCount(payload);
        if (count !== null) handlers.onUnreadCount(count);
        else console.warn('notifications: an unexpected unread-count payload was ignored', payload);
      });
      s.on('connect_error', (error: Error & { data?: { code?: string } }) => {
        // socket.io tries again by itself after a network failure; a refusal by the server ends that.
        if (s.active) return;
        // A session that has ended stays closed (the next API call signs the user out); an outage
        // on the server's side is asked again later.
        if (error.data?.code === 'SERVICE_UNAVAILABLE') {
          retry = setTimeout(() => {
            if (!closed) s.connect();
          }, refusedRetryMs);
        }
      });
    })
    .catch((error: unknown) => {
      // The code could not be fetched (offline, a new deployment): the focus refetch still works.
      console.warn('notifications: the live connection could not start', error);
    });

  return () => {
    closed = true;
    clearTimeout(retry);
    socket?.disconnect();
    socket = undefined;
  };
}
