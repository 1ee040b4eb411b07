/**
 * Renders, encodes and stores the demo catalog's illustrations; shared by the demo seed and the bulk
 * generator (bench/bulk-seed.ts).
 */
import { type IllustrationKind, illustrationSvg } from '@tabi/demo-catalog';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import type { Db } from '../db/client.ts';
import { images } from '../db/schema/index.ts';
import { type EncodedImage, encodeImage } from '../platform/images/encode.ts';

export type IllustrationRef = { kind: IllustrationKind; seed: string };

export const illustrationKey = (ref: IllustrationRef) => `${ref.kind}:${ref.seed}`;

/**
 * Encoded pictures by key, kept for the life of the process: rendering and WebP encoding are the slow
 * part of seeding (about a quarter of a second each), and a second seeding in the same process (tests
 * that seed several databases) then costs nothing. The set is small and fixed, so this cannot grow.
 */
const encoded = new Map<string, Promise<EncodedImage>>();

/**
 * A lossless PNG of the illustration, ready for `encodeImage` (which makes the WebP that is served).
 * Low zlib effort: the bytes are decoded once more right away, so speed matters more than size.
 */
function renderIllustration(ref: IllustrationRef): Promise<Buffer> {
  return sharp(Buffer.from(illustrationSvg(ref.kind, ref.seed)))
    .png({ compressionLevel: 1 })
    .toBuffer();
}

function encodeIllustration(ref: IllustrationRef): Promise<EncodedImage> {
  const key = illustrationKey(ref);
  let pending = encoded.get(key);
  if (!pending) {
    pending = renderIllustration(ref).then(encodeImage);
    // A failure must not be remembered: the next attempt renders again.
    pending.catch(() => encoded.delete(key));
    encoded.set(key, pending);
  }
  return pending;
}

/**
 * Encodes each distinct picture once, `concurrency` at a time: sharp already spreads one encode over
 * the cores, so a small number keeps the machine responsive while still overlapping render and encode.
 */
export async function encodeIllustrations(
  refs: readonly IllustrationRef[],
  concurrency = 2,
): Promise<Map<string, EncodedImage>> {
  const distinct = [...new Map(refs.map((ref) => [illustrationKey(ref), ref])).values()];
  const result = new Map<string, EncodedImage>();
  let next = 0;
  const worker = async () => {
    while (next < distinct.length) {
      const ref = distinct[next++]!;
      result.set(illustrationKey(ref), await encodeIllustration(ref));
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, distinct.length) }, worker));
  return result;
}

/** The subset of Db (or a transaction of it) that inserting needs. */
export type Inserter = Pick<Db, 'insert'>;

/**
 * Stores the pictures in one statement and answers their ids by key. A picture already stored (same
 * content hash, e.g. after a re-seed) is reused, as the uploads repository does.
 */
export async function storeImages(
  db: Inserter,
  pictures: Map<string, EncodedImage>,
): Promise<Map<string, string>> {
  const entries = [...pictures.entries()];
  if (entries.length === 0) return new Map();
  // One row per content hash: ON CONFLICT DO UPDATE may not touch the same row twice in a statement.
  const unique = [...new Map(entries.map(([, picture]) => [picture.contentHash, picture])).values()];
  const rows = await db
    .insert(images)
    .values(unique)
    .onConflictDoUpdate({ target: images.contentHash, set: { contentHash: sql`excluded.content_hash` } })
    .returning({ id: images.id, contentHash: images.contentHash });
  const idByHash = new Map(rows.map((row) => [row.contentHash, row.id]));
  return new Map(entries.map(([key, picture]) => [key, idByHash.get(picture.contentHash)!]));
}
