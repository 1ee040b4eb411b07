import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyContextConfig, FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** The OpenAPI document (built from the routes' zod schemas) at /api/docs/json, browsable at /api/docs. */
export async function registerApiDocs(app: FastifyInstance, version: string): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Tabi Tours API',
        version,
        description:
          'Every answer is JSON. Errors: `{ success: false, message, code, fieldErrors?, details? }` with the HTTP status. Lists: `{ success, data, count, total, page, pages }`.',
      },
      servers: [{ url: '/' }],
      // Routes that need a session name this scheme: the token from sign-in, as `Authorization: Bearer`.
      components: {
        securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    transform: jsonSchemaTransform,
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
