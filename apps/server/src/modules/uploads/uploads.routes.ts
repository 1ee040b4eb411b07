import { errorResponseSchema, limits, uploadResponseSchema, uploadsResponseSchema } from '@tabi/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { multipartDocs } from '../../platform/api-docs.ts';
import { allow, signedIn } from '../../platform/auth/guard.ts';
import { notFound } from '../../platform/errors.ts';
import { typed } from '../../platform/http.ts';
import { isUuid } from '../../platform/ids.ts';
import { oneUploadAtATime } from '../../platform/images/encode.ts';
import { readImageUpload, readImageUploads } from '../../platform/images/upload.ts';
import { accountKey, perKey } from '../../platform/rate-limit.ts';
import type { UploadsService } from './uploads.service.ts';

const error = errorResponseSchema;
const fileParams = z.object({ file: z.string() });
const filePattern = /^([0-9a-f-]{36})(-thumb)?\.webp$/i;

const uploadSchema = (summary: string, response: z.ZodType) => ({
  tags: ['uploads'],
  summary,
  consumes: ['multipart/form-data'],
  response: { 200: response, 400: error, 401: error, 413: error, 415: error, 429: error },
});

/**
 * The spec's upload calls (signed-in users; every picture re-encoded to WebP and stored once, each file
 * at most `maxBytes`, the config's UPLOAD_MAX_BYTES) and the stored images themselves, whose bytes never
 * change for an id: cached forever, validated by id.
 */
export function uploadsRoutes(service: UploadsService, { maxBytes }: { maxBytes: number }) {
  return async (fastify: FastifyInstance) => {
    const app = typed(fastify);
    // Per account (not per session or header, which a client can vary): encoding is the most
    // expensive thing a user can ask of the server.
    const uploadLimit = perKey(fastify, 'upload', { max: 120, windowMs: 60 * 60_000, key: accountKey });
    const single = {
      onRequest: allow('user'),
      preHandler: uploadLimit,
      config: { failureMessage: 'Failed to upload image' },
    };

    const uploadOne = async (request: FastifyRequest) => {
      const { userId } = await signedIn(request);
      const bytes = await readImageUpload(request, { field: 'image', maxBytes });
      const [url] = await oneUploadAtATime(userId, () => service.store([bytes]));
      return { success: true as const, url: url! };
    };
    // The spec has two calls for one picture: any picture, and a review's photo. They store alike.
    for (const [path, summary] of [
      ['/api/upload', 'Upload one picture (multipart field `image`)'],
      ['/api/upload/review', 'Upload a review photo (multipart field `image`)'],
    ] as const) {
      app.post(
        path,
        {
          ...single,
          config: { ...single.config, ...multipartDocs('image') },
          schema: uploadSchema(summary, uploadResponseSchema),
        },
        uploadOne,
      );
    }

    app.post(
      '/api/upload/multiple',
      {
        ...single,
        config: { ...single.config, ...multipartDocs('images', limits.uploadMaxFiles) },
        schema: uploadSchema(
          `Upload up to ${limits.uploadMaxFiles} pictures at once (field \`images\`, repeated); all or none are stored`,
          uploadsResponseSchema,
        ),
      },
      async (request) => {
        const { userId } = await signedIn(request);
        const files = await readImageUploads(request, {
          field: 'images',
          maxBytes,
          maxFiles: limits.uploadMaxFiles,
        });
        return { success: true as const, urls: await oneUploadAtATime(userId, () => service.store(files)) };
      },
    );

    app.get(
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
        const bytes = await service.read(id, match[2] ? 'thumb' : 'full');
        if (!bytes) {
          reply.removeHeader('cache-control').removeHeader('etag');
          throw notFound('Image not found');
        }
        return reply.type('image/webp').send(bytes);
      },
    );
  };
}
