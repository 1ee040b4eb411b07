import type { AppModule } from '../../platform/app-module.ts';
import type { KarvaanEdge } from '../../platform/karvaan-edge.ts';
import { ratingRoutes } from './ratings.ts';

/**
 * The Karvaan Tours client's dialect (platform/karvaan-edge.ts): which of our routes it calls, how its
 * requests read in our names and which of its names our answers gain. The translations themselves are
 * declared in contracts, beside the schema each one translates.
 */
export const registerKarvaanClientModule: AppModule<{ edge: KarvaanEdge }> = async (_app, { edge }) => {
  for (const route of [...ratingRoutes]) edge.adapt(route);
};
