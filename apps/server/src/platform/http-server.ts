import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from '../config.ts';
import { answerFrameworkError } from './error-handler.ts';
import { rewriteKarvaanUrl } from './karvaan-edge.ts';

/**
 * The Fastify instance with its server options: zod validates and serialises every route, and each
 * request keeps the id a proxy gave it (or gets one), echoed in `x-request-id` and in its log lines.
 */
export function createHttpServer(config: Config, logger?: FastifyBaseLogger): FastifyInstance {
  const app = Fastify({
    ...(logger ? { loggerInstance: logger } : { logger: false }),
    genReqId: (request) => {
      const incoming = request.headers['x-request-id'];
      return typeof incoming === 'string' && /^[\w-]{1,64}$/.test(incoming) ? incoming : randomUUID();
    },
    trustProxy: config.TRUST_PROXY,
    bodyLimit: 1024 * 1024,
    routerOptions: { maxParamLength: 200 },
    frameworkErrors: answerFrameworkError,
    // The Karvaan Tours client's edge (`/karvaan/api/...`) is routed as our own paths: see karvaan-edge.ts.
    rewriteUrl: rewriteKarvaanUrl,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // The hooks that run for every request take `done` rather than being async: an async hook costs a
  // promise and a turn of the microtask queue on each request, about three times a callback's (decision 93).
  app.addHook('onSend', (request, reply, payload, done) => {
    reply.header('x-request-id', request.id);
    done(null, payload);
  });
  return app;
}
