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

it('lists 10,000 public tours quickly, and answers again from the cache', async () => {
  const started = performance.now();
  const cold = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
  const coldMs = performance.now() - started;
  expect(cold.statusCode).toBe(200);
  expect(cold.body.match(/<lastmod>/g)).toHaveLength(10_000);

  const again = performance.now();
  const warm = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
  const warmMs = performance.now() - again;
  expect(warm.body).toBe(cold.body);
  // Generous bounds for a loaded CI machine; typical: ~100 ms cold, ~1 ms warm.
  expect(coldMs).toBeLessThan(3000);
  expect(warmMs).toBeLessThan(coldMs);
  console.info(`sitemap of 10,000 tours: ${coldMs.toFixed(0)} ms cold, ${warmMs.toFixed(1)} ms cached`);
});
