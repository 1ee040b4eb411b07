import { type KarvaanContext, karvaanEdgePrefix } from '@tabi/contracts';
import type { FastifyInstance, FastifyRequest, HTTPMethods, onRequestHookHandler } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { notFound } from './errors.ts';

/**
 * The Karvaan Tours client's edge (see contracts' karvaan-client.ts). Fastify routes a request under
 * `/karvaan/…` as the same path without the prefix and remembers it came through the edge; an adapted
 * route then reads the old request before validation (its body and query in our names) and adds the old
 * names to its answer after serialisation. Requests on `/api` pass untouched, so our web app's answers
 * stay exactly as they are.
 */
const throughEdge = new WeakSet<object>();

/** Fastify's `rewriteUrl`: strips the edge's prefix and marks the request. */
export function rewriteKarvaanUrl(raw: { url?: string }): string {
  const url = raw.url ?? '/';
  if (url !== karvaanEdgePrefix && !url.startsWith(`${karvaanEdgePrefix}/`)) return url;
  throughEdge.add(raw);
  return url.slice(karvaanEdgePrefix.length) || '/';
}

export function cameThroughKarvaanEdge(request: FastifyRequest): boolean {
  return throughEdge.has(request.raw);
}

/** The origin the client reached us at: its pictures' addresses are made absolute against it. */
export function karvaanContextOf(request: FastifyRequest): KarvaanContext {
  return { origin: `${request.protocol}://${request.host}` };
}

export type KarvaanRoute = {
  method: HTTPMethods;
  /** Our route, as declared (`/api/bookings/:id/cancel`). */
  url: string;
  /** The aliases in words, for the OpenAPI document (`x-karvaan-client`). */
  aliases: string;
  /**
   * What the old client's call takes for granted and ours asks for first (deleting an unread notice
   * reads it): done through our own routes, before validation.
   */
  prepare?: (request: FastifyRequest) => Promise<void>;
  /** The old request body in our names; runs before validation, so it sees what the client sent. */
  body?: (body: unknown, request: FastifyRequest) => unknown | Promise<unknown>;
  /** The old query in our names (what we do not know is dropped, not refused). */
  query?: (query: Record<string, unknown>, request: FastifyRequest) => Record<string, unknown>;
  /** Our successful answer (parsed JSON) with the old names added. */
  answer?: (payload: unknown, context: KarvaanContext, request: FastifyRequest) => unknown | Promise<unknown>;
};

export type KarvaanEdge = {
  /** Adapts one of our routes for the old client. */
  adapt(route: KarvaanRoute): void;
  /** The adapted routes, by `METHOD url`, for the OpenAPI document. */
  routes(): ReadonlyMap<string, KarvaanRoute>;
};

const routeKey = (method: string, url: string) => `${method.toUpperCase()} ${url}`;

/**
 * Registers the edge's hooks. Call it before any plugin that rewrites answers (compression), so an
 * answer is adapted while it is still text.
 */
export function registerKarvaanEdge(app: FastifyInstance): KarvaanEdge {
  const adapted = new Map<string, KarvaanRoute>();
  const routeOf = (request: FastifyRequest) =>
    cameThroughKarvaanEdge(request) && request.routeOptions.url
      ? adapted.get(routeKey(request.method, request.routeOptions.url))
      : undefined;

  /** The request as our route reads it: the edge's checks, then its body and query in our names. */
  async function adaptRequest(request: FastifyRequest, route: KarvaanRoute) {
    await route.prepare?.(request);
    if (route.body) request.body = await route.body(request.body, request);
    if (route.query) request.query = route.query({ ...(request.query as Record<string, unknown>) }, request);
  }

  // Callbacks, not async hooks: they run for every request, and nearly all pass through at once (decision 93).
  app.addHook('preValidation', (request, _reply, done) => {
    const route = routeOf(request);
    if (!route) return done();
    adaptRequest(request, route).then(
      () => done(),
      (error: Error) => done(error),
    );
  });

  /** Our JSON answer in the client's names. */
  async function adaptAnswer(
    request: FastifyRequest,
    answer: NonNullable<KarvaanRoute['answer']>,
    payload: string,
  ) {
    return JSON.stringify(await answer(JSON.parse(payload), karvaanContextOf(request), request));
  }

  app.addHook('onSend', (request, reply, payload, done) => {
    const answer = routeOf(request)?.answer;
    if (!answer || typeof payload !== 'string' || reply.statusCode >= 300) return done(null, payload);
    if (!String(reply.getHeader('content-type') ?? '').startsWith('application/json'))
      return done(null, payload);
    adaptAnswer(request, answer, payload).then(
      (adapted) => done(null, adapted),
      (error: Error) => done(error),
    );
  });

  return {
    adapt(route) {
      adapted.set(routeKey(route.method, route.url), route);
    },
    routes: () => adapted,
  };
}

async function onlyThroughKarvaanEdge(request: FastifyRequest): Promise<void> {
  if (!cameThroughKarvaanEdge(request))
    throw notFound(`No such endpoint: ${request.method} ${request.url.split('?')[0]}`);
}

/**
 * The options of a route for a call only the old client makes (a path we never had), declared at our
 * path: it answers 404 on `/api`, so our own API is the same with or without the edge, and the OpenAPI
 * document lists it at the edge's path (`/karvaan/api/...`). `guard` says who may call it.
 */
export function karvaanOnlyRoute(summary: string, guard: onRequestHookHandler) {
  return {
    onRequest: [onlyThroughKarvaanEdge, guard],
    schema: { tags: ['karvaan-client'], summary: `Karvaan Tours client only. ${summary}` },
    config: {
      swaggerTransform: (input: Parameters<typeof jsonSchemaTransform>[0]) => ({
        ...jsonSchemaTransform(input),
        url: `${karvaanEdgePrefix}${input.url}`,
      }),
    },
  };
}
