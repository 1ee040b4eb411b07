import { policy, type SessionUser } from '@tabi/contracts';
import { decodeJwt } from 'jose';
import { createAssistantToolsFactory } from '../src/modules/assistant/tools/assistant-tools.ts';
import { createBookingsRepository } from '../src/modules/bookings/bookings.repository.ts';
import { type BookingEvents, createBookingsService } from '../src/modules/bookings/bookings.service.ts';
import type { AssistantTools, TourFacts } from '../src/platform/ai/assistant-tools.ts';
import type { Viewer } from '../src/platform/auth/guard.ts';
import { listenForCatalogChanges } from '../src/platform/cache/catalog-changes.ts';
import { createResponseCache } from '../src/platform/cache/response-cache.ts';
import { adminEnv, adminSession, register } from './accounts.ts';
import { createTestApp } from './app.ts';

/** The assistant only reads bookings; a write reaching these would be a bug worth a loud failure. */
const noWrites: BookingEvents = {
  created: () => {
    throw new Error('the assistant booked something');
  },
  statusChanged: () => {
    throw new Error('the assistant changed a booking');
  },
  cancelled: () => {
    throw new Error('the assistant cancelled a booking');
  },
  refundDecided: () => {
    throw new Error('the assistant decided a refund');
  },
};

export type SignedIn = { token: string; user: SessionUser; viewer: Viewer };

type Options = {
  /**
   * The clock of the app and of the tools. The demo season is planned around the real present when it is
   * seeded, so a fake clock should start near `new Date()` (as `createClock()` does).
   */
  now?: () => Date;
  /** More settings for the app (an AI provider's, rate limits). */
  env?: Record<string, string>;
};

/**
 * The real app on its own database with the demo catalog seeded as a first start seeds it (and the test
 * admin account), and the assistant's tools over it, for a visitor (`toolsFor(null)`) or for someone
 * signed in through the API (`signedInViewer()`). One per test file: seeding takes a few seconds.
 */
export async function createAssistantFixture(options: Options = {}) {
  const t = await createTestApp({ ...adminEnv, ...options.env, SEED_DEMO: 'true' }, { now: options.now });
  // The first start seeds the catalog and creates the admin account; the admin then signs in with the key.
  const admin = await adminSession(t.app, t.config, t.database);
  const now = options.now ?? (() => new Date());
  const timezone = t.config.TIMEZONE;
  const currency = t.config.CURRENCY;
  // The same service the bookings module builds (it holds no state), as the app hands it to the assistant.
  const bookings = createBookingsService({
    bookings: createBookingsRepository(t.db, {
      timezone,
      freeCancellationHours: policy.freeCancellationHours,
    }),
    timezone,
    currency,
    now,
    events: noWrites,
  });
  // A catalog cache of its own, emptied by the database's change notices as the platform's is.
  const catalogCache = createResponseCache();
  const catalogChanges = listenForCatalogChanges(t.database.pool, catalogCache.invalidate, {
    warn: () => {},
  });
  await catalogChanges.ready;
  const toolsFor = createAssistantToolsFactory({
    db: t.db,
    bookings,
    timezone,
    currency,
    paysOnline: false,
    now,
    catalogCache,
  });

  return {
    t,
    /** An admin session's token (closing dates, archiving tours). */
    admin,
    bookings,
    toolsFor,
    /** A new account registered through the API: its token and the viewer the app resolves it to. */
    async signedInViewer(values: Partial<{ name: string; email: string }> = {}): Promise<SignedIn> {
      const { token, user } = await register(t.app, values);
      const { sid, sub } = decodeJwt(token);
      if (typeof sid !== 'string' || sub !== user._id) throw new Error('unexpected session token');
      return { token, user, viewer: { sessionId: sid, userId: sub, role: user.role } };
    },
    close: async () => {
      await catalogChanges.stop();
      await t.close();
    },
  };
}

export type AssistantFixture = Awaited<ReturnType<typeof createAssistantFixture>>;

/** The ids an answer links, in order, each written `[title](/tours/<id>)`. */
export const linkedIds = (text: string) =>
  [...text.matchAll(/\[[^\]\n]+\]\(\/tours\/([^)\s]+)\)/g)].map((match) => match[1]!);

/** The facts of every linked tour, from the tools: a link to anything but a public tour fails here. */
export function linkedTours(tools: AssistantTools, text: string): Promise<TourFacts[]> {
  return Promise.all(
    linkedIds(text).map(async (id) => {
      const tour = await tools.tourDetails(id);
      if (!tour) throw new Error(`the answer links /tours/${id}, which is no public tour`);
      return tour;
    }),
  );
}
