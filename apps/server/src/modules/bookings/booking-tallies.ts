import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { startPeriodicRounds } from '../../platform/periodic-rounds.ts';

type Log = { warn: (obj: object, msg: string) => void };

/** The insert-only tallies (migration 0031): each table's key and the sums a reader adds up. */
const tallies = [
  {
    table: 'booking_counts',
    keys: ['status', 'payment_status', 'refund_status', 'disputed', 'online', 'currency'],
    sums: ['bookings', 'total_minor', 'paid_minor', 'refunded_minor'],
  },
  { table: 'booking_quarter_hours', keys: ['quarter', 'currency'], sums: ['bookings', 'revenue_minor'] },
];

/**
 * Folds the rows the bookings' trigger added (decision 79) into one row per key; a key whose sums come to
 * nothing goes. Only keys with more than one row are rewritten, so the past's rows stay put. A row a
 * booking commits meanwhile is not in the statement's snapshot: it stays for the next round, and no count
 * is lost; of two processes folding at once, each folds what the other did not take. Answers the rows it
 * removed.
 */
export async function foldBookingTallies(db: Db): Promise<number> {
  let removed = 0;
  for (const { table, keys, sums } of tallies) {
    const key = keys.join(', ');
    const sameKey = keys.map((k) => `t.${k} = many.${k}`).join(' AND ');
    const { rows } = await db.execute<{ removed: number }>(
      sql.raw(`
      WITH many AS (SELECT ${key} FROM ${table} GROUP BY ${key} HAVING count(*) > 1),
      gone AS (DELETE FROM ${table} t USING many WHERE ${sameKey} RETURNING t.*),
      folded AS (
        INSERT INTO ${table} (${key}, ${sums.join(', ')})
        SELECT ${key}, ${sums.map((s) => `sum(${s})`).join(', ')}
        FROM gone GROUP BY ${key}
        HAVING ${sums.map((s) => `sum(${s}) <> 0`).join(' OR ')}
        RETURNING 1
      )
      SELECT ((SELECT count(*) FROM gone) - (SELECT count(*) FROM folded))::int AS removed`),
    );
    removed += rows[0]?.removed ?? 0;
  }
  return removed;
}

/** The fold, every minute in every process (folding is safe side by side). */
export function startTallyFolding(db: Db, log: Log, everyMs = 60_000) {
  return startPeriodicRounds({
    round: () => foldBookingTallies(db),
    everyMs,
    failure: 'bookings: folding the booking tallies failed',
    log,
  });
}
