import type { TourSummary } from '@tabi/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminEnv, adminSession, send } from '../../../test/accounts.ts';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { insertRating, insertTour, insertUser } from '../../../test/fixtures.ts';

/*
 * A search by relevance alone is ranked in `tour_search`, the narrow copy a trigger keeps of the tours
 * (decision 80). Whatever happens to the tours, the list must answer what ranking the tours themselves
 * gives: each check compares the API's pages with that ranking, done on `tours` by hand.
 */
let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp(adminEnv);
  admin = await adminSession(t.app, t.config, t.database);
  await insertTour(t.db, { title: 'Lantern Festival Night', description: 'Paper lanterns on the river.' });
  await insertTour(t.db, { title: 'Gion Evening Stroll', description: 'Lantern-lit lanes and teahouses.' });
  await insertTour(t.db, {
    title: 'Lantern Makers Workshop',
    description: 'Make a lantern with a craftsman.',
  });
  await insertTour(t.db, { title: 'Archived Lantern Walk', archived: true });
  for (let i = 0; i < 4; i++) await insertTour(t.db, { title: `Quiet Garden ${i}` });
});

afterAll(() => t?.close());

type ListBody = { data: TourSummary[]; total: number; pages: number };

async function list(query: string): Promise<ListBody> {
  const response = await t.app.inject({ method: 'GET', url: `/api/posts?${query}` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

/** The public tours matching `term`, ranked on the tours themselves as the list promises. */
async function rankedOnTours(term: string) {
  const { rows } = await t.database.pool.query<{ id: string }>(
    `SELECT id FROM tours
     WHERE NOT archived AND search_vector @@ websearch_to_tsquery('english', $1)
     ORDER BY ts_rank(search_vector, websearch_to_tsquery('english', $1)) DESC, ratings_count DESC, id`,
    [term],
  );
  return rows.map((row) => row.id);
}

/** Every page of the search, one tour a page, each page's total checked. */
async function expectPagesRight(term: string) {
  const expected = await rankedOnTours(term);
  const ids: string[] = [];
  for (let page = 1; page <= expected.length + 1; page++) {
    const answer = await list(`search=${encodeURIComponent(term)}&limit=1&page=${page}`);
    expect({ term, page, total: answer.total }).toEqual({ term, page, total: expected.length });
    ids.push(...answer.data.map((tour) => tour._id));
  }
  expect(ids).toEqual(expected);
}

describe('the catalog search by relevance', () => {
  it('ranks the matches as the tours do, page after page, with the total on each and past the end', async () => {
    expect((await rankedOnTours('lantern')).length).toBe(3);
    await expectPagesRight('lantern');
    await expectPagesRight('garden');
    expect(await list('search=nowhere-to-be-found&limit=5')).toMatchObject({ data: [], total: 0, pages: 0 });
  });

  it('follows an admin’s edit, an archiving and new ratings at once', async () => {
    const garden = (await list('search=garden&limit=1')).data[0]!;
    const edit = await send(t.app, 'PUT', `/api/posts/${garden._id}`, admin, {
      title: 'Lantern Garden After Dark',
    });
    expect(edit.statusCode, edit.body).toBe(200);
    expect((await list('search=lantern&limit=10')).data.map((tour) => tour._id)).toContain(garden._id);
    await expectPagesRight('lantern');

    const [first] = await rankedOnTours('lantern');
    const archive = await send(t.app, 'PUT', `/api/posts/${first}`, admin, { archived: true });
    expect(archive.statusCode, archive.body).toBe(200);
    expect((await list('search=lantern&limit=10')).data.map((tour) => tour._id)).not.toContain(first);
    await expectPagesRight('lantern');

    // Equal ranks are ordered by how many ratings a tour has: ratings reorder the garden tours.
    const gardens = await rankedOnTours('quiet');
    for (let i = 0; i < 3; i++) await insertRating(t.db, gardens.at(-1)!, (await insertUser(t.db)).id, 5);
    expect((await rankedOnTours('quiet'))[0]).toBe(gardens.at(-1));
    await expectPagesRight('quiet');
  });
});
