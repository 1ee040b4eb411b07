import { z } from 'zod';
import { tourRankings } from '../assistant-tools.ts';
import { factTopics } from './intents.ts';
import type { SearchWishes } from './understand.ts';

/**
 * What the built-in assistant remembers between two questions of a conversation (`AssistantReply.state`):
 * the last search, the tours its last answer listed (for "the second one"), the tour in focus (for
 * "what's included?"), the party and date last spoken of, and what the last answer was about (so "and
 * on Sunday?" repeats an availability question and "and in Osaka?" a search). The state comes back from
 * the database as unknown JSON; anything that does not read as this shape starts a fresh memory.
 */
const tourRef = z.object({
  id: z.string(),
  title: z.string(),
  city: z.string().nullable().default(null),
  /** Per adult, for "cheaper?" and "longer?" over what was shown. */
  price: z.number().optional(),
  currency: z.string().optional(),
  minutes: z.number().nullable().optional(),
});
const party = z.object({
  minors: z.literal(true).optional(),
  adults: z.number().int().min(0),
  children: z.number().int().min(0),
  assumed: z.string().optional(),
});
const dateWish = z.union([
  z.object({ kind: z.literal('day'), date: z.string() }),
  z.object({ kind: z.literal('days'), dates: z.array(z.string()), said: z.string() }),
  z.object({ kind: z.literal('month'), month: z.string() }),
]);
const namedPlace = z.object({ kind: z.enum(['city', 'region']), name: z.string() });
const place = z.union([
  namedPlace,
  z.object({ kind: z.literal('several'), name: z.string(), places: z.array(namedPlace) }),
  z.object({
    kind: z.literal('area'),
    name: z.string(),
    regions: z.array(z.string()),
    from: z.string().optional(),
  }),
]);
const wishes = z.object({
  place: place.optional(),
  category: z.string().optional(),
  budget: z
    .object({
      min: z.number().optional(),
      max: z.number().optional(),
      sort: z.enum(['price-asc', 'price-desc']).optional(),
      total: z.boolean().optional(),
      strict: z.boolean().optional(),
      currency: z.string().optional(),
    })
    .optional(),
  duration: z.object({ min: z.number().optional(), max: z.number().optional(), said: z.string() }).optional(),
  date: dateWish.optional(),
  party: party.optional(),
  familyFriendly: z.boolean().optional(),
  familyAsked: z.boolean().optional(),
  gentle: z.boolean().optional(),
  handsOn: z.boolean().optional(),
  sober: z.boolean().optional(),
  groupCap: z.number().int().min(1).max(50).optional(),
  teens: z.boolean().optional(),
  adultsOnly: z.boolean().optional(),
  childrenFree: z.boolean().optional(),
  text: z.string().optional(),
  anyWord: z.boolean().optional(),
  included: z.string().optional(),
  notText: z.string().optional(),
  notPlaces: z.array(namedPlace).optional(),
  notCategory: z.string().optional(),
  ranking: z.enum(tourRankings).optional(),
  language: z.string().optional(),
  start: z
    .object({
      from: z.string().optional(),
      to: z.string().optional(),
      endsBy: z.string().optional(),
      said: z.string(),
    })
    .optional(),
});

export const subjects = [
  'search',
  'facts',
  'availability',
  'price',
  'bookings',
  'cancelling',
  /** Someone else's bookings were asked for, and refused. */
  'othersData',
  'other',
] as const;
export type Subject = (typeof subjects)[number];

const memorySchema = z.object({
  search: wishes.optional(),
  listed: z.array(tourRef).max(10).default([]),
  /** Every tour the last search has shown so far, for "show me more". */
  shown: z.array(z.string()).max(30).default([]),
  focus: tourRef.optional(),
  party: party.optional(),
  date: dateWish.optional(),
  subject: z.enum(subjects).optional(),
  /** The facts last asked of the tour in focus: "is the ferry included?" then "and lunch?" asks it again. */
  topics: z.array(z.enum(factTopics)).optional(),
});

export type TourRef = z.infer<typeof tourRef>;
export type Memory = z.infer<typeof memorySchema>;
// Every wish the reader produces must be kept: `recall` would silently drop a field missing from the
// schema. This fails to compile when SearchWishes gains one the schema lacks.
const _everyWishKept: Record<Exclude<keyof SearchWishes, keyof z.infer<typeof wishes>>, never> = {};

export function recall(state: unknown): Memory {
  const parsed = memorySchema.safeParse(state ?? {});
  return parsed.success ? parsed.data : { listed: [], shown: [] };
}

/** A shown tour as the memory keeps it. */
export function remember(tour: {
  id: string;
  title: string;
  city: string | null;
  priceNumber: number;
  currency: string;
  durationMinutes: number | null;
}): TourRef {
  return {
    id: tour.id,
    title: tour.title,
    city: tour.city,
    price: tour.priceNumber,
    currency: tour.currency,
    minutes: tour.durationMinutes,
  };
}
