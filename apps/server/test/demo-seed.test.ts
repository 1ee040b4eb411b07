import type { Tour, TourSummary } from '@tabi/contracts';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../src/seed/demo.ts';
import { createTestApp, type TestApp } from './app.ts';

/** The demo catalog a newcomer sees on first start: real, complete tours in Japan. */
let t: TestApp;
let tours: TourSummary[];

beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t.db, { log: () => {} });
  tours = (await t.app.inject({ method: 'GET', url: '/api/posts?limit=100' })).json().data;
}, 120_000);

afterAll(() => t?.close());

describe('the demo catalog', () => {
  it('has at least 24 tours across at least 6 categories', async () => {
    expect(tours.length).toBeGreaterThanOrEqual(24);
    const categories = (await t.app.inject({ method: 'GET', url: '/api/categories' })).json().data;
    expect(categories.length).toBeGreaterThanOrEqual(6);
    expect(new Set(tours.map((tour) => tour.category)).size).toBeGreaterThanOrEqual(6);
  });

  it('gives every tour the full set of facts, several paragraphs and at least two pictures', async () => {
    for (const summary of tours) {
      const tour: Tour = (await t.app.inject({ method: 'GET', url: `/api/posts/${summary._id}` })).json()
        .data;
      expect(tour.title.length).toBeGreaterThan(10);
      expect(tour.description.split(/\n\s*\n/).length).toBeGreaterThanOrEqual(2);
      expect(tour.priceNumber).toBeGreaterThan(0);
      expect(tour.durationMinutes).toBeGreaterThan(0);
      expect(tour.maxGroupSize).toBeGreaterThan(0);
      expect(tour.city).not.toBe('');
      expect(tour.region).not.toBe('');
      expect(tour.meetingPoint.length).toBeGreaterThan(5);
      expect(tour.highlights.length).toBeGreaterThanOrEqual(3);
      expect(tour.included.length).toBeGreaterThanOrEqual(2);
      expect(tour.images.length).toBeGreaterThanOrEqual(2);
      for (const image of tour.images) expect(image.alt.length).toBeGreaterThan(3);
    }
  }, 60_000);

  it('has featured tours and customers whose ratings and reviews show up', async () => {
    expect(tours.filter((tour) => tour.featured).length).toBeGreaterThanOrEqual(3);
    const rated = tours.filter((tour) => tour.ratingsCount > 0);
    expect(rated.length).toBe(tours.length);
    const reviews = (
      await t.app.inject({ method: 'GET', url: `/api/posts/${rated[0]!._id}/reviews` })
    ).json();
    expect(reviews.total).toBeGreaterThan(0);
    expect(reviews.data[0].user.name.length).toBeGreaterThan(1);
  });

  it('serves its pictures as real WebP images of the stated size', async () => {
    const image = tours[0]!.images[0]!;
    const response = await t.app.inject({ method: 'GET', url: image.url });
    expect(response.statusCode).toBe(200);
    const meta = await sharp(response.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: image.width, height: image.height });
  });
});
