import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  await t.db.execute(sql`
    INSERT INTO tours (title, category, description, price_minor, city, region, duration_minutes, max_group_size, meeting_point, archived)
    SELECT 'Scale tour ' || n, 'Cultural', 'A walk through old streets.', 5000, 'Kyoto', 'Kyoto', 120, 10, 'Kyoto Station',
           n % 100 = 0
      FROM generate_series(1, 10101) AS n`);
});

afterAll(() => t?.close());

const sitemap = async () => {
  const response = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
  expect(response.statusCode).toBe(200);
  return response.body;
};
const listed = async () => (await sitemap()).match(/<lastmod>/g)?.length;

it('lists 10,000 public tours, and answers again from the cache until the catalog changes', async () => {
  const first = await sitemap();
  expect(first.match(/<lastmod>/g)).toHaveLength(10_000);

  // A change the catalog is not told of (triggers off for this connection): the cached sitemap stays.
  const quiet = await t.database.pool.connect();
  try {
    await quiet.query('SET session_replication_role = replica');
    await quiet.query("UPDATE tours SET archived = true WHERE title = 'Scale tour 1'");
  } finally {
    await quiet.query('RESET session_replication_role');
    quiet.release();
  }
  expect(await sitemap()).toBe(first);

  // A change it is told of empties the cache: both archived tours are gone.
  await t.db.execute(sql`UPDATE tours SET archived = true WHERE title = 'Scale tour 2'`);
  await expect.poll(listed).toBe(9_998);
});
