import { desc, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { mailOutbox } from '../../db/schema/index.ts';
import type { Mail } from './mailer.ts';

export function createOutboxRepository(db: Db) {
  return {
    async add(mail: Mail): Promise<void> {
      await db
        .insert(mailOutbox)
        .values({ to: mail.to, subject: mail.subject, text: mail.text, html: mail.html ?? null });
    },

    async page(limit: number, offset: number) {
      const [rows, [counted]] = await Promise.all([
        db.select().from(mailOutbox).orderBy(desc(mailOutbox.createdAt)).limit(limit).offset(offset),
        db.select({ total: sql<number>`count(*)::int` }).from(mailOutbox),
      ]);
      return { rows, total: counted?.total ?? 0 };
    },
  };
}

export type OutboxRepository = ReturnType<typeof createOutboxRepository>;
