import type { AppModule } from '../../platform/app-module.ts';
import { encodeImage } from '../../platform/images/encode.ts';
import { startOrphanImageSweep } from './orphan-sweep.ts';
import { createUploadsRepository, type UploadsRepository } from './uploads.repository.ts';
import { uploadsRoutes } from './uploads.routes.ts';
import { createUploadsService } from './uploads.service.ts';

/**
 * Uploaded pictures: the upload calls, the images themselves, and the sweep of those nothing shows.
 * Provides the image store, where avatars, tours and reviews keep and check their pictures.
 */
export const registerUploadsModule: AppModule<unknown, { images: UploadsRepository }> = async (
  app,
  { db, config, now, log },
) => {
  const images = createUploadsRepository(db);
  const service = createUploadsService({ images, encode: encodeImage });
  const sweep = startOrphanImageSweep({ images, now, log });
  app.addHook('onClose', () => sweep.stop());
  // No prefix: the upload calls are under /api, the images under /uploads.
  await app.register(uploadsRoutes(service, { maxBytes: config.UPLOAD_MAX_BYTES }));
  return { images };
};
