import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import sharp from 'sharp';
import { AppError, validationFailed } from '../errors.ts';
import { type ImageKind, sniffImage } from './sniff.ts';

const accepted: Record<ImageKind, string> = {
  jpeg: 'JPEG',
  png: 'PNG',
  gif: 'GIF',
  webp: 'WebP',
  avif: 'AVIF',
};

export const tooLarge = (maxBytes: number) =>
  new AppError(
    413,
    'PAYLOAD_TOO_LARGE',
    `The image is larger than ${Math.round(maxBytes / (1024 * 1024))} MB.`,
  );

const unsupported = (kinds: ImageKind[]) =>
  new AppError(
    415,
    'UNSUPPORTED_MEDIA_TYPE',
    `That file is not an image we can use. Upload a ${kinds.map((k) => accepted[k]).join(', ')} picture.`,
  );

/**
 * The one file of a multipart request, read while streaming with a byte limit (a bigger upload is cut
 * off early, never held whole), then judged by its content: its bytes must be an accepted kind that sharp
 * can decode. Names and declared types are ignored.
 */
export async function readImageUpload(
  request: FastifyRequest,
  options: { field: string; maxBytes: number; kinds: ImageKind[] },
): Promise<Buffer> {
  let file: MultipartFile | undefined;
  try {
    file = await request.file({ limits: { fileSize: options.maxBytes, files: 1, fields: 5 } });
  } catch (error) {
    throw rejectionOf(error, options.maxBytes);
  }
  if (!file)
    throw validationFailed(`Attach an image in the "${options.field}" field.`, {
      [options.field]: 'Required',
    });
  if (file.fieldname !== options.field) {
    file.file.resume();
    throw validationFailed(`Attach the image in the "${options.field}" field.`, {
      [options.field]: 'Required',
    });
  }

  let bytes: Buffer;
  try {
    bytes = await file.toBuffer();
  } catch (error) {
    throw rejectionOf(error, options.maxBytes);
  }
  if (bytes.length === 0)
    throw validationFailed('The file is empty.', { [options.field]: 'The file is empty' });

  const kind = sniffImage(bytes);
  if (!kind || !options.kinds.includes(kind)) throw unsupported(options.kinds);
  try {
    await sharp(bytes, { failOn: 'error' }).stats();
  } catch {
    throw unsupported(options.kinds);
  }
  return bytes;
}

function rejectionOf(error: unknown, maxBytes: number): unknown {
  const code = (error as { code?: string }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return tooLarge(maxBytes);
  if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT')
    return validationFailed('Too many files in one request.');
  if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE')
    return validationFailed('Send the image as multipart/form-data.');
  return error;
}
