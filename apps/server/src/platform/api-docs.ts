import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyContextConfig, FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import type { KarvaanEdge } from './karvaan-edge.ts';

/**
 * The OpenAPI document (built from the routes' zod schemas) at /api/docs/json, browsable at /api/docs.
 * A route the Karvaan Tours client's edge adapts says how, in `x-karvaan-client`.
 */
export async function registerApiDocs(
  app: FastifyInstance,
  version: string,
  edge: KarvaanEdge,
): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Tabi Tours API',
        version,
        description:
          "Every answer is JSON. Errors: `{ success: false, message, code, fieldErrors?, details? }` with the HTTP status. Lists: `{ success, data, count, total, page, pages }`.\n\nThe Karvaan Tours client (the app the product spec was read off) calls the same routes under `/karvaan/api`: there, a route marked `x-karvaan-client` also reads that client's request shapes and adds its names to the answer, as the mark says. On `/api` nothing changes.",
      },
      servers: [{ url: '/' }],
      // Routes that need a session name this scheme: the token from sign-in, as `Authorization: Bearer`.
      components: {
        securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    transform: jsonSchemaTransform,
    transformObject: (documents) => {
      const document = 'openapiObject' in documents ? documents.openapiObject : documents.swaggerObject;
      for (const route of edge.routes().values()) {
        const path = route.url.replace(/:(\w+)/g, '{$1}');
        const operation = document.paths?.[path]?.[route.method.toLowerCase() as 'get'];
        if (operation) Object.assign(operation, { 'x-karvaan-client': route.aliases });
      }
      return document;
    },
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
}

/**
 * The route config of a multipart upload call, so its document names the file field as a request body
 * (`multipart/form-data`, `field`: binary, up to `maxFiles`). Fastify validates no body for these calls
 * (the files are streamed and judged by the route), so the body exists only in the document.
 */
export function multipartDocs(field: string, maxFiles = 1): Pick<FastifyContextConfig, 'swaggerTransform'> {
  const file = { type: 'string', format: 'binary' };
  return {
    swaggerTransform: (input) => {
      const transformed = jsonSchemaTransform(input);
      const property = maxFiles > 1 ? { type: 'array', items: file, minItems: 1, maxItems: maxFiles } : file;
      const body = { type: 'object', properties: { [field]: property }, required: [field] };
      return { ...transformed, schema: { ...transformed.schema, body } };
    },
  };
}
