import { inArray } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { attachImage, insertReview, insertTour, insertUser } from '../../../test/fixtures.ts';
import { images, tours, users } from '../../db/schema/index.ts';
import { encodeImage, imageUrl } from '../../platform/images/encode.ts';
import { startOrphanImageSweep } from './orphan-sweep.ts';
import { createUploadsRepository } from './uploads.repository.ts';

/** The sweep of uploads nothing shows, on the real database, read back through `GET /uploads/...`. */

let t: TestApp;
const day = 24 * 60 * 60_000;
const quiet = { info: () => {}, warn: () => {} };

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const uploads = () => createUploadsRepository(t.db);

/** A picture of one colour, stored as an upload is: its own bytes, so its own row. */
async function upload(color: string) {
  const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: color } })
    .png()
    .toBuffer();
  return { png, stored: await uploads().save(await encodeImage(png)) };
}

/** Makes these images look uploaded `ms` ago. */
async function uploadedAgo(ids: string[], ms: number) {
  await t.db
    .update(images)
    .set({ createdAt: new Date(Date.now() - ms) })
    .where(inArray(images.id, ids));
}

const served = async (id: string) => (await t.app.inject({ method: 'GET', url: imageUrl(id) })).statusCode;

function sweeper() {
  const sweep = startOrphanImageSweep({ images: uploads(), now: () => new Date(), log: quiet });
  sweep.stop();
  return sweep;
}

describe('the sweep of unused uploads', () => {
  it('deletes a day-old upload that nothing shows, and keeps what a tour, a review or an avatar shows', async () => {
    const tour = await insertTour(t.db);
    const author = await insertUser(t.db);
    const onTour = await attachImage(t.db, tour.id, 0, '#101010');
    const onReview = (await upload('#202020')).stored;
    await insertReview(t.db, {
      tourId: tour.id,
      userId: author.id,
      text: 'Lovely morning',
      imageId: onReview.id,
    });
    const asAvatar = (await upload('#303030')).stored;
    await insertUser(t.db, { avatar: imageUrl(asAvatar.id) });
    const abandoned = (await upload('#404040')).stored;
    const fresh = (await upload('#505050')).stored;
    await uploadedAgo([onTour.id, onReview.id, asAvatar.id, abandoned.id], 2 * day);

    expect(await sweeper().sweep()).toBe(1);
    expect(await served(abandoned.id)).toBe(404);
    for (const kept of [onTour, onReview, asAvatar, fresh]) expect(await served(kept.id)).toBe(200);
  });

  it('counts the day from the last upload of the same picture', async () => {
    const { png, stored } = await upload('#606060');
    await uploadedAgo([stored.id], 3 * day);
    // The same bytes uploaded again (the editor picked the picture anew): the same row, fresh again.
    const again = await uploads().save(await encodeImage(png));
    expect(again.id).toBe(stored.id);
    await sweeper().sweep();
    expect(await served(stored.id)).toBe(200);
  });

  it("sweeps a deleted tour's pictures and a replaced avatar once they are a day old", async () => {
    const tour = await insertTour(t.db);
    const cover = await attachImage(t.db, tour.id, 0, '#707070');
    const oldAvatar = (await upload('#808080')).stored;
    const user = await insertUser(t.db, { avatar: imageUrl(oldAvatar.id) });
    await uploadedAgo([cover.id, oldAvatar.id], 2 * day);
    await sweeper().sweep();
    // Still shown (read from the store: a fetch here would put the bytes in the server's cache).
    expect(await uploads().existingIds([cover.id, oldAvatar.id])).toEqual(new Set([cover.id, oldAvatar.id]));

    await t.db.delete(tours).where(inArray(tours.id, [tour.id]));
    await t.db
      .update(users)
      .set({ avatar: null })
      .where(inArray(users.id, [user.id]));
    await sweeper().sweep();
    expect(await served(cover.id)).toBe(404);
    expect(await served(oldAvatar.id)).toBe(404);
  });
});
