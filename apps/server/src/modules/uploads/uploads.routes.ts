import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { notFound } from '../../platform/errors.ts';
import { typed } from '../../platform/http.ts';
import { isUuid } from '../../platform/ids.ts';
import type { UploadsRepository } from './uploads.repository.ts';

const fileParams = z.object({ file: z.string() });
const filePattern = /^([0-9a-f-]{36})(-thumb)?\.webp$/i;

/** Stored images. Their bytes never change for an id, so they are cached forever and validated by id. */
export function uploadsRoutes(repository: UploadsRepository) {
  return async (fastify: FastifyInstance) => {
    typed(fastify).get(
      '/uploads/:file',
      {
        schema: {
          tags: ['uploads'],
          summary: 'A stored image (`<id>.webp`) or its thumbnail (`<id>-thumb.webp`)',
          params: fileParams,
        },
      },
      async (request, reply) => {
        const match = filePattern.exec(request.params.file);
        const id = match?.[1];
        if (!match || !id || !isUuid(id)) throw notFound('Image not found');
        const etag = `"${request.params.file}"`;
        reply.header('cache-control', 'public, max-age=31536000, immutable').header('etag', etag);
        if (request.headers['if-none-match'] === etag) return reply.status(304).send();
        const bytes = await repository.findBytes(id, match[2] ? 'thumb' : 'full');
        if (!bytes) {
          reply.removeHeader('cache-control').removeHeader('etag');
          throw notFound('Image not found');
        }
        return reply.type('image/webp').send(bytes);
      },
    );
  };
}
