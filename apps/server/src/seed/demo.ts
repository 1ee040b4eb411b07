/**
 * The demo catalog loaded on a first start (SEED_DEMO): customers, illustrated tours with their weekly
 * departures, ratings, reviews and the bookings behind them, in one transaction, so a failed seed
 * leaves nothing half-written behind. Every table is written with one multi-row insert.
 */
import { bookingPrice, toMinorUnits } from '@tabi/contracts';
import { DEMO_PASSWORD, type DemoImage, demoCustomers, demoTours } from '@tabi/demo-catalog';
import { inArray } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { bookings, departures, ratings, reviews, tourImages, tours, users } from '../db/schema/index.ts';
import { hashPassword } from '../platform/passwords.ts';
import { planDemo } from './demo-plan.ts';
import { encodeIllustrations, type IllustrationRef, illustrationKey, storeImages } from './images.ts';

export type SeedCounts = { tours: number; users: number; reviews: number; ratings: number; bookings: number };

export type SeedOptions = {
  log: (msg: string) => void;
  /** The operator's zone (config TIMEZONE): departure dates are local to it. */
  timezone: string;
  /** The currency bookings are priced in (config CURRENCY). */
  currency: string;
};

const imageRef = (image: DemoImage): IllustrationRef => ({ kind: image.kind, seed: String(image.variant) });

export async function seedDemo(db: Db, options: SeedOptions): Promise<SeedCounts> {
  const { log, timezone, currency } = options;
  const started = Date.now();
  const now = new Date();

  // The slow parts run side by side: the pictures on sharp's threads, the one password hash on argon2's,
  // and the plan of who travelled, rated and booked what on this thread meanwhile.
  const refs = demoTours.flatMap((tour) => tour.images.map(imageRef));
  const slow = Promise.all([encodeIllustrations(refs), hashPassword(DEMO_PASSWORD)]);
  slow.catch(() => {}); // Awaited below; this only keeps a failure during planning from going unhandled.

  const planning = Date.now();
  const plan = planDemo(now, timezone);
  const planned = Date.now() - planning;

  const [pictures, passwordHash] = await slow;
  log(
    `Rendered ${pictures.size} demo illustrations in ${Date.now() - started} ms (the bookings planned in ${planned} ms meanwhile)`,
  );

  const priceMinor = demoTours.map((tour) => toMinorUnits(tour.priceUsd));

  const writing = Date.now();
  return db.transaction(async (tx) => {
    // Customers who already exist (a re-seed after the tours were deleted) are kept as they are.
    await tx
      .insert(users)
      .values(
        demoCustomers.map((customer) => ({
          ...customer,
          passwordHash,
          role: 'user' as const,
          emailVerifiedAt: now,
        })),
      )
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
          ({ priceUsd: _price, images: _images, createdDaysAgo: _age, reviewTheme: _theme, ...tour }, i) => ({
            ...tour,
            priceMinor: priceMinor[i]!,
            createdAt: plan.createdAt[i]!,
            updatedAt: plan.createdAt[i]!,
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
      plan.ratings.map((entry) => ({
        tourId: tourIds[entry.tourIndex]!,
        userId: userIds[entry.customerIndex]!,
        rating: entry.stars,
        createdAt: entry.createdAt,
        updatedAt: entry.createdAt,
      })),
    );
    const written = plan.ratings.filter((entry) => entry.review);
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

    // Departures carry the seats of their live bookings, as the booking service keeps them.
    const departureRows = await tx
      .insert(departures)
      .values(
        plan.departures.list().map((departure) => ({
          tourId: tourIds[departure.tourIndex]!,
          date: departure.date,
          startsAt: departure.startsAt,
          capacity: departure.capacity,
          booked: departure.booked,
        })),
      )
      .returning({ id: departures.id, tourId: departures.tourId, date: departures.date });
    const departureId = new Map(departureRows.map((row) => [`${row.tourId}|${row.date}`, row.id]));
    await tx.insert(bookings).values(
      plan.bookings.map(({ tourIndex, customerIndex, date, ...booking }) => {
        const { childPriceShare } = demoTours[tourIndex]!;
        const customer = demoCustomers[customerIndex]!;
        return {
          ...booking,
          // Every demo cancellation is its traveller's own (their reasons say so).
          cancelledBy: booking.status === 'cancelled' ? ('traveller' as const) : null,
          userId: userIds[customerIndex]!,
          tourId: tourIds[tourIndex]!,
          departureId: departureId.get(`${tourIds[tourIndex]}|${date}`)!,
          contactName: customer.name,
          contactEmail: customer.email,
          contactPhone: customer.phone,
          ...bookingPrice({ priceMinor: priceMinor[tourIndex]!, childPriceShare }, booking, currency),
          currency,
        };
      }),
    );

    const counts = {
      tours: tourIds.length,
      users: userIds.length,
      reviews: written.length,
      ratings: plan.ratings.length,
      bookings: plan.bookings.length,
    };
    log(
      `Seeded the demo catalog (${counts.bookings} bookings on ${departureRows.length} departures) in ${Date.now() - started} ms, ${Date.now() - writing} ms of it writing`,
    );
    return counts;
  });
}
