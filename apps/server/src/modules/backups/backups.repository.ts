import type { BackupRun, PageQuery } from '@tabi/contracts';
import { and, count, desc, eq, lt } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { backupRuns } from '../../db/schema/index.ts';
import { offsetOf } from '../../platform/pagination.ts';

type Row = typeof backupRuns.$inferSelect;

const toRun = (row: Row): BackupRun => ({
  _id: row.id,
  trigger: row.trigger,
  status: row.status,
  target: row.target,
  name: row.name,
  sizeBytes: row.sizeBytes,
  error: row.error,
  startedAt: row.startedAt.toISOString(),
  finishedAt: row.finishedAt?.toISOString() ?? null,
});

export function createBackupsRepository(db: Db) {
  return {
    /**
     * Starts a run's record. A nightly one claims its night: undefined when another process (or an earlier
     * round) already took that night's backup.
     */
    async start(run: {
      trigger: Row['trigger'];
      night: string | null;
      target: string;
      name: string;
      at: Date;
    }) {
      const [row] = await db
        .insert(backupRuns)
        .values({ ...run, startedAt: run.at })
        .onConflictDoNothing()
        .returning();
      return row ? toRun(row) : undefined;
    },

    async finish(id: string, result: { sizeBytes: number } | { error: string }, at: Date) {
      await db
        .update(backupRuns)
        .set(
          'error' in result
            ? { status: 'failed', error: result.error, finishedAt: at }
            : { status: 'done', sizeBytes: result.sizeBytes, finishedAt: at },
        )
        .where(eq(backupRuns.id, id));
    },

    /**
     * Runs still `running` from before `startedBefore`: their process stopped mid-way (or, in a restored
     * database, they are the very backup it came from, which the restore marks done first).
     */
    async failAbandoned(startedBefore: Date, at: Date) {
      await db
        .update(backupRuns)
        .set({ status: 'failed', error: 'The process stopped before the backup was written', finishedAt: at })
        .where(and(eq(backupRuns.status, 'running'), lt(backupRuns.startedAt, startedBefore)));
    },

    /** After a restore: the backup it came from is whole, though its record was taken while it was written. */
    async markRestored(name: string, sizeBytes: number, at: Date) {
      await db
        .update(backupRuns)
        .set({ status: 'done', sizeBytes, finishedAt: at })
        .where(and(eq(backupRuns.name, name), eq(backupRuns.status, 'running')));
    },

    async list(query: PageQuery) {
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(backupRuns)
          .orderBy(desc(backupRuns.startedAt))
          .limit(query.limit)
          .offset(offsetOf(query)),
        db.select({ n: count() }).from(backupRuns),
      ]);
      return { runs: rows.map(toRun), total: total?.n ?? 0 };
    },
  };
}

export type BackupsRepository = ReturnType<typeof createBackupsRepository>;
