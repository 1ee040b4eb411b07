import { and, eq, inArray, lt, notExists, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { images, reviews, tourImages, users } from '../../db/schema/index.ts';
import type { EncodedImage } from '../../platform/images/encode.ts';

export type StoredImage = { id: string; width: number; height: number };

export function createUploadsRepository(db: Db) {
  return {
    /**
     * Stores an encoded image once per content hash and answers the stored row either way. Uploading
     * bytes stored already renews their `createdAt`: the orphan sweep counts its grace from the last
     * upload, so a picture uploaded again is not swept before the form that uploaded it is saved.
     */
    async save(image: EncodedImage): Promise<StoredImage> {
      const [row] = await db
        .insert(images)
        .values(image)
        .onConflictDoUpdate({ target: images.contentHash, set: { createdAt: sql`now()` } })
        .returning({ id: images.id, width: images.width, height: images.height });
      return row!;
    },

    async findIdByHash(contentHash: string): Promise<string | undefined> {
      const [row] = await db
        .select({ id: images.id })
        .from(images)
        .where(eq(images.contentHash, contentHash));
      return row?.id;
    },

    /** Which of these ids are stored images. */
    async existingIds(ids: readonly string[]): Promise<Set<string>> {
      if (ids.length === 0) return new Set();
      const rows = await db
        .select({ id: images.id })
        .from(images)
        .where(inArray(images.id, [...ids]));
      return new Set(rows.map((row) => row.id));
    },

    /**
     * Deletes the images uploaded before `uploadedBefore` that nothing shows: no tour, no review, no
     * avatar (stored as its url, `imageUrl`). Answers how many went.
     */
    async deleteOrphans(uploadedBefore: Date): Promise<number> {
      const deleted = await db
        .delete(images)
        .where(
          and(
            lt(images.createdAt, uploadedBefore),
            notExists(db.select().from(tourImages).where(eq(tourImages.imageId, images.id))),
            notExists(db.select().from(reviews).where(eq(reviews.imageId, images.id))),
            notExists(
              db
                .select()
                .from(users)
                .where(eq(users.avatar, sql`'/uploads/' || ${images.id} || '.webp'`)),
            ),
          ),
        )
        .returning({ id: images.id });
      return deleted.length;
    },

    async findBytes(id: string, variant: 'full' | 'thumb'): Promise<Buffer | undefined> {
      const [row] = await db
        .select({ bytes: variant === 'full' ? images.data : images.thumb })
        .from(images)
        .where(eq(images.id, id));
      return row?.bytes;
    },
  };
}

export type UploadsRepository = ReturnType<typeof createUploadsRepository>;
