import { idSchema, limits, localDateSchema, policy } from '@tabi/contracts';
import { z } from 'zod';
import { AppError } from '../errors.ts';
import { type AssistantTools, tourSearchSorts } from './assistant-tools.ts';

/**
 * The functions a language model may call, declared once: each has a zod schema that both validates the
 * model's arguments and becomes the JSON Schema the model is shown, so the two cannot disagree.
 * Every result is JSON data for the model to read, never text for it to obey.
 */

const tourId = idSchema.describe('The id of a tour, exactly as search_tours answered it');
const partySize = z.number().int().min(0).max(limits.bookingMaxParticipants);
/** Bounded so the schema the model sees states a plausible range (a month), not 2^53. */
const minutes = z
  .number()
  .int()
  .min(0)
  .max(30 * 24 * 60);
const clock = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, { message: 'must be a time as HH:MM' });

const searchToursArguments = z.strictObject({
  text: z
    .string()
    .max(limits.searchMaxLength)
    .optional()
    .describe(
      'Free words matched against title, category, place, description, highlights, inclusions and meeting point (e.g. "tea ceremony", "lunch")',
    ),
  anyWord: z
    .boolean()
    .optional()
    .describe(
      'The words are alternatives ("sake beer"): when no tour holds them all, tours holding any of them',
    ),
  included: z
    .string()
    .max(limits.searchMaxLength)
    .optional()
    .describe('Words the tour\'s inclusions must hold, e.g. "lunch" for tours with lunch included'),
  city: z.string().max(100).optional().describe('A city, e.g. "Kyoto"'),
  region: z.string().max(100).optional().describe('A region or prefecture, e.g. "Hokkaido"'),
  category: z.string().max(100).optional().describe('A category, e.g. "Food & Drink"'),
  excludeText: z
    .string()
    .max(limits.searchMaxLength)
    .optional()
    .describe(
      'Words the traveller does not want: tours whose name, story or highlights hold any of them are left out (e.g. "temples shrines")',
    ),
  excludePlaces: z
    .array(z.string().max(100))
    .max(10)
    .optional()
    .describe('Cities or regions to leave out, e.g. ["Tokyo", "Osaka"]'),
  excludeCategory: z.string().max(100).optional().describe('A category to leave out, e.g. "Food & Drink"'),
  minPrice: z.number().min(0).optional().describe('Lowest price per adult'),
  maxPrice: z.number().min(0).optional().describe('Highest price per adult'),
  minDurationMinutes: minutes.optional(),
  maxDurationMinutes: minutes.optional(),
  maxGroupSize: z
    .number()
    .int()
    .min(1)
    .optional()
    .describe('Tours that take at most this many travellers per departure: small groups'),
  startsFrom: clock.optional().describe('HH:MM, Japan time: tours starting at or after this time'),
  startsBefore: clock.optional().describe('HH:MM, Japan time: tours starting before this time'),
  endsBy: clock.optional().describe('HH:MM, Japan time: tours that are over by this time'),
  date: localDateSchema.optional().describe('YYYY-MM-DD: only tours bookable that day for the whole party'),
  month: z
    .string()
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, { message: 'must be a month as YYYY-MM' })
    .optional()
    .describe('YYYY-MM: only tours with a bookable departure that month for the whole party'),
  adults: partySize.optional().describe('Adults in the party (default 1); prices are then given for it'),
  children: partySize.optional().describe('Children in the party; adults-only tours are then left out'),
  familyFriendly: z
    .boolean()
    .optional()
    .describe(
      'Only tours that suit children: not adults only, not Nightlife, starting before 17:00, at most 9 hours',
    ),
  adultsOnly: z.boolean().optional().describe('Only the tours that take no children at all'),
  childrenFree: z.boolean().optional().describe('Only the tours children join for free'),
  sort: z.enum(tourSearchSorts).optional(),
  limit: z.number().int().min(1).max(10).optional().describe('How many tours (default 5, at most 10)'),
});

const availabilityArguments = z
  .strictObject({
    tourId,
    from: localDateSchema.describe('First day, YYYY-MM-DD'),
    to: localDateSchema.describe(
      `Last day, YYYY-MM-DD, at most ${policy.availabilityMaxDays} days after from`,
    ),
  })
  .refine(({ from, to }) => to >= from, { message: 'to must be on or after from', path: ['to'] })
  .refine(({ from, to }) => daysBetween(from, to) < policy.availabilityMaxDays, {
    message: `ask for at most ${policy.availabilityMaxDays} days at once`,
    path: ['to'],
  });

const nextFreeDatesArguments = z.strictObject({
  tourId,
  after: localDateSchema.optional().describe('YYYY-MM-DD to start from (default today)'),
  count: z.number().int().min(1).max(10).optional().describe('How many dates (default 5)'),
  seats: z.number().int().min(1).max(limits.bookingMaxParticipants).optional().describe('Seats needed'),
});

const noArguments = z.strictObject({});

function daysBetween(from: string, to: string) {
  return (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000;
}

type ToolDefinition<Schema extends z.ZodType> = {
  description: string;
  parameters: Schema;
  run: (tools: AssistantTools, args: z.output<Schema>) => Promise<unknown>;
};

const define = <Schema extends z.ZodType>(definition: ToolDefinition<Schema>) => definition;

const definitions = {
  search_tours: define({
    description:
      'Find public Tabi Tours tours by place, category, price, duration, date or month, party and family ' +
      'wishes. Answers each tour with its id, url, price per adult (and partyPrice for a party), rating, ' +
      'duration, languages, child price share (0 means children go free) and adultsOnly (no children at ' +
      'all). When nothing matches a place or category, it also answers catalogPlaces: ' +
      'the spellings the catalog knows, to search again with.',
    parameters: searchToursArguments,
    run: async (tools, search) => {
      const found = await tools.searchTours(search);
      const filteredByName = Boolean(search.city || search.region || search.category);
      return found.total === 0 && filteredByName ? { ...found, catalogPlaces: await tools.places() } : found;
    },
  }),
  tour_details: define({
    description:
      "One tour's facts: description, highlights, what is included and excluded, meeting point, " +
      'departure days and time, languages, rating, child price share (0 means children go free) and ' +
      'adultsOnly (a booking with children is refused).',
    parameters: z.strictObject({ tourId }),
    run: async (tools, { tourId }) => (await tools.tourDetails(tourId)) ?? notFound,
  }),
  availability: define({
    description:
      `Seats left and whether each day from..to can be booked (at most ${policy.availabilityMaxDays} days), ` +
      'for one tour. reason says why a day cannot be booked.',
    parameters: availabilityArguments,
    run: async (tools, { tourId, from, to }) => (await tools.availability(tourId, from, to)) ?? notFound,
  }),
  next_free_dates: define({
    description: `The next bookable dates of one tour with enough seats, within ${policy.availabilityMaxDays} days.`,
    parameters: nextFreeDatesArguments,
    run: async (tools, { tourId, ...options }) => ({ dates: await tools.nextFreeDates(tourId, options) }),
  }),
  policies: define({
    description:
      'Our rules and contacts: free cancellation window, booking cut-off, the default child price share, ' +
      "the company's email, phone and address.",
    parameters: noArguments,
    run: async (tools) => tools.policies(),
  }),
  search_content: define({
    description:
      'Search what Tabi Tours publishes: the FAQ, help guides, cancellation and refund policies, terms, ' +
      "privacy, the about, transport, contact and feature pages, and every public tour's description, " +
      'highlights, inclusions and meeting point. Use it for any question about how things work, practical ' +
      'travel advice, what a tour offers or our claims (licensed guides, group sizes). Each hit has the ' +
      'passage text and the url of the page it comes from: answer from the text, and give the url as a link.',
    parameters: z.strictObject({
      question: z
        .string()
        .min(1)
        .max(limits.searchMaxLength)
        .describe("The question, in the traveller's words"),
      source: z.enum(['page', 'tour']).optional().describe('Only our pages, or only tours (default both)'),
      limit: z.number().int().min(1).max(8).optional().describe('How many passages (default 3, at most 8)'),
    }),
    run: async (tools, { question, ...options }) => ({ hits: await tools.searchContent(question, options) }),
  }),
  my_bookings: define({
    description:
      "The signed-in traveller's own upcoming and recent bookings (date, start, meeting point, party, " +
      'total, status, refund, whether cancelling now is free). signedIn is false for a visitor.',
    parameters: noArguments,
    run: async (tools) => {
      const bookings = await tools.myBookings();
      return bookings ? { signedIn: true, bookings } : { signedIn: false, bookings: [] };
    },
  }),
} satisfies Record<string, ToolDefinition<z.ZodType>>;

const notFound = { error: 'No public tour has this id. Use an id from search_tours.' };

export type ToolName = keyof typeof definitions;

/** A function as both SDKs declare it: a name, what it does, and its parameters as JSON Schema. */
export type ToolDeclaration = { name: ToolName; description: string; parameters: Record<string, unknown> };

export const toolDeclarations: ToolDeclaration[] = Object.entries(definitions).map(([name, definition]) => {
  // `$schema` is dropped: local OpenAI-compatible servers turn the schema into a grammar and need none.
  const { $schema: _, ...parameters } = z.toJSONSchema(definition.parameters, { io: 'input' });
  return { name: name as ToolName, description: definition.description, parameters };
});

/** What a function call answers when it could not run: the model reads it and may try again. */
export type ToolError = { error: string };

export const isToolError = (result: unknown): result is ToolError =>
  typeof result === 'object' && result !== null && 'error' in result;

/**
 * Runs one function call of a model. Arguments the model got wrong, an unknown function and a request
 * our own rules refuse (a 4xx `AppError`) come back as `{ error }` for the model to read; only our
 * own failures (a database down) throw.
 */
export async function runTool(tools: AssistantTools, name: string, args: unknown): Promise<unknown> {
  if (!Object.hasOwn(definitions, name)) {
    return { error: `There is no function ${name}. Use one of: ${Object.keys(definitions).join(', ')}.` };
  }
  const definition: ToolDefinition<z.ZodType> = definitions[name as ToolName];
  const parsed = definition.parameters.safeParse(args ?? {});
  if (!parsed.success) {
    const problems = parsed.error.issues.map(
      (issue) => `${issue.path.join('.') || 'arguments'}: ${issue.message}`,
    );
    return { error: `Invalid arguments for ${name}: ${problems.join('; ')}` } satisfies ToolError;
  }
  try {
    return await definition.run(tools, parsed.data);
  } catch (error) {
    // Our services' refusals (a tour archived between two calls answers 404) are facts for the model.
    if (error instanceof AppError && error.statusCode < 500) {
      return { error: error.message } satisfies ToolError;
    }
    throw error;
  }
}

/** A model may ask for several functions at once; more than this in one round are refused, not run. */
export const toolCallsPerRoundMax = 6;

/** Runs one round of function calls, in the order asked, each answering its result or `{ error }`. */
export function runToolCalls(tools: AssistantTools, calls: { name: string; args: unknown }[]) {
  return Promise.all(
    calls.map((call, index) =>
      index < toolCallsPerRoundMax
        ? runTool(tools, call.name, call.args)
        : Promise.resolve({
            error: `At most ${toolCallsPerRoundMax} function calls at once.`,
          } satisfies ToolError),
    ),
  );
}
