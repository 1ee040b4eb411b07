import { sql } from 'drizzle-orm';
import { bigint, date, index, pgEnum, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { id } from './columns.ts';

/** `nightly`: the round of the embedded default (or BACKUP_NIGHTLY); `manual`: `npm run backup` or an admin. */
export const backupTrigger = pgEnum('backup_trigger', ['nightly', 'manual']);
export const backupStatus = pgEnum('backup_status', ['running', 'done', 'failed']);

/**
 * Every backup taken, where it went and how it ended (decision 75), for the admin dashboard. A nightly run
 * claims its night by inserting the row (one per `night`), so two processes never both take it.
 */
export const backupRuns = pgTable(
  'backup_runs',
  {
    id: id(),
    trigger: backupTrigger('trigger').notNull(),
    /** The local date whose nightly slot this run took; null for a manual run. */
    night: date('night'),
    /** The folder or `s3://bucket/prefix` it was written to, and the file's name there. */
    target: text('target').notNull(),
    name: text('name').notNull(),
    status: backupStatus('status').notNull().default('running'),
    sizeBytes: bigint('size_bytes', { mode: 'number' }),
    error: text('error'),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('backup_runs_night_key').on(table.night).where(sql`${table.night} IS NOT NULL`),
    index('backup_runs_started_idx').on(table.startedAt.desc()),
  ],
);
