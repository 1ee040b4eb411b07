import type { NotificationInput, NotificationType, PageQuery, UserNotification } from '@tabi/contracts';
import { and, desc, eq, inArray, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { notifications, users } from '../../db/schema/index.ts';
import { offsetOf } from '../../platform/pagination.ts';

type Row = typeof notifications.$inferSelect;

const toNotification = (row: Row): UserNotification => ({
  _id: row.id,
  type: row.type as NotificationType,
  title: row.title,
  body: row.body,
  link: row.link,
  read: row.readAt !== null,
  createdAt: row.createdAt.toISOString(),
});

/** A notification with the user it belongs to (where to push it). */
export type AddressedNotification = { userId: string; notification: UserNotification };

/** Every query is scoped to one user: a notification of someone else is indistinguishable from none. */
export function createNotificationsRepository(db: Db) {
  const mine = (userId: string, id: string) =>
    and(eq(notifications.userId, userId), eq(notifications.id, id));
  const values = (input: NotificationInput) => ({
    type: input.type,
    title: input.title,
    body: input.body,
    link: input.link ?? null,
  });

  return {
    async list(
      userId: string,
      query: PageQuery & { read?: boolean },
    ): Promise<{ rows: UserNotification[]; total: number }> {
      const readFilter =
        query.read === undefined
          ? undefined
          : query.read
            ? isNotNull(notifications.readAt)
            : isNull(notifications.readAt);
      const where: SQL | undefined = and(eq(notifications.userId, userId), readFilter);
      const [rows, [counted]] = await Promise.all([
        db
          .select()
          .from(notifications)
          .where(where)
          .orderBy(desc(notifications.createdAt), desc(notifications.id))
          .limit(query.limit)
          .offset(offsetOf(query)),
        db.select({ total: sql<number>`count(*)::int` }).from(notifications).where(where),
      ]);
      return { rows: rows.map(toNotification), total: counted?.total ?? 0 };
    },

    /** Unread notifications of each user asked about (0 for a user with none). */
    async unreadCounts(userIds: string[]): Promise<Map<string, number>> {
      const counts = new Map(userIds.map((userId) => [userId, 0]));
      if (userIds.length === 0) return counts;
      const rows = await db
        .select({ userId: notifications.userId, count: sql<number>`count(*)::int` })
        .from(notifications)
        .where(and(inArray(notifications.userId, userIds), isNull(notifications.readAt)))
        .groupBy(notifications.userId);
      for (const row of rows) counts.set(row.userId, row.count);
      return counts;
    },

    async create(userId: string, input: NotificationInput): Promise<UserNotification> {
      const [row] = await db
        .insert(notifications)
        .values({ userId, ...values(input) })
        .returning();
      return toNotification(row!);
    },

    /** One notification for each administrator who can sign in. */
    async createForAdmins(input: NotificationInput): Promise<AddressedNotification[]> {
      const admins = await db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.role, 'admin'), eq(users.disabled, false)));
      if (admins.length === 0) return [];
      const inserted = await db
        .insert(notifications)
        .values(admins.map((admin) => ({ userId: admin.id, ...values(input) })))
        .returning();
      return inserted.map((row) => ({ userId: row.userId, notification: toNotification(row) }));
    },

    /** Marks one as read (a read one stays as it was); undefined when the user has no such notification. */
    async markRead(userId: string, id: string): Promise<UserNotification | undefined> {
      const [row] = await db
        .update(notifications)
        .set({ readAt: sql`coalesce(${notifications.readAt}, now())` })
        .where(mine(userId, id))
        .returning();
      return row && toNotification(row);
    },

    async markAllRead(userId: string): Promise<number> {
      const updated = await db
        .update(notifications)
        .set({ readAt: sql`now()` })
        .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)))
        .returning({ id: notifications.id });
      return updated.length;
    },

    /** Deletes a read notification; an unread one stays (and says so), a missing one says it is missing. */
    async removeRead(userId: string, id: string): Promise<'deleted' | 'unread' | 'missing'> {
      const removed = await db
        .delete(notifications)
        .where(and(mine(userId, id), isNotNull(notifications.readAt)))
        .returning({ id: notifications.id });
      if (removed.length > 0) return 'deleted';
      const [left] = await db.select({ id: notifications.id }).from(notifications).where(mine(userId, id));
      return left ? 'unread' : 'missing';
    },

    async clearRead(userId: string): Promise<number> {
      const removed = await db
        .delete(notifications)
        .where(and(eq(notifications.userId, userId), isNotNull(notifications.readAt)))
        .returning({ id: notifications.id });
      return removed.length;
    },
  };
}

export type NotificationsRepository = ReturnType<typeof createNotificationsRepository>;
