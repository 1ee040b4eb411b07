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

/** Few bytes that unpack into a huge picture: seconds of CPU for an image nobody photographed. */
export const decompressionBomb = () =>
  new AppError(
    413,
    'PAYLOAD_TOO_LARGE',
    'This image unpacks to far more pixels than its file size suggests. Please upload an ordinary photo.',
  );

/** One picture of a user is being encoded already: the next waits for it. */
export const encodeInProgress = () =>
  new AppError(
    429,
    'RATE_LIMITED',
    'Your other picture is still being processed. Try again when it is done.',
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
