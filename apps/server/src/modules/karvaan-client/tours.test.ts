import { karvaanTour, type Tour } from '@tabi/contracts';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminEnv, adminSession, bearer, register } from '../../../test/accounts.ts';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { booked, tokyoDate } from '../../../test/bookings.ts';
import { attachImage, insertTour } from '../../../test/fixtures.ts';
import { multipart } from '../../../test/multipart.ts';

// The Karvaan Tours client's tour calls, written from its source (Ayazalidharejo/travelfy-guides):
// src/lib/api.ts (postsAPI, uploadAPI, adminAPI.togglePostFeatured), pages/HomePage.tsx, ToursPage.tsx,
// TourDetailPage.tsx, BookingPage.tsx, components/tour/TourCard.tsx, pages/admin/AdminTours.tsx and
// AdminPostDashboard.tsx. It calls under its VITE_API_BASE_URL, here http://localhost:5200/karvaan/api.
const host = 'localhost:5200';
const origin = `http://${host}`;

let t: TestApp;
let admin: string;
let customer: string;
let kyotoId: string;
let draftId: string;
let archivedId: string;
let kyotoPictures: string[];

type Item = Record<string, unknown> & { _id: string };

const get = async (url: string, token?: string) => {
  const response = await t.app.inject({
    method: 'GET',
    url,
    headers: { host, ...(token ? bearer(token) : {}) },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};
const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, token: string | null, payload?: object) =>
  t.app.inject({ method, url, headers: { host, ...(token ? bearer(token) : {}) }, payload });

beforeAll(async () => {
  t = await createTestApp(adminEnv);
  admin = await adminSession(t.app, t.config, t.database);
  customer = (await register(t.app)).token;
  const kyoto = await insertTour(t.db, {
    title: 'Fushimi Inari at dawn',
    priceMinor: 8000,
    durationMinutes: 150,
    maxGroupSize: 8,
    meetingPoint: 'Inari Station, exit 1',
    languages: ['English', 'Japanese'],
    highlights: ['Ten thousand gates', 'Empty paths before the crowds'],
    included: ['Guide', 'Green tea'],
    excluded: ['Hotel pickup'],
    departureDays: [1, 3, 5],
    departureTime: '07:30',
  });
  kyotoId = kyoto.id;
  kyotoPictures = [];
  for (const [position, colour] of [
    [0, '#b03a2e'],
    [1, '#1e8449'],
  ] as const) {
    const stored = await attachImage(t.db, kyotoId, position, colour);
    kyotoPictures.push(`/uploads/${stored.id}.webp`);
  }
  draftId = (
    await insertTour(t.db, {
      title: 'Osaka street food',
      priceMinor: 4000,
      durationMinutes: null,
      meetingPoint: null,
    })
  ).id;
  archivedId = (await insertTour(t.db, { title: 'Retired walk', archived: true, priceMinor: 3000 })).id;
});

afterAll(() => t?.close());

describe('the tour list (home page, /tours, /admin/tours)', () => {
  it('takes every sort the client offers, ours where we have one, and never refuses one (ToursPage L113-122)', async () => {
    const prices = async (sort: string) => {
      const body = await get(
        `/karvaan/api/posts?page=1&limit=20&sort=${encodeURIComponent(sort)}&status=published`,
      );
      expect(body).toMatchObject({ success: true, page: 1 });
      return (body.data as Item[]).map((item) => item.priceNumber as number);
    };
    // The public list: the archived tour is not in it.
    expect(await prices('priceNumber')).toEqual([40, 80]);
    expect(await prices('-priceNumber')).toEqual([80, 40]);
    for (const sort of [
      '-createdAt',
      'createdAt',
      '-views',
      '-rating.average',
      'title-asc',
      'title-desc',
      'nonsense',
    ])
      expect(await prices(sort)).toHaveLength(2);
    // HomePage L40-44 and L91-95: featured, and "trending" by -views.
    await get('/karvaan/api/posts?featured=true&limit=6&status=published');
    expect((await get('/karvaan/api/posts?sort=-views&limit=8&status=published')).data).toHaveLength(2);
    // AdminTours L69-89.
    expect((await get('/karvaan/api/posts?limit=100&sort=-createdAt')).data).toHaveLength(2);
  });

  it('gives each item the names its cards, its language filter and the admin form read', async () => {
    const body = await get(
      '/karvaan/api/posts?page=1&limit=10&sort=-createdAt&search=inari&status=published',
    );
    const item = (body.data as Item[]).find((tour) => tour._id === kyotoId)!;
    const [cover, second] = kyotoPictures.map((path) => `${origin}${path}`);
    expect(item).toMatchObject({
      slug: kyotoId,
      // Its "category" is a kind of product (the admin form offers Tour, Transport, Hotel); our category
      // is a selling point, which ToursPage L197-213 filters on, ignoring case.
      category: 'Tour',
      selectedSellingPoints: [(await get(`/api/posts/${kyotoId}`)).data.category],
      // TourCard L64, AdminTours L256; TourDetailPage L128-136 and L740-764 read `.url` of each.
      imageUrl: cover,
      mainImage: { url: cover },
      additionalImages: [{ url: second, public_id: expect.any(String) }],
      // TourCard L80-81, AdminTours L331: `rating.average.toFixed(1)`.
      rating: { average: expect.any(Number), count: expect.any(Number) },
      // ToursPage L235-251 filters by these; TourCard L208-230 joins them.
      languages: ['English', 'Japanese'],
      highlightsList: ['Ten thousand gates', 'Empty paths before the crowds'],
      includes: 'Guide\nGreen tea',
      excludes: 'Hotel pickup',
      pickupLocation: 'Inari Station, exit 1',
      durationHours: 2.5,
      status: 'published',
      // TourCard L163-178 prints [0].duration; AdminPostDashboard L2760-2792 maps days and timeSlots.
      pricingSchedule: [
        {
          days: ['Monday', 'Wednesday', 'Friday'],
          timeSlots: ['7:30 AM'],
          duration: '2.5 hours',
          actualPrice: 80,
          netPrice: 80,
          currency: 'USD',
        },
      ],
    });
    // ToursPage filters `duration` as days (1-15) and TourDetailPage calls `duration.trim()`: never sent.
    expect(item).not.toHaveProperty('duration');
    // TourCard prices a tour with vehicles "per vehicle"; a list item has none (ours is per person).
    expect(item).not.toHaveProperty('transportVehicles');
  });

  it('leaves our own list as it was: its sorts only, no old names', async () => {
    const refused = await t.app.inject({ method: 'GET', url: '/api/posts?sort=-createdAt' });
    expect(refused.statusCode).toBe(400);
    const ours = (await get(`/api/posts?limit=50&slug=${kyotoId}`)).data as Item[];
    expect(ours).toHaveLength(2);
    for (const item of ours)
      for (const name of ['slug', 'imageUrl', 'mainImage', 'rating', 'languages', 'pricingSchedule'])
        expect(item).not.toHaveProperty(name);
  });
});

describe("a tour's page and its booking page (TourDetailPage L69-117, BookingPage L124-166)", () => {
  const bySlug = async (id: string) =>
    (await get(`/karvaan/api/posts?limit=50&slug=${encodeURIComponent(id)}`)) as {
      data: Item[];
      total: number;
    };

  it('finds a tour by `slug` (our id) whole, with what Book Now needs', async () => {
    const body = await bySlug(kyotoId);
    expect(body).toMatchObject({ success: true, count: 1, total: 1, page: 1, pages: 1 });
    const tour = body.data[0]!;
    // The pages take `data.find(p => p.slug === id)`.
    expect(tour.slug).toBe(kyotoId);
    expect(tour).toMatchObject({
      highlights: ['Ten thousand gates', 'Empty paths before the crowds'],
      languages: ['English', 'Japanese'],
      pickupLocation: 'Inari Station, exit 1',
      includes: 'Guide\nGreen tea',
      // BookingPage L434-455: the only "vehicle" is the tour's seats, per person, up to its group size.
      transportVehicles: [{ id: 'tour-seats', capacity: 8, price: 80, makeVariant: expect.any(String) }],
      // BookingPage L151 and L804: no online payment here, so a booking is paid at the meeting point.
      reserveNowPayLater: true,
      reserveNote: expect.stringContaining('meeting point'),
      freeCancellation: true,
      deadlineHours: 24,
      totalReviews: 0,
      pricingSchedule: [{ days: ['Monday', 'Wednesday', 'Friday'], timeSlots: ['7:30 AM'] }],
    });
    expect(tour).not.toHaveProperty('duration');
  });

  it('offers no seats for a tour that cannot be booked, and prints no made-up duration', async () => {
    const draft = (await bySlug(draftId)).data[0]!;
    expect(draft.transportVehicles).toEqual([]);
    expect(draft.pricingSchedule).toMatchObject([{ duration: '' }]);
    expect(draft).not.toHaveProperty('durationHours');
    expect(draft).not.toHaveProperty('pickupLocation');
    // An archived tour keeps its page (bookings point there) but sells nothing.
    const archived = (await bySlug(archivedId)).data[0]!;
    expect(archived).toMatchObject({ status: 'archived', transportVehicles: [] });
  });

  it('answers an unknown slug with an empty list, as the client expects of a miss', async () => {
    for (const slug of ['no-such-tour', '00000000-0000-4000-8000-000000000000'])
      expect(await bySlug(slug)).toMatchObject({ success: true, data: [], total: 0 });
  });

  it('adds the same names to GET /posts/:id, and leaves ours on /api', async () => {
    const { data } = await get(`/karvaan/api/posts/${kyotoId}`);
    expect(data).toMatchObject({
      slug: kyotoId,
      transportVehicles: [{ capacity: 8 }],
      reserveNowPayLater: true,
    });
    const ours = (await get(`/api/posts/${kyotoId}`)).data;
    expect(ours).not.toHaveProperty('transportVehicles');
    expect(ours).not.toHaveProperty('pricingSchedule');
  });

  it('says no to paying later when the site takes payment online', async () => {
    const ours = (await get(`/api/posts/${kyotoId}`)).data as Tour;
    const online = karvaanTour(ours, { origin }, { paysAtMeetingPoint: false });
    expect(online.reserveNowPayLater).toBe(false);
    expect(online).not.toHaveProperty('reserveNote');
  });
});

/** A small PNG, as the admin's file input would send. */
const png = (background: string) =>
  sharp({ create: { width: 40, height: 30, channels: 3, background } })
    .png()
    .toBuffer();

async function upload(url: string, field: string, files: Buffer[]) {
  const body = multipart(
    files.map((bytes) => ({ field, filename: 'photo.png', contentType: 'image/png', bytes })),
  );
  const response = await t.app.inject({
    method: 'POST',
    url,
    payload: body.payload,
    headers: { ...body.headers, ...bearer(admin), host },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

/**
 * The admin form's body for a new tour (AdminPostDashboard handleSubmit L1160 → formatTourDataForAPI
 * L934-1157 on the state of resetForm L1240-1317): every field, empty ones as "" or [], a schedule made
 * up when none was added, and the pictures as the upload answered them.
 */
const newTourBody = (cover: string, gallery: string[]) => ({
  title: 'Nara deer park and Todai-ji',
  category: 'Tour',
  description: 'A gentle afternoon among the deer and the great Buddha hall.',
  priceNumber: 100,
  currency: 'USD',
  mainImage: cover,
  imageUrl: cover,
  images: gallery,
  additionalImages: gallery,
  pricingSchedule: [
    {
      days: ['Saturday', 'Sunday'],
      timeSlots: ['10:30', '9:00'],
      duration: '4 Hours',
      actualPrice: 100,
      netPrice: 100,
      currency: 'USD',
      transportType: '',
      transportModal: '',
      makeVariant: '',
    },
  ],
  transportVehicles: [
    {
      id: 1712345678901,
      transportType: 'Van',
      transportModal: '2022',
      makeVariant: 'Toyota Hiace',
      capacity: '9',
      price: '250',
    },
  ],
  discountPercentage: '',
  validUntil: '',
  city: 'Nara',
  cities: ['Nara'],
  hotel: '',
  hotels: [],
  languages: [],
  pickupLocation: 'Kintetsu Nara Station, exit 2',
  bestTime: '',
  locationDetails: '',
  nearbyAttractions: '',
  includes: 'Guide\n\nEntry to Todai-ji\n',
  excludes: '',
  highlightsList: ['The great Buddha', '  '],
  taglinesList: [],
  themesList: [],
  selectedSellingPoints: [],
  thingsToBring: [],
  itineraryItems: [],
  includedDestinations: [],
  faqs: [],
  activities: [],
  additionalInfo: '',
  tagline: '',
  tourType: '',
  freeCancellation: false,
  deadlineHours: '',
  reserveNowPayLater: false,
  reserveNote: '',
  bookingType: 'single',
  sameDropOff: true,
  minGroup: '',
  maxGroup: '',
  capacity: '',
  duration: '',
  durationHours: '',
  slug: 'nara-deer-park-and-todaiji',
  status: 'published',
  featured: false,
});

/**
 * The admin form's body for an edit of a listed tour: fetchTours (AdminPostDashboard L275-320) maps the
 * list item, openEditModal (L1336-1392) fills the form from it, handleSubmit adds `featured: false`, and
 * formatTourDataForAPI (L934-1157) sends the form back whole (abridged here to the steps that touch what
 * we read: the pictures, the price, the empties dropped then re-added).
 */
function editBody(item: Item, changes: Record<string, unknown> = {}) {
  const schedule = item.pricingSchedule as Array<Record<string, unknown>>;
  const listed = {
    ...item,
    imageUrl: (item.mainImage as { url: string } | undefined)?.url ?? item.imageUrl,
    images: (item.additionalImages as Array<{ url: string }>).map((image) => image.url),
    price: item.priceNumber ? `$${item.priceNumber}` : 'USD 100',
    discountPercentage: 0,
    transportVehicles: [],
  };
  const form: Record<string, unknown> = {
    ...listed,
    imageUrl: listed.imageUrl || '',
    highlightsList: item.highlightsList || [],
    taglinesList: [],
    selectedSellingPoints: [],
    pricingSchedule: schedule || [],
    additionalImages: [],
    galleryImages: [],
    mainImage: null,
    cities: item.city ? [item.city] : [],
    hotels: [],
    ...changes,
  };
  const formatted: Record<string, unknown> = { ...form, status: 'published', featured: false };
  if (formatted.imageUrl) formatted.mainImage = formatted.imageUrl;
  if ((formatted.images as string[]).length > 0) formatted.additionalImages = formatted.images;
  formatted.priceNumber = Number(String(formatted.price).replace(/[^0-9.]/g, ''));
  for (const key of Object.keys(formatted)) {
    const value = formatted[key];
    if (
      (value === '' || value === null) &&
      !['mainImage', 'additionalImages', 'pricingSchedule'].includes(key)
    )
      delete formatted[key];
    if (Array.isArray(value) && value.length === 0 && key !== 'pricingSchedule') delete formatted[key];
  }
  for (const key of ['city', 'cities', 'hotels', 'includes', 'excludes', 'languages', 'highlightsList'])
    if (form[key] !== undefined && formatted[key] === undefined) formatted[key] = form[key];
  delete formatted.price;
  return formatted;
}

describe("the admin's tours (AdminPostDashboard, AdminTours)", () => {
  it('answers uploads with addresses another origin can show (AdminPostDashboard L687-788)', async () => {
    const one = await upload('/karvaan/api/upload', 'image', [await png('#aa3300')]);
    expect(one.imageUrl).toBe(`${origin}${one.url}`);
    const many = await upload('/karvaan/api/upload/multiple', 'images', [
      await png('#003399'),
      await png('#339900'),
    ]);
    expect(many.imageUrls).toEqual(many.urls.map((url: string) => `${origin}${url}`));
    // Ours, on /api, has neither.
    const ours = await t.app.inject({
      method: 'POST',
      url: '/api/upload',
      ...(() => {
        const body = multipart([
          { field: 'image', filename: 'a.png', contentType: 'image/png', bytes: Buffer.alloc(0) },
        ]);
        return { payload: body.payload, headers: { ...body.headers, ...bearer(admin) } };
      })(),
    });
    expect(ours.json()).not.toHaveProperty('imageUrl');
  });

  it('saves a new tour from the form as a draft with what it gave, nothing made up', async () => {
    const cover = (await upload('/karvaan/api/upload', 'image', [await png('#112233')])).imageUrl as string;
    const gallery = (await upload('/karvaan/api/upload/multiple', 'images', [await png('#445566')]))
      .imageUrls as string[];
    const response = await send('POST', '/karvaan/api/posts', admin, {
      ...newTourBody(cover, gallery),
      selectedSellingPoints: ['cultural', 'family'],
    });
    expect(response.statusCode, response.body).toBe(201);
    const created = response.json().data as Item;
    expect(created).toMatchObject({ slug: created._id, imageUrl: cover, featured: false });

    const tour = (await get(`/api/posts/${created._id}`)).data as Tour;
    expect(tour).toMatchObject({
      title: 'Nara deer park and Todai-ji',
      category: 'Cultural',
      priceNumber: 100,
      city: 'Nara',
      region: 'Nara Prefecture',
      meetingPoint: 'Kintetsu Nara Station, exit 2',
      languages: ['English'],
      highlights: ['The great Buddha'],
      included: ['Guide', 'Entry to Todai-ji'],
      excluded: [],
      departureDays: [6, 7],
      departureTime: '09:00',
      durationMinutes: null,
      missingFacts: ['durationMinutes'],
      maxGroupSize: 10,
    });
    expect(tour.images.map((image) => image.url)).toEqual(
      [cover, ...gallery].map((url) => url.slice(origin.length)),
    );
  });

  it('saves the form as opened on an empty draft: no city, no languages, no pictures', async () => {
    const body = {
      ...newTourBody('', []),
      mainImage: null,
      imageUrl: undefined,
      images: undefined,
      additionalImages: undefined,
      city: '',
      cities: [],
      pickupLocation: '',
      includes: '',
      highlightsList: [],
      pricingSchedule: [
        {
          days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'],
          timeSlots: ['9:00 AM', '10:00 AM', '11:00 AM'],
          duration: '4 Hours',
          actualPrice: 100,
          netPrice: 100,
          currency: 'USD',
        },
      ],
    };
    const response = await send('POST', '/karvaan/api/posts', admin, body);
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().data).toMatchObject({
      city: null,
      region: null,
      meetingPoint: null,
      durationMinutes: null,
      languages: ['English'],
      images: [],
      departureDays: [1, 2, 3, 4, 5, 6, 7],
      departureTime: '09:00',
      transportVehicles: [],
    });
  });

  it('keeps the admin routes closed to visitors and travellers through the edge', async () => {
    const body = newTourBody('', []);
    expect((await send('POST', '/karvaan/api/posts', null, body)).statusCode).toBe(401);
    expect((await send('POST', '/karvaan/api/posts', customer, body)).statusCode).toBe(403);
    expect(
      (await send('PUT', `/karvaan/api/posts/${kyotoId}`, customer, { title: 'Mine now' })).statusCode,
    ).toBe(403);
    expect(
      (await send('PUT', `/karvaan/api/admin/posts/${kyotoId}/feature`, null, { featured: true })).statusCode,
    ).toBe(401);
  });

  it('edits a listed tour without unfeaturing it or losing what the form cannot show', async () => {
    // AdminTours L91-107: the same path and body as ours.
    const featured = await send('PUT', `/karvaan/api/admin/posts/${kyotoId}/feature`, admin, {
      featured: true,
    });
    expect(featured.statusCode, featured.body).toBe(200);
    expect(featured.json().data).toMatchObject({ featured: true, slug: kyotoId });

    const before = (await get(`/api/posts/${kyotoId}`)).data as Tour;
    const item = ((await get('/karvaan/api/posts?limit=100')).data as Item[]).find(
      (tour) => tour._id === kyotoId,
    )!;
    // The form loads `category` Tour, the only kind it knows for a tour; saving it keeps ours.
    const body = editBody(item, {
      title: 'Fushimi Inari at first light',
      highlightsList: [...(item.highlightsList as string[]), 'Fox shrines'],
    });
    expect(body).toMatchObject({ category: 'Tour' });
    expect(body).toMatchObject({ featured: false, mainImage: `${origin}${kyotoPictures[0]}` });

    const response = await send('PUT', `/karvaan/api/posts/${kyotoId}`, admin, body);
    expect(response.statusCode, response.body).toBe(200);
    const after = (await get(`/api/posts/${kyotoId}`)).data as Tour;
    expect(after).toMatchObject({
      ...before,
      title: 'Fushimi Inari at first light',
      highlights: ['Ten thousand gates', 'Empty paths before the crowds', 'Fox shrines'],
      ratingDistribution: before.ratingDistribution,
      updatedAt: expect.any(String),
    });
    // The pictures come back as addresses; each keeps its alt text.
    expect(after.images.map(({ url, alt }) => ({ url, alt }))).toEqual(
      before.images.map(({ url, alt }) => ({ url, alt })),
    );
    expect(after.images.map((image) => image.alt)).toEqual(['Picture 1', 'Picture 2']);
  });

  it('deletes a tour nobody booked, and refuses a booked one as ours does (AdminTours L139-162)', async () => {
    const spare = await insertTour(t.db);
    const deleted = await send('DELETE', `/karvaan/api/posts/${spare.id}`, admin);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(deleted.json()).toEqual({ success: true, data: { _id: spare.id } });

    const busy = await insertTour(t.db);
    await booked(t.app, customer, { tourId: busy.id, date: tokyoDate(5) });
    const refused = await send('DELETE', `/karvaan/api/posts/${busy.id}`, admin);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ success: false, message: expect.stringContaining('archive') });
  });

  it('says in the OpenAPI document what the tour routes take and add', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(document.paths['/api/posts'].get['x-karvaan-client']).toContain('slug');
    expect(document.paths['/api/posts'].post['x-karvaan-client']).toContain('pickupLocation');
    expect(document.paths['/api/posts/{id}'].put['x-karvaan-client']).toContain('featured');
    expect(document.paths['/api/upload/multiple'].post['x-karvaan-client']).toContain('imageUrls');
  });
});
