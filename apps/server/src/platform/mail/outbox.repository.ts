import {
  type OutboxFilters,
  type OutboxMessage,
  type OutboxMessageSummary,
  outboxPreviewLength,
} from '@tabi/contracts';
import { desc, eq, ilike, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { mailOutbox } from '../../db/schema/index.ts';
import { countUpTo } from '../capped-count.ts';
import { containing } from '../like-pattern.ts';
import { offsetOf } from '../pagination.ts';
import type { Mail } from './mailer.ts';

export function createOutboxRepository(db: Db) {
  return {
    async add(mail: Mail): Promise<void> {
      await db.insert(mailOutbox).values({
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html ?? null,
        attachments: mail.attachments ?? null,
      });
    },

    /**
     * Newest first; the preview is cut by PostgreSQL, so a page never carries whole bodies. A season's
     * mail runs to hundreds of thousands: the count stops at `countCap`.
     */
    async list(
      filters: OutboxFilters,
    ): Promise<{ rows: OutboxMessageSummary[]; total: number; lowerBound: boolean }> {
      const where = filters.q
        ? or(ilike(mailOutbox.to, containing(filters.q)), ilike(mailOutbox.subject, containing(filters.q)))
        : undefined;
      const [rows, counted] = await Promise.all([
        db
          .select({
            id: mailOutbox.id,
            to: mailOutbox.to,
            subject: mailOutbox.subject,
            preview: sql<string>`left(btrim(regexp_replace(${mailOutbox.text}, '\\s+', ' ', 'g')), ${outboxPreviewLength}::int)`,
            createdAt: mailOutbox.createdAt,
          })
          .from(mailOutbox)
          .where(where)
          .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
          .limit(filters.limit)
          .offset(offsetOf(filters)),
        countUpTo(db, db.select({ one: sql`1` }).from(mailOutbox).where(where).$dynamic()),
      ]);
      return {
        rows: rows.map(({ id, createdAt, ...row }) => ({
          _id: id,
          ...row,
          createdAt: createdAt.toISOString(),
        })),
        ...counted,
      };
    },

    /** A kept mail as it was written (the outbox service hides its account links from staff). */
    async find(id: string): Promise<Omit<OutboxMessage, 'hiddenLinks'> | undefined> {
      const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
      if (!row) return undefined;
      const { id: _id, createdAt, attachments, ...message } = row;
      return {
        _id,
        ...message,
        attachments: (attachments ?? []).map(({ filename, contentType }) => ({ filename, contentType })),
        createdAt: createdAt.toISOString(),
      };
    },
  };
}

export type OutboxRepository = ReturnType<typeof createOutboxRepository>;
