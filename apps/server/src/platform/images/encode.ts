import { createHash } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { limits } from '@tabi/contracts';
import pLimit from 'p-limit';
import sharp, { type OutputInfo, type Sharp } from 'sharp';
import { decompressionBomb, encodeInProgress, tooManyPixels, unreadableImage } from './errors.ts';

export type EncodedImage = {
  contentHash: string;
  data: Buffer;
  thumb: Buffer;
  width: number;
  height: number;
  thumbWidth: number;
  thumbHeight: number;
};

/** SHA-256 of an upload's bytes: the same file uploaded twice is stored once. */
export const contentHashOf = (input: Buffer, variant = '') =>
  createHash('sha256').update(input).update(variant).digest('hex');

/**
 * A decoder for untrusted bytes: orientation applied, only the first frame of an animation, a pixel
 * ceiling against decompression bombs, and corrupt or truncated data refused rather than patched.
 */
const decode = (input: Buffer): Sharp =>
  sharp(input, { animated: false, failOn: 'error', limitInputPixels: limits.imageMaxPixels }).rotate();

/**
 * Pixels per byte of the file above which a large picture is refused before it is decoded: a photo
 * compresses to a few pixels per byte (a 48-megapixel JPEG is 8-12 MB), a flat screenshot to some
 * tens; a 56-megapixel PNG of 175 KB (320 per byte) took 1.4 s of CPU to decode.
 */
const maxPixelsPerByte = 100;
/** Below this, any ratio is cheap enough to decode (16 megapixels of PNG: a few tenths of a second). */
const ratioCheckedFromPixels = 16_000_000;

/** Reads only the header: refuses a small file that would unpack into a huge picture. */
async function refuseBombs(input: Buffer): Promise<void> {
  let pixels = 0;
  try {
    const { width = 0, height = 0 } = await sharp(input).metadata();
    pixels = width * height;
  } catch {
    throw unreadableImage();
  }
  if (pixels > limits.imageMaxPixels) throw tooManyPixels(limits.imageMaxPixels);
  if (pixels > ratioCheckedFromPixels && pixels > maxPixelsPerByte * input.length) throw decompressionBomb();
}

/** Encodes across the process: one per core at a time, so uploads never starve every other request. */
const encodeSlot = pLimit(Math.max(1, availableParallelism()));

/** The two sizes every stored image has; sharp drops metadata (EXIF, GPS) unless told to keep it. */
async function encodePair(
  contentHash: string,
  full: () => Promise<{ data: Buffer; info: OutputInfo }>,
  thumb: () => Promise<{ data: Buffer; info: OutputInfo }>,
): Promise<EncodedImage> {
  try {
    const [large, small] = await encodeSlot(() => Promise.all([full(), thumb()]));
    return {
      contentHash,
      data: large.data,
      thumb: small.data,
      width: large.info.width,
      height: large.info.height,
      thumbWidth: small.info.width,
      thumbHeight: small.info.height,
    };
  } catch (error) {
    // Whatever sharp cannot decode is not an image we can use; the only other refusal is size.
    if (error instanceof Error && /pixel limit/i.test(error.message))
      throw tooManyPixels(limits.imageMaxPixels);
    throw unreadableImage();
  }
}

/**
 * Re-encodes an image to WebP, longest side at most `limits.imageMaxSide`, plus a thumbnail. Each size
 * decodes the original on its own: JPEG shrinks while decoding, so that costs little, and WebP encoding
 * is where the time goes (measured: decoding once and sharing the pixels saved nothing).
 */
export async function encodeImage(input: Buffer): Promise<EncodedImage> {
  await refuseBombs(input);
  const inside = (side: number, quality: number) => () =>
    decode(input)
      .resize(side, side, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality, effort: 4 })
      .toBuffer({ resolveWithObject: true });
  return encodePair(contentHashOf(input), inside(limits.imageMaxSide, 80), inside(limits.thumbMaxSide, 72));
}

/** A square crop around the subject (avatars): `side` px, and a quarter-size thumbnail. */
export async function encodeSquareImage(input: Buffer, side: number): Promise<EncodedImage> {
  await refuseBombs(input);
  const square = (size: number, quality: number) => () =>
    decode(input)
      .resize(size, size, { fit: 'cover', position: 'attention' })
      .webp({ quality, effort: 4 })
      .toBuffer({ resolveWithObject: true });
  return encodePair(
    contentHashOf(input, `square:${side}`),
    square(side, 82),
    square(Math.round(side / 4), 75),
  );
}

/** The users with a picture being encoded in this process: each waits for their own before the next. */
const encodingFor = new Set<string>();

/** Runs a user's upload (one picture or several) unless one of theirs is already being encoded (429). */
export async function oneUploadAtATime<T>(userId: string, work: () => Promise<T>): Promise<T> {
  if (encodingFor.has(userId)) throw encodeInProgress();
  encodingFor.add(userId);
  try {
    return await work();
  } finally {
    encodingFor.delete(userId);
  }
}

export const imageUrl = (id: string) => `/uploads/${id}.webp`;
export const thumbUrl = (id: string) => `/uploads/${id}-thumb.webp`;
