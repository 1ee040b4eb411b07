import { createHash } from 'node:crypto';
import { limits } from '@tabi/contracts';
import sharp, { type OutputInfo, type Sharp } from 'sharp';
import { tooManyPixels, unreadableImage } from './errors.ts';

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

/** The two sizes every stored image has; sharp drops metadata (EXIF, GPS) unless told to keep it. */
async function encodePair(
  contentHash: string,
  full: () => Promise<{ data: Buffer; info: OutputInfo }>,
  thumb: () => Promise<{ data: Buffer; info: OutputInfo }>,
): Promise<EncodedImage> {
  try {
    const [large, small] = await Promise.all([full(), thumb()]);
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
export function encodeImage(input: Buffer): Promise<EncodedImage> {
  const inside = (side: number, quality: number) => () =>
    decode(input)
      .resize(side, side, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality, effort: 4 })
      .toBuffer({ resolveWithObject: true });
  return encodePair(contentHashOf(input), inside(limits.imageMaxSide, 80), inside(limits.thumbMaxSide, 72));
}

/** A square crop around the subject (avatars): `side` px, and a quarter-size thumbnail. */
export function encodeSquareImage(input: Buffer, side: number): Promise<EncodedImage> {
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

export const imageUrl = (id: string) => `/uploads/${id}.webp`;
export const thumbUrl = (id: string) => `/uploads/${id}-thumb.webp`;
