import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * One of our own routes, called as the old client's caller: their session decides what they may do, and
 * our refusals come back as they are. The edge translates; it never decides in our routes' place.
 */
export function asCaller(app: FastifyInstance, request: FastifyRequest) {
  return (method: 'GET' | 'PUT', url: string, payload?: unknown) =>
    app.inject({
      method,
      url,
      headers: { authorization: request.headers.authorization ?? '' },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
}
