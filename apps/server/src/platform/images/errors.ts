import { AppError } from '../errors.ts';
import type { ImageKind } from './sniff.ts';

const kindNames: Record<ImageKind, string> = {
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

export const tooManyPixels = (maxPixels: number) =>
  new AppError(
    413,
    'PAYLOAD_TOO_LARGE',
    `The image has more than ${Math.round(maxPixels / 1_000_000)} megapixels. Please upload a smaller one.`,
  );

export const unsupportedImage = (kinds: readonly ImageKind[]) =>
  new AppError(
    415,
    'UNSUPPORTED_MEDIA_TYPE',
    `That file is not an image we can use. Upload a ${kinds.map((k) => kindNames[k]).join(', ')} picture.`,
  );

/** Bytes that look like an image but cannot be decoded: cut short, corrupt, or a polyglot. */
export const unreadableImage = () =>
  new AppError(
    415,
    'UNSUPPORTED_MEDIA_TYPE',
    'That picture is damaged or incomplete and could not be read. Please try another file.',
  );
