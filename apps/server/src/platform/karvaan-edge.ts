import { type KarvaanContext, karvaanEdgePrefix } from '@tabi/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest, HTTPMethods } from 'fastify';
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

export type KarvaanRoute = {
  method: HTTPMethods;
  /** Our route, as declared (`/api/bookings/:id/cancel`). */
  url: string;
  /** The aliases in words, for the OpenAPI document (`x-karvaan-client`). */
  aliases: string;
  /** The old request body in our names; runs before validation, so it sees what the client sent. */
  body?: (body: unknown, request: FastifyRequest) => unknown;
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

  app.addHook('preValidation', async (request) => {
    const route = routeOf(request);
    if (!route) return;
    if (route.body) request.body = route.body(request.body, request);
    if (route.query) request.query = route.query({ ...(request.query as Record<string, unknown>) }, request);
  });

  app.addHook('onSend', async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    const route = routeOf(request);
    if (!route?.answer || typeof payload !== 'string' || reply.statusCode >= 300) return payload;
    if (!String(reply.getHeader('content-type') ?? '').startsWith('application/json')) return payload;
    const context = { origin: `${request.protocol}://${request.host}` };
    return JSON.stringify(await route.answer(JSON.parse(payload), context, request));
  });

  return {
    adapt(route) {
      adapted.set(routeKey(route.method, route.url), route);
    },
    routes: () => adapted,
  };
}

/**
 * A route's `onRequest` for a call only the old client makes (a path we never had): it answers 404 on
 * `/api`, so our own API is the same with or without the edge.
 */
export async function onlyThroughKarvaanEdge(request: FastifyRequest): Promise<void> {
  if (!cameThroughKarvaanEdge(request))
    throw notFound(`No such endpoint: ${request.method} ${request.url.split('?')[0]}`);
}
