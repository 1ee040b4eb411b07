import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

/** Routes files register through this, so params, query and body are typed from their zod schemas. */
export function typed(app: FastifyInstance) {
  return app.withTypeProvider<ZodTypeProvider>();
}
