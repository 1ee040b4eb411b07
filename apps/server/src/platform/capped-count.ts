import { sql } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.ts';

/** A list counts its matches no further than this; past it the page says "More than 10,000". */
export const countCap = 10_000;

/**
 * How many rows `matches` selects, counting no further than `countCap` (then `lowerBound`): a filter
 * that matches most of a large table reads at most `countCap + 1` of its rows, not all of them. Pass the
 * select with `.$dynamic()`; its columns do not matter.
 */
export async function countUpTo(db: Db, matches: PgSelect): Promise<{ total: number; lowerBound: boolean }> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(matches.limit(countCap + 1).as('matches'));
  const n = row?.n ?? 0;
  return n > countCap ? { total: countCap, lowerBound: true } : { total: n, lowerBound: false };
}
