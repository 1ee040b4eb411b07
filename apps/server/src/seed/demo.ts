/**
 * The demo catalog loaded on a first start (SEED_DEMO): customers, illustrated tours, ratings and
 * reviews, in one transaction, so a failed seed leaves nothing half-written behind.
 */
import { inArray } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { ratings, reviews, tourImages, tours, users } from '../db/schema/index.ts';
import { hashPassword } from '../platform/passwords.ts';
import { planActivity, tourCreatedAt } from './demo-activity.ts';
import { DEMO_PASSWORD, demoCustomers, demoReviews } from './demo-people.ts';
import { type DemoImage, demoTours } from './demo-tours.ts';
import { createRng } from './illustration/random.ts';
import { encodeIllustrations, type IllustrationRef, illustrationKey, storeImages } from './images.ts';

export type SeedCounts = { tours: number; users: number; reviews: number; ratings: number };

const imageRef = (image: DemoImage): IllustrationRef => ({ kind: image.kind, seed: String(image.variant) });

export async function seedDemo(db: Db, options: { log: (msg: string) => void }): Promise<SeedCounts> {
  const { log } = options;
  const started = Date.now();
  const now = new Date();
  const rng = createRng('tabi-demo');

  // The slow parts run side by side: the pictures on sharp's threads, the one password hash on argon2's.
  const refs = demoTours.flatMap((tour) => tour.images.map(imageRef));
  const [pictures, passwordHash] = await Promise.all([
    encodeIllustrations(refs),
    hashPassword(DEMO_PASSWORD),
  ]);
  log(`Rendered ${pictures.size} demo illustrations in ${Date.now() - started} ms`);

  const createdAt = demoTours.map((tour) => tourCreatedAt(tour, now, rng));
  const plan = planActivity(demoTours, demoCustomers.length, demoReviews, rng, now, createdAt);

  return db.transaction(async (tx) => {
    // Customers who already exist (a re-seed after the tours were deleted) are kept as they are.
    await tx
      .insert(users)
      .values(demoCustomers.map((customer) => ({ ...customer, passwordHash, role: 'user' as const })))
      .onConflictDoNothing();
    const emails = demoCustomers.map((customer) => customer.email);
    const customerRows = await tx
      .select({ id: users.id, email: users.email })
      .from(users)
      .where(inArray(users.email, emails));
    const userIdByEmail = new Map(customerRows.map((row) => [row.email, row.id]));
    const userIds = emails.map((email) => userIdByEmail.get(email)!);

    const imageIds = await storeImages(tx, pictures);

    const tourRows = await tx
      .insert(tours)
      .values(
        demoTours.map(
          ({ priceUsd, images: _images, createdDaysAgo: _age, reviewTheme: _theme, ...tour }, i) => ({
            ...tour,
            priceMinor: Math.round(priceUsd * 100),
            createdAt: createdAt[i]!,
            updatedAt: createdAt[i]!,
          }),
        ),
      )
      .returning({ id: tours.id });
    const tourIds = tourRows.map((row) => row.id);

    await tx.insert(tourImages).values(
      demoTours.flatMap((tour, i) =>
        tour.images.map((image, position) => ({
          tourId: tourIds[i]!,
          position,
          imageId: imageIds.get(illustrationKey(imageRef(image)))!,
          alt: image.alt,
        })),
      ),
    );

    // The database trigger on `ratings` fills each tour's average and count.
    await tx.insert(ratings).values(
      plan.map((entry) => ({
        tourId: tourIds[entry.tourIndex]!,
        userId: userIds[entry.customerIndex]!,
        rating: entry.stars,
        createdAt: entry.createdAt,
        updatedAt: entry.createdAt,
      })),
    );
    const written = plan.filter((entry) => entry.review);
    if (written.length > 0) {
      await tx.insert(reviews).values(
        written.map((entry) => ({
          tourId: tourIds[entry.tourIndex]!,
          userId: userIds[entry.customerIndex]!,
          title: entry.review!.title,
          text: entry.review!.text,
          createdAt: entry.review!.createdAt,
          updatedAt: entry.review!.createdAt,
        })),
      );
    }

    const counts = {
      tours: tourIds.length,
      users: userIds.length,
      reviews: written.length,
      ratings: plan.length,
    };
    log(`Seeded the demo catalog in ${Date.now() - started} ms`);
    return counts;
  });
}
