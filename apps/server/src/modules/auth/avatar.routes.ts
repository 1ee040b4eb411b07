import { errorResponseSchema, limits, userResponseSchema } from '@tabi/contracts';
import type { FastifyInstance } from 'fastify';
import { multipartDocs } from '../../platform/api-docs.ts';
import { allow, signedIn } from '../../platform/auth/guard.ts';
import { typed } from '../../platform/http.ts';
import { oneUploadAtATime } from '../../platform/images/encode.ts';
import { readImageUpload } from '../../platform/images/upload.ts';
import type { AvatarService } from './avatar.service.ts';

const error = errorResponseSchema;

/** The spec's avatar calls: multipart field `avatar` (JPEG, PNG, WebP or GIF up to 5 MB), and its removal. */
export function avatarRoutes(service: AvatarService) {
  return async (fastify: FastifyInstance) => {
    const app = typed(fastify);

    app.post(
      '/avatar/upload',
      {
        onRequest: allow('user'),
        config: multipartDocs('avatar'),
        schema: {
          tags: ['account'],
          summary: 'Upload a profile photo (multipart field `avatar`)',
          consumes: ['multipart/form-data'],
          response: { 200: userResponseSchema, 400: error, 401: error, 413: error, 415: error },
        },
      },
      async (request) => {
        const viewer = await signedIn(request);
        const bytes = await readImageUpload(request, {
          field: 'avatar',
          maxBytes: limits.avatarMaxBytes,
          kinds: ['jpeg', 'png', 'webp', 'gif'],
        });
        return {
          success: true as const,
          data: await oneUploadAtATime(viewer.userId, () => service.upload(viewer.userId, bytes)),
        };
      },
    );

    app.delete(
      '/avatar/delete',
      {
        onRequest: allow('user'),
        schema: {
          tags: ['account'],
          summary: 'Remove the profile photo',
          response: { 200: userResponseSchema, 401: error },
        },
      },
      async (request) => {
        const viewer = await signedIn(request);
        return { success: true as const, data: await service.remove(viewer.userId) };
      },
    );
  };
}
