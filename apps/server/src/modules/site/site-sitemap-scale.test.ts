import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { writeUnannounced } from '../../../test/fixtures.ts';

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
  // A change the catalog is told of, awaited until it shows, and a moment for any notice still on its way
  // (the bulk insert's, this one's) to land before the cached answer is taken.
  await t.db.execute(sql`UPDATE tours SET archived = true WHERE title = 'Scale tour 1'`);
  await expect.poll(listed).toBe(9_999);
  await new Promise((resolve) => setTimeout(resolve, 300));
  const first = await sitemap();

  // A change the catalog is not told of (triggers off for this connection): the cached sitemap stays.
  await writeUnannounced(t.database.pool, "UPDATE tours SET archived = true WHERE title = 'Scale tour 2'");
  expect(await sitemap()).toBe(first);

  // A change it is told of empties the cache: all three archived tours are gone.
  await t.db.execute(sql`UPDATE tours SET archived = true WHERE title = 'Scale tour 3'`);
  await expect.poll(listed).toBe(9_997);
});
