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

/**
 * The one-word search's terms and counts (decision 91), as the public tours define them: each word of a
 * title, category or place with the rank of the tour for it, and per word how many tours hold it.
 */
async function expectWordsAsToursDefineThem() {
  const query = async (sql: string) => (await t.database.pool.query(sql)).rows;
  expect(
    await query(`SELECT lexeme, tour_id, rank, ratings_count FROM tour_search_terms ORDER BY 1, 2`),
  ).toEqual(
    await query(`SELECT u.lexeme, t.id AS tour_id,
                   ts_rank(t.search_vector, websearch_to_tsquery('english', u.lexeme)) AS rank, t.ratings_count
                 FROM tours t, unnest(t.search_vector) u
                 WHERE NOT t.archived AND u.weights && '{A,B}' ORDER BY 1, 2`),
  );
  expect(
    await query(`SELECT lexeme, tours, head_tours FROM search_word_counts WHERE tours <> 0 ORDER BY 1`),
  ).toEqual(
    await query(`SELECT u.lexeme, count(*)::int AS tours,
                   (count(*) FILTER (WHERE u.weights && '{A,B}'))::int AS head_tours
                 FROM tours t, unnest(t.search_vector) u WHERE NOT t.archived GROUP BY 1 ORDER BY 1`),
  );
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
    await expectWordsAsToursDefineThem();
  });

  it('reads a one-word search from the words kept for it, and follows every change to the tours', async () => {
    // Twelve tours with the word in the title or the place (equal ranks, ordered by ratings), two with it
    // only in the story: pages of five cross from the first into the second.
    for (let i = 0; i < 12; i++) {
      await insertTour(t.db, {
        title: i % 2 ? `Kurama Fire Walk ${i}` : `Mountain Walk ${i}`,
        city: i % 2 ? 'Kyoto' : 'Kurama',
        ratingsCount: i % 5,
      });
    }
    const storyOnly = await insertTour(t.db, {
      title: 'Kibune Walk',
      description: 'On to Kurama by the trail.',
    });
    await insertTour(t.db, { title: 'Cedar Path', description: 'Kurama, then Kurama again.' });
    const expectEveryPageRight = async (term: string) => {
      const expected = await rankedOnTours(term);
      for (const limit of [1, 5, 12]) {
        const ids: string[] = [];
        for (let page = 1; page <= Math.ceil(expected.length / limit) + 1; page++) {
          const answer = await list(`search=${term}&limit=${limit}&page=${page}`);
          expect({ limit, page, total: answer.total }).toEqual({ limit, page, total: expected.length });
          ids.push(...answer.data.map((tour) => tour._id));
        }
        expect({ limit, ids }).toEqual({ limit, ids: expected });
      }
    };
    await expectEveryPageRight('kurama');
    await expectWordsAsToursDefineThem();

    // Written straight into the tours: the catalog hears of it through the tours' notice, so each check
    // waits for the list to follow.
    const changes = [
      `UPDATE tours SET title = 'Kurama Temple Walk' WHERE id = '${storyOnly.id}'`,
      `UPDATE tours SET archived = true WHERE title = 'Kurama Fire Walk 1'`,
      `UPDATE tours SET ratings_count = 9 WHERE title = 'Mountain Walk 4'`,
      `UPDATE tours SET city = 'Osaka' WHERE title = 'Mountain Walk 6'`,
      `DELETE FROM tours WHERE title = 'Kurama Fire Walk 3'`,
      `UPDATE tours SET archived = false WHERE title = 'Kurama Fire Walk 1'`,
    ];
    for (const change of changes) {
      await t.database.pool.query(change);
      await expect
        .poll(async () => (await list('search=kurama&limit=30')).data.map((tour) => tour._id))
        .toEqual(await rankedOnTours('kurama'));
      await expectEveryPageRight('kurama');
      await expectWordsAsToursDefineThem();
    }
  });
});
