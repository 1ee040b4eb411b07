// npm run bench:assistant (or `npx tsx bench/assistant.ts`): the built-in travel assistant.
// - Quality: the evaluation set (assistant-questions.ts, conversations of questions travellers ask,
//   with expectations computed from the catalog, our APIs and the published pages) asked of the built-in
//   assistant on the seeded demo catalog (its own embedded PostgreSQL in bench/.data-assistant): the
//   share answered right per kind of question and overall, and every miss with why. Beyond each
//   question's own expectations, every reply must link only real, public tours, as
//   `[title](/tours/<id>)`, and hold no HTML.
// - Speed: a mix of question kinds (searches, family searches, follow-ups, facts of a named tour,
//   availability, policies, answers from our pages, out of scope, my bookings, small talk) on 10,000
//   generated tours (the bulk seeder's, bench/.data-assistant-bulk), the provider called in-process
//   with the same tools the API gives it: p50 / p90 / p99 / max per answer, overall and per kind. BENCH_ROUNDS (default 20) rounds of the mix; BENCH_SHOW=true prints
//   the mix's answers once, to see what was timed.
// Figures are printed and written to bench/results/assistant-latest.json, never asserted. The data
// directories are removed at the end unless BENCH_KEEP_DATA=true (then a second run skips the seeds).
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { policy } from '@tabi/contracts';
import { eq } from 'drizzle-orm';
import { type Config, loadConfig } from '../apps/server/src/config.ts';
import type { Database } from '../apps/server/src/db/client.ts';
import { runMigrations } from '../apps/server/src/db/migrate.ts';
import { openDatabase } from '../apps/server/src/db/open.ts';
import { tours } from '../apps/server/src/db/schema/index.ts';
import { runFirstStart } from '../apps/server/src/first-run.ts';
import { createAssistantToolsFactory } from '../apps/server/src/modules/assistant/tools/assistant-tools.ts';
import { createBookingsRepository } from '../apps/server/src/modules/bookings/bookings.repository.ts';
import { createBookingsService } from '../apps/server/src/modules/bookings/bookings.service.ts';
import type { AssistantTools } from '../apps/server/src/platform/ai/assistant-tools.ts';
import { createBuiltinAssistant } from '../apps/server/src/platform/ai/builtin/builtin-assistant.ts';
import type { Viewer } from '../apps/server/src/platform/auth/session-resolver.ts';
import { createResponseCache } from '../apps/server/src/platform/cache/response-cache.ts';
import {
  type AskContext,
  blindSetName,
  blindSets,
  type CatalogTour,
  evaluationSet,
  type Judge,
  type Kind,
  kinds,
  questionCount,
} from './assistant-questions.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '..');
const demoDir = path.join(here, '.data-assistant');
const bulkDir = path.join(here, '.data-assistant-bulk');
const bulkTours = Number(process.env.BENCH_TOURS ?? 10_000);
const rounds = Number(process.env.BENCH_ROUNDS ?? 20);
const keep = process.env.BENCH_KEEP_DATA === 'true';
/** `quality`, `speed`, or both (the default): one part alone while working on the other. */
const parts = (process.env.BENCH_PARTS ?? 'quality,speed').split(',');
/** `holdout40:,holdout41:`: only the conversations whose names start so, while working on them (no results file). */
const only = process.env.BENCH_ONLY?.split(',');
const quiet = { info: () => {}, warn: () => {}, error: () => {} };

async function open(dataDir: string, seedDemo: boolean): Promise<{ database: Database; config: Config }> {
  const config = loadConfig({
    DATA_DIR: dataDir,
    SEED_DEMO: String(seedDemo),
    BACKUP_NIGHTLY: 'false',
    PORT: '0',
    LOG_LEVEL: 'silent',
    ADMIN_KEY: 'bench-admin-key-0123456789',
    ADMIN_PASSWORD: 'bench admin password',
  });
  const database = await openDatabase(config, quiet);
  await runMigrations(database.db);
  await runFirstStart(config, database, quiet, () => {});
  return { database, config };
}

/** The assistant's tools over a database, as the assistant module builds them. */
function toolsOver(database: Database, config: Config) {
  const now = () => new Date();
  const refuse = () => {
    throw new Error('the assistant wrote a booking');
  };
  const bookings = createBookingsService({
    bookings: createBookingsRepository(database.db, {
      timezone: config.TIMEZONE,
      freeCancellationHours: policy.freeCancellationHours,
    }),
    timezone: config.TIMEZONE,
    currency: config.CURRENCY,
    now,
    events: { created: refuse, statusChanged: refuse, cancelled: refuse, refundDecided: refuse },
  });
  return createAssistantToolsFactory({
    db: database.db,
    bookings,
    timezone: config.TIMEZONE,
    currency: config.CURRENCY,
    paysOnline: false,
    now,
    // As the app gives it: the catalog cache the places are kept in until the catalog changes.
    catalogCache: createResponseCache(),
  });
}

const tourLinks = /\[([^[\]\n]+)\]\(\/tours\/([^()\s]+)\)/g;

/** What is wrong with any reply, whatever the question: links to nothing public, markup the panel does not render. */
function formProblems(reply: string, catalog: Map<string, CatalogTour>): string[] {
  const problems: string[] = [];
  for (const [, , id] of reply.matchAll(tourLinks)) {
    if (!catalog.has(id!)) problems.push(`links /tours/${id}, which is no public tour`);
  }
  if (/<[a-z/][^>]*>/i.test(reply)) problems.push('holds HTML');
  if (/\*\*|^#+ |`/m.test(reply)) problems.push('holds markdown the panel does not render');
  return problems;
}

async function quality() {
  const fresh = !keep || !existsSync(demoDir);
  if (fresh) rmSync(demoDir, { recursive: true, force: true });
  mkdirSync(demoDir, { recursive: true, mode: 0o755 });
  const { database, config } = await open(demoDir, true);
  const toolsFor = toolsOver(database, config);
  const rows = await database.db.select().from(tours).where(eq(tours.archived, false));
  const catalogList: CatalogTour[] = rows.map((row) => ({
    id: row.id,
    title: row.title,
    city: row.city,
    region: row.region,
    category: row.category,
    price: row.priceMinor / 100,
    currency: config.CURRENCY,
    durationMinutes: row.durationMinutes,
    childPriceShare: row.childPriceShare,
    adultsOnly: row.adultsOnly,
    included: row.included,
    excluded: row.excluded,
    meetingPoint: row.meetingPoint,
    languages: row.languages,
    averageRating: Number(row.averageRating),
    departureTime: row.departureTime,
  }));
  const catalog = new Map(catalogList.map((tour) => [tour.id, tour]));
  const tour = (titleStart: string) => {
    const found = catalogList.find((each) => each.title.startsWith(titleStart));
    if (!found)
      throw new Error(`the evaluation set names "${titleStart}", which the demo catalog does not have`);
    return found;
  };

  // Two demo travellers with upcoming bookings: one asks, the other's bookings must never show.
  const { rows: users } = await database.pool.query<{ user_id: string; name: string; email: string }>(
    `SELECT b.user_id, u.name, u.email FROM bookings b JOIN users u ON u.id = b.user_id
     GROUP BY b.user_id, u.name, u.email ORDER BY count(*) DESC, b.user_id LIMIT 40`,
  );
  const travellers: { tools: AssistantTools; name: string; email: string }[] = [];
  for (const { user_id: userId, name, email } of users) {
    const tools = toolsFor({ userId, sessionId: 'bench', role: 'user' } as Viewer);
    const mine = (await tools.myBookings()) ?? [];
    if (mine.some((booking) => booking.date >= tools.today() && booking.status !== 'cancelled'))
      travellers.push({ tools, name, email });
    if (travellers.length === 2) break;
  }
  const [asker, other] = travellers;
  if (!asker || !other) throw new Error('the demo seed has fewer than two travellers with upcoming bookings');
  const visitor = toolsFor(null);
  // Questions that try to reach the other traveller's bookings are written from what is theirs.
  const context: AskContext = {
    other: { name: other.name, email: other.email, bookings: (await other.tools.myBookings()) ?? [] },
  };

  const assistant = createBuiltinAssistant();
  const misses: { conversation: string; kind: Kind; ask: string; problems: string[]; reply: string }[] = [];
  const tally = new Map<Kind, { asked: number; right: number }>(
    kinds.map((kind) => [kind, { asked: 0, right: 0 }]),
  );
  // Each blind set's own tally, per kind.
  const blind = new Map(
    blindSets.map((set) => [
      set,
      new Map<Kind, { asked: number; right: number }>(kinds.map((kind) => [kind, { asked: 0, right: 0 }])),
    ]),
  );
  for (const conversation of evaluationSet) {
    if (only && !only.some((start) => conversation.name.startsWith(start))) continue;
    let state: unknown = null;
    const earlier: CatalogTour[][] = [];
    for (const turn of conversation.turns) {
      const tools = turn.as === 'traveller' ? asker.tools : visitor;
      const kind = turn.kind ?? conversation.kind;
      const ask = typeof turn.ask === 'string' ? turn.ask : turn.ask(context);
      const reply = await assistant.reply({
        message: ask,
        history: [],
        state,
        tools,
        signal: new AbortController().signal,
      });
      state = reply.state;
      const links = [...reply.text.matchAll(tourLinks)]
        .map(([, , id]) => catalog.get(id!))
        .filter((each): each is CatalogTour => each !== undefined);
      const judge: Judge = {
        reply: reply.text,
        links,
        earlier,
        catalog: catalogList,
        tour,
        tools,
        otherTools: other.tools,
        others: turn.as === 'traveller' ? [other.tools] : [asker.tools, other.tools],
        ask,
        today: tools.today(),
      };
      const problems = [...formProblems(reply.text, catalog), ...(await turn.expect(judge))];
      const counts = tally.get(kind)!;
      counts.asked++;
      if (conversation.blind) {
        const inSet = blind.get(conversation.blind)!.get(kind)!;
        inSet.asked++;
        if (problems.length === 0) inSet.right++;
      }
      if (problems.length === 0) counts.right++;
      else misses.push({ conversation: conversation.name, kind, ask, problems, reply: reply.text });
      earlier.push(links);
    }
  }
  await database.close();
  if (!keep) rmSync(demoDir, { recursive: true, force: true });
  const byKind = kinds.map((kind) => {
    const { asked, right } = tally.get(kind)!;
    return { kind, asked, right, share: asked > 0 ? right / asked : 0 };
  });
  const right = byKind.reduce((sum, each) => sum + each.right, 0);
  const asked = byKind.reduce((sum, each) => sum + each.asked, 0);
  return {
    asked,
    right,
    share: right / asked,
    byKind,
    blind: blindSets.map((set) => {
      const perKind = kinds.map((kind) => ({ kind, ...blind.get(set)!.get(kind)! }));
      return {
        name: blindSetName(set),
        asked: perKind.reduce((sum, each) => sum + each.asked, 0),
        right: perKind.reduce((sum, each) => sum + each.right, 0),
        byKind: perKind,
      };
    }),
    misses,
  };
}

type SpeedKind =
  | 'search'
  | 'family search'
  | 'follow-up'
  | 'tour facts'
  | 'availability'
  | 'policy and help'
  | 'page content'
  | 'out of scope'
  | 'my bookings';

/** The speed mix: each entry a short conversation, its turns tagged by kind. */
function speedMix(sampleTitle: string): { kind: SpeedKind; ask: string; as?: 'traveller' }[][] {
  return [
    [
      { kind: 'search', ask: 'Tours in Kyoto' },
      { kind: 'follow-up', ask: 'the second one' },
      { kind: 'tour facts', ask: "what's included?" },
    ],
    [
      { kind: 'search', ask: 'food tours in osaka under $100 for 2 adults and 1 child' },
      { kind: 'follow-up', ask: 'and in Tokyo?' },
    ],
    [
      { kind: 'search', ask: 'cheap half day tours in kyouto on Saturday' },
      { kind: 'follow-up', ask: 'cheaper?' },
    ],
    [{ kind: 'search', ask: 'family of four with two kids, something in Hakone in April' }],
    [
      { kind: 'search', ask: 'day trips from Tokyo' },
      { kind: 'follow-up', ask: 'show me more' },
    ],
    [{ kind: 'search', ask: 'hiking in hokaido' }],
    [{ kind: 'search', ask: 'temples in Nara' }],
    [{ kind: 'search', ask: 'what can we do in the Kansai area?' }],
    [{ kind: 'search', ask: 'nightlife in Sendai' }],
    [
      { kind: 'tour facts', ask: `What's included in ${sampleTitle}?` },
      { kind: 'availability', ask: 'is it available next Saturday?' },
    ],
    [
      { kind: 'tour facts', ask: `where does ${sampleTitle} meet?` },
      { kind: 'availability', ask: 'when can we go?' },
    ],
    [
      { kind: 'search', ask: 'tours in Kyoto' },
      { kind: 'availability', ask: 'is the first one available tomorrow for 4 people?' },
    ],
    [{ kind: 'policy and help', ask: 'What is your cancellation policy?' }],
    [{ kind: 'policy and help', ask: 'how do I book?' }],
    [{ kind: 'policy and help', ask: 'can I talk to a human' }],
    [{ kind: 'policy and help', ask: 'hello!' }],
    [{ kind: 'my bookings', ask: 'when is my tour?', as: 'traveller' }],
    [{ kind: 'my bookings', ask: 'Can I cancel my booking for free?' }],
    [{ kind: 'search', ask: 'What tours do you have in Osaka?' }],
    [{ kind: 'family search', ask: 'Which Kyoto tour suits a family with a young child?' }],
    [{ kind: 'family search', ask: 'What can I do in Tokyo with kids?' }],
    [{ kind: 'page content', ask: 'What should I wear to a temple?' }],
    [{ kind: 'page content', ask: 'When is the best season for Kyoto?' }],
    [{ kind: 'page content', ask: 'Are your guides licensed?' }],
    [{ kind: 'out of scope', ask: 'Can you book my hotel in Kyoto?' }],
    [{ kind: 'out of scope', ask: 'Do you sell JR passes?' }],
    // The searches that fall back (every word, then any; a window of the day), a tour's own line, the
    // facts of one's next tour, a subject we do not offer.
    [{ kind: 'search', ask: 'any sake or beer tastings?' }],
    [{ kind: 'search', ask: 'i have a free afternoon in kyoto from 1pm to 6pm, what fits?' }],
    [{ kind: 'tour facts', ask: `is the ${sampleTitle} tour ok for someone with bad knees?` }],
    [{ kind: 'my bookings', ask: 'how long is my next tour?', as: 'traveller' }],
    [{ kind: 'out of scope', ask: 'buy me two tickets for the ghibli museum' }],
  ];
}

function percentile(sorted: number[], p: number): number {
  return Number(sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!.toFixed(1));
}

function summary(ms: number[]) {
  const sorted = [...ms].sort((a, b) => a - b);
  return {
    answers: sorted.length,
    p50: percentile(sorted, 50),
    p90: percentile(sorted, 90),
    p99: percentile(sorted, 99),
    max: Number(sorted.at(-1)!.toFixed(1)),
  };
}

async function speed() {
  const fresh = !keep || !existsSync(bulkDir);
  if (fresh) {
    rmSync(bulkDir, { recursive: true, force: true });
    mkdirSync(bulkDir, { recursive: true, mode: 0o755 });
    console.log(`Seeding ${bulkTours} tours into ${bulkDir} ...`);
    execFileSync('npx', ['tsx', 'bench/bulk-seed.ts', '--tours', String(bulkTours)], {
      cwd: root,
      stdio: 'inherit',
      env: {
        ...process.env,
        DATA_DIR: bulkDir,
        SEED_DEMO: 'false',
        BACKUP_NIGHTLY: 'false',
        LOG_LEVEL: 'warn',
      },
    });
  }
  const { database, config } = await open(bulkDir, false);
  const toolsFor = toolsOver(database, config);
  const { rows: counts } = await database.pool.query<{ tours: number }>(
    'SELECT count(*)::int AS tours FROM tours',
  );
  // A tour named by its title, as a traveller would: one whose title no other generated tour shares.
  const { rows: samples } = await database.pool.query<{ title: string }>(
    'SELECT title FROM tours GROUP BY title HAVING count(*) = 1 ORDER BY title LIMIT 1',
  );
  const sample = samples[0];
  const { rows: users } = await database.pool.query<{ id: string }>('SELECT id FROM users LIMIT 1');
  const visitor = toolsFor(null);
  const traveller = toolsFor({
    userId: users[0]?.id ?? '00000000-0000-4000-8000-000000000000',
    sessionId: 'bench',
    role: 'user',
  } as Viewer);
  const mix = speedMix(sample?.title ?? 'a tour');

  const assistant = createBuiltinAssistant();
  const timings: { kind: SpeedKind; ms: number }[] = [];
  for (let round = -2; round < rounds; round++) {
    for (const conversation of mix) {
      let state: unknown = null;
      for (const turn of conversation) {
        const started = performance.now();
        const reply = await assistant.reply({
          message: turn.ask,
          history: [],
          state,
          tools: turn.as === 'traveller' ? traveller : visitor,
          signal: new AbortController().signal,
        });
        const ms = performance.now() - started;
        state = reply.state;
        // The first two rounds warm the JIT, the pool and PostgreSQL's caches.
        if (round >= 0) timings.push({ kind: turn.kind, ms });
        if (round === 0 && process.env.BENCH_SHOW === 'true') console.log(`> ${turn.ask}\n${reply.text}\n`);
      }
    }
  }
  await database.close();
  if (!keep) rmSync(bulkDir, { recursive: true, force: true });
  const kinds = [...new Set(timings.map((timing) => timing.kind))];
  return {
    tours: counts[0]?.tours ?? 0,
    overall: summary(timings.map((timing) => timing.ms)),
    byKind: kinds.map((kind) => ({
      kind,
      ...summary(timings.filter((t) => t.kind === kind).map((t) => t.ms)),
    })),
  };
}

async function main() {
  const started = performance.now();
  console.log(
    `Evaluation set: ${questionCount} questions in ${evaluationSet.length} conversations, on the demo catalog ...`,
  );
  const graded = parts.includes('quality') ? await quality() : undefined;
  const timed = parts.includes('speed') ? await speed() : undefined;

  console.log(
    `\nBuilt-in assistant, ${os.cpus().length} CPUs, load average ${os
      .loadavg()
      .map((v) => v.toFixed(2))
      .join(' ')}\n`,
  );
  if (graded) {
    const percent = (share: number) => `${(share * 100).toFixed(1)}%`;
    console.log('| kind | asked | right | share |\n|---|---|---|---|');
    for (const row of graded.byKind) {
      console.log(`| ${row.kind} | ${row.asked} | ${row.right} | ${percent(row.share)} |`);
    }
    console.log(`| all | ${graded.asked} | ${graded.right} | ${percent(graded.share)} |`);
    console.log(`\nAnswered right: ${graded.right} of ${graded.asked} (${percent(graded.share)})`);
    for (const set of graded.blind) {
      if (set.asked === 0) continue;
      console.log(
        `\n${set.name}: ${set.right} of ${set.asked} (${percent(set.asked > 0 ? set.right / set.asked : 0)})`,
      );
      console.log(`\n| ${set.name} kind | asked | right | share |\n|---|---|---|---|`);
      for (const row of set.byKind) {
        if (row.asked > 0)
          console.log(`| ${row.kind} | ${row.asked} | ${row.right} | ${percent(row.right / row.asked)} |`);
      }
    }
    if (graded.misses.length > 0) {
      console.log('\nMisses:');
      for (const miss of graded.misses) {
        console.log(`- [${miss.kind}: ${miss.conversation}] "${miss.ask}": ${miss.problems.join('; ')}`);
        console.log(`    ${miss.reply.replace(/\n/g, '\n    ')}`);
      }
    }
  }
  if (timed) {
    console.log(`\nLatency on ${timed.tours} tours, one answer at a time (${rounds} rounds of the mix):\n`);
    console.log('| kind | answers | p50 ms | p90 ms | p99 ms | max ms |\n|---|---|---|---|---|---|');
    for (const row of [{ kind: 'all', ...timed.overall }, ...timed.byKind]) {
      console.log(`| ${row.kind} | ${row.answers} | ${row.p50} | ${row.p90} | ${row.p99} | ${row.max} |`);
    }
  }
  console.log(`\nTotal ${((performance.now() - started) / 1000).toFixed(0)} s.`);
  if (only) return;
  mkdirSync(path.join(here, 'results'), { recursive: true });
  writeFileSync(
    path.join(here, 'results', 'assistant-latest.json'),
    `${JSON.stringify({ at: new Date().toISOString(), quality: graded, latency: timed }, null, 2)}\n`,
  );
}

await main();
