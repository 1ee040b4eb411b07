import type { FastifyInstance } from 'fastify';
import type { AppModule, PlatformDeps } from '../../platform/app-module.ts';
import type { KarvaanEdge } from '../../platform/karvaan-edge.ts';
import { accountDialect } from './account.ts';
import { bookingDialect } from './bookings.ts';
import { consultationDialect } from './consultations.ts';
import { ratingRoutes } from './ratings.ts';
import { tourDialect } from './tours.ts';

export type KarvaanDeps = PlatformDeps & { edge: KarvaanEdge };

/**
 * One area of the old client's calls: adapts our routes it calls (`edge.adapt`) and registers the few
 * calls it makes that we never had, which only translate to ours (`onlyThroughKarvaanEdge`).
 */
export type KarvaanDialect = (app: FastifyInstance, deps: KarvaanDeps) => Promise<void>;

/**
 * The Karvaan Tours client's dialect (platform/karvaan-edge.ts): which of our routes it calls, how its
 * requests read in our names and which of its names our answers gain. The translations themselves are
 * declared in contracts, beside the schema each one translates.
 */
export const registerKarvaanClientModule: AppModule<{ edge: KarvaanEdge }> = async (app, deps) => {
  for (const route of ratingRoutes) deps.edge.adapt(route);
  for (const dialect of [tourDialect, bookingDialect, consultationDialect, accountDialect])
    await dialect(app, deps);
};
