import { createHash } from 'node:crypto';
import { limits } from '@tabi/contracts';
import sharp from 'sharp';

export type EncodedImage = {
  contentHash: string;
  data: Buffer;
  thumb: Buffer;
  width: number;
  height: number;
  thumbWidth: number;
  thumbHeight: number;
};

/**
 * Re-encodes any image sharp can read to WebP: orientation applied, metadata (EXIF, GPS) dropped,
 * longest side at most `limits.imageMaxSide`, plus a thumbnail. Only the first frame of an animation is kept.
 */
export async function encodeImage(input: Buffer): Promise<EncodedImage> {
  const contentHash = createHash('sha256').update(input).digest('hex');
  const base = () => sharp(input, { animated: false, failOn: 'error' }).rotate();

  const full = await base()
    .resize(limits.imageMaxSide, limits.imageMaxSide, { fit: 'inside', withoutEnlargement: true })
    .webp({ quality: 80, effort: 4 })
    .toBuffer({ resolveWithObject: true });
  const thumb = await base()
    .resize(limits.thumbMaxSide, limits.thumbMaxSide, { fit: 'inside', withoutEnlargement: true })
    .webp({ quality: 72, effort: 4 })
    .toBuffer({ resolveWithObject: true });

  return {
    contentHash,
    data: full.data,
    thumb: thumb.data,
    width: full.info.width,
    height: full.info.height,
    thumbWidth: thumb.info.width,
    thumbHeight: thumb.info.height,
  };
}

/** A square crop around the subject (avatars): `side` px, and a quarter-size thumbnail. */
export async function encodeSquareImage(input: Buffer, side: number): Promise<EncodedImage> {
  const contentHash = createHash('sha256').update(input).update(`square:${side}`).digest('hex');
  const square = (size: number, quality: number) =>
    sharp(input, { animated: false, failOn: 'error' })
      .rotate()
      .resize(size, size, { fit: 'cover', position: 'attention' })
      .webp({ quality, effort: 4 })
      .toBuffer({ resolveWithObject: true });
  const [full, thumb] = await Promise.all([square(side, 82), square(Math.round(side / 4), 75)]);
  return {
    contentHash,
    data: full.data,
    thumb: thumb.data,
    width: full.info.width,
    height: full.info.height,
    thumbWidth: thumb.info.width,
    thumbHeight: thumb.info.height,
  };
}

export const imageUrl = (id: string) => `/uploads/${id}.webp`;
export const thumbUrl = (id: string) => `/uploads/${id}-thumb.webp`;
