import { z } from 'zod';
import { nulMessage, uploadedImageUrlSchema, withoutNul } from './common.ts';
import { limits, tourDefaults } from './constants.ts';
import {
  absoluteUrl,
  type KarvaanContext,
  karvaanIsRecord,
  karvaanText,
  karvaanTexts,
  karvaanWeekdayNumber,
  twentyFourHourTime,
} from './karvaan-client.ts';
import { karvaanProductTypes } from './tours.ts';
import type { UploadResponse, UploadsResponse } from './uploads.ts';

/**
 * What an admin sends to create or change a tour (`POST /api/posts`, `PUT /api/posts/:id`). Unknown keys,
 * such as the old client's `price` or the read-only fields of a tour it echoes back, are dropped.
 */

type TextRule = { min?: number; max: number; required: string; tooShort?: string; tooLong: string };

/** Typed text: trimmed first, so a description of spaces is as short as it looks. */
const text = ({ min = 1, max, required, tooShort = required, tooLong }: TextRule) =>
  z
    .string({ message: required })
    .trim()
    .min(min, { message: tooShort })
    .max(max, { message: tooLong })
    .refine(withoutNul, nulMessage);

/** Refuses a repeated value, with the error at the repeat's own index (`departureDays.3`). */
const noRepeats =
  <T>(key: (value: T) => unknown, message: string, field: (string | number)[] = []) =>
  (values: T[], ctx: z.RefinementCtx) => {
    const seen = new Set<unknown>();
    values.forEach((value, index) => {
      const k = key(value);
      if (seen.has(k)) ctx.addIssue({ code: 'custom', message, path: [index, ...field] });
      seen.add(k);
    });
  };

const hasAtMostTwoDecimals = (value: number) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6;

/** Lines of a list (highlights, what is included or not). */
const lines = (label: string) =>
  z
    .array(
      text({
        max: limits.tourListItemMaxLength,
        required: 'Remove the empty line',
        tooLong: `Keep each line under ${limits.tourListItemMaxLength} characters`,
      }),
      { message: `${label} must be a list` },
    )
    .max(limits.tourListMaxItems, { message: `At most ${limits.tourListMaxItems} ${label}` });

const weekdaySchema = z
  .number({ message: 'Weekdays are 1 (Monday) to 7 (Sunday)' })
  .int({ message: 'Weekdays are 1 (Monday) to 7 (Sunday)' })
  .min(1, { message: 'Weekdays are 1 (Monday) to 7 (Sunday)' })
  .max(7, { message: 'Weekdays are 1 (Monday) to 7 (Sunday)' });

/** A picture of the tour: a url `POST /api/upload/multiple` answered, and its text for screen readers. */
export const tourImageInputSchema = z.object({
  url: uploadedImageUrlSchema,
  alt: z
    .string({ message: 'alt must be text' })
    .trim()
    .max(limits.imageAltMaxLength, {
      message: `Keep the description under ${limits.imageAltMaxLength} characters`,
    })
    .refine(withoutNul, nulMessage)
    .default(''),
});
export type TourImageInput = z.input<typeof tourImageInputSchema>;

/**
 * Every editable field, each required: the admin form asks for all of them. Creating fills defaults in
 * and lets the facts without an honest default wait; an update takes any subset.
 */
export const tourFieldsSchema = z.object({
  title: text({
    max: limits.titleMaxLength,
    required: 'Title is required',
    tooLong: `Title must be at most ${limits.titleMaxLength} characters`,
  }),
  category: text({
    min: limits.categoryMinLength,
    max: limits.categoryMaxLength,
    required: 'Category is required',
    tooShort: `Category must be at least ${limits.categoryMinLength} characters`,
    tooLong: `Category must be at most ${limits.categoryMaxLength} characters`,
  }),
  description: text({
    min: limits.descriptionMinLength,
    max: limits.descriptionMaxLength,
    required: `Description must be at least ${limits.descriptionMinLength} characters`,
    tooLong: `Description must be at most ${limits.descriptionMaxLength} characters`,
  }),
  /** Per person, in major units of the site's currency. */
  priceNumber: z
    .number({ message: 'Price must be a number' })
    .min(0, { message: 'Price must be 0 or more' })
    .max(limits.priceMax, { message: `Price must be at most ${limits.priceMax}` })
    .refine(hasAtMostTwoDecimals, { message: 'Price can have at most two decimals' }),
  city: text({
    max: limits.placeNameMaxLength,
    required: 'City is required',
    tooLong: `City must be at most ${limits.placeNameMaxLength} characters`,
  }),
  region: text({
    max: limits.placeNameMaxLength,
    required: 'Region is required',
    tooLong: `Region must be at most ${limits.placeNameMaxLength} characters`,
  }),
  durationMinutes: z
    .number({ message: 'Duration must be a number of minutes' })
    .int({ message: 'Duration must be whole minutes' })
    .min(1, { message: 'Duration must be at least 1 minute' })
    .max(limits.tourDurationMaxMinutes, {
      message: `Duration must be at most ${limits.tourDurationMaxMinutes} minutes`,
    }),
  /** Seats of every departure. */
  maxGroupSize: z
    .number({ message: 'Group size must be a number' })
    .int({ message: 'Group size must be a whole number' })
    .min(1, { message: 'Group size must be at least 1' })
    .max(limits.groupSizeMax, { message: `Group size must be at most ${limits.groupSizeMax}` }),
  meetingPoint: text({
    max: limits.meetingPointMaxLength,
    required: 'Meeting point is required',
    tooLong: `Meeting point must be at most ${limits.meetingPointMaxLength} characters`,
  }),
  highlights: lines('highlights'),
  included: lines('included items'),
  excluded: lines('excluded items'),
  languages: z
    .array(
      text({
        min: 2,
        max: limits.languageMaxLength,
        required: 'Name the language',
        tooShort: 'Name the language',
        tooLong: `Keep each language under ${limits.languageMaxLength} characters`,
      }),
      { message: 'languages must be a list' },
    )
    .min(1, { message: 'Name at least one language' })
    .max(limits.tourLanguagesMax, { message: `At most ${limits.tourLanguagesMax} languages` })
    .superRefine(noRepeats((language) => language.toLowerCase(), 'This language is listed twice')),
  instantConfirmation: z.boolean({ message: 'instantConfirmation must be true or false' }),
  /** The share of the adult price a child pays. */
  childPriceShare: z
    .number({ message: 'Child price share must be a number' })
    .min(0, { message: 'Child price share must be between 0 and 1' })
    .max(1, { message: 'Child price share must be between 0 and 1' }),
  /** Children are not taken at all; a share of 0 alone means they go free. */
  adultsOnly: z.boolean({ message: 'adultsOnly must be true or false' }),
  departureDays: z
    .array(weekdaySchema, { message: 'departureDays must be a list of weekdays' })
    .min(1, { message: 'Choose at least one weekday' })
    .max(7, { message: 'Choose each weekday at most once' })
    .superRefine(noRepeats((day) => day, 'Choose each weekday at most once'))
    .transform((days) => [...days].sort((a, b) => a - b)),
  departureTime: z
    .string({ message: 'Departure time must be HH:MM' })
    .regex(/^([01][0-9]|2[0-3]):[0-5][0-9]$/, { message: 'Departure time must be HH:MM, 00:00 to 23:59' }),
  featured: z.boolean({ message: 'featured must be true or false' }),
  /** An archived tour leaves the catalog; its page, bookings and reviews stay. */
  archived: z.boolean({ message: 'archived must be true or false' }),
  /** In order: the first is the cover. Replaces the whole list. */
  images: z
    .array(tourImageInputSchema, { message: 'images must be a list' })
    .max(limits.tourImagesMax, { message: `At most ${limits.tourImagesMax} images` })
    .superRefine(noRepeats((image) => image.url, 'This image is already in the list', ['url'])),
});

const { shape } = tourFieldsSchema;

/**
 * A fact a traveller needs before booking (`tourFactNames`) may be left out of a new tour, or sent as
 * null: the tour is saved without it and cannot be booked until an admin gives it (decision 23).
 */
const notKnownYet = <T extends z.ZodType>(rule: T) => rule.nullish().transform((value) => value ?? null);

/**
 * In a change, null leaves a fact as it is: a tour sent back whole as GET answered it carries null for
 * what it still lacks, and a fact once given is corrected, never removed (travellers may have booked on it).
 */
const keptWhenNull = <T extends z.ZodType>(rule: T) =>
  rule
    .nullish()
    .transform((value) => value ?? undefined)
    .optional();

/**
 * A new tour: the title, category, description and price are required (the spec's client sends just
 * these); the place, duration and meeting point may follow; the rest has defaults.
 */
export const tourInputSchema = tourFieldsSchema.extend({
  city: notKnownYet(shape.city),
  region: notKnownYet(shape.region),
  durationMinutes: notKnownYet(shape.durationMinutes),
  meetingPoint: notKnownYet(shape.meetingPoint),
  maxGroupSize: shape.maxGroupSize.default(tourDefaults.maxGroupSize),
  highlights: shape.highlights.default([]),
  included: shape.included.default([]),
  excluded: shape.excluded.default([]),
  languages: shape.languages.default(() => [...tourDefaults.languages]),
  instantConfirmation: shape.instantConfirmation.default(tourDefaults.instantConfirmation),
  childPriceShare: shape.childPriceShare.default(tourDefaults.childPriceShare),
  adultsOnly: shape.adultsOnly.default(tourDefaults.adultsOnly),
  departureDays: shape.departureDays.default(() => [...tourDefaults.departureDays]),
  departureTime: shape.departureTime.default(tourDefaults.departureTime),
  featured: shape.featured.default(false),
  archived: shape.archived.default(false),
  images: shape.images.default([]),
});
export type TourInput = z.input<typeof tourInputSchema>;
export type NewTour = z.output<typeof tourInputSchema>;

/** A change: only the fields sent change (`images` replaces the list, `archived: true` archives). */
export const tourUpdateSchema = tourFieldsSchema
  .partial()
  .extend({
    city: keptWhenNull(shape.city),
    region: keptWhenNull(shape.region),
    durationMinutes: keptWhenNull(shape.durationMinutes),
    meetingPoint: keptWhenNull(shape.meetingPoint),
  })
  .refine((changes) => Object.values(changes).some((value) => value !== undefined), {
    message: 'Send at least one field to change',
  });
export type TourUpdate = z.input<typeof tourUpdateSchema>;
export type TourChanges = z.output<typeof tourUpdateSchema>;

export const tourFeatureSchema = z.object({
  featured: z.boolean({ message: 'featured must be true or false' }),
});
export type TourFeature = z.infer<typeof tourFeatureSchema>;

/*
 * The Karvaan Tours client's admin form (karvaan-client.ts). It sends every field it has, empty ones as
 * "" or [] (a draft), pictures as address strings, and on an edit everything the list answered besides.
 * Read into ours: an empty field is left out, so a draft is saved with what it lacks (decision 23); what
 * the form cannot really set is not taken from it (below).
 */

type KarvaanFields = Record<string, unknown>;

/**
 * The prefecture of each city the client's form offers: where a city is, not a guess. Another city
 * leaves the region to our admin.
 */
export const karvaanCityRegions: Readonly<Record<string, string>> = {
  tokyo: 'Tokyo',
  kyoto: 'Kyoto Prefecture',
  osaka: 'Osaka Prefecture',
  sakai: 'Osaka Prefecture',
  hiroshima: 'Hiroshima Prefecture',
  nara: 'Nara Prefecture',
  yokohama: 'Kanagawa Prefecture',
  kawasaki: 'Kanagawa Prefecture',
  sapporo: 'Hokkaido',
  fukuoka: 'Fukuoka Prefecture',
  kitakyushu: 'Fukuoka Prefecture',
  nagoya: 'Aichi Prefecture',
  kobe: 'Hyogo Prefecture',
  sendai: 'Miyagi Prefecture',
  saitama: 'Saitama Prefecture',
  chiba: 'Chiba Prefecture',
  niigata: 'Niigata Prefecture',
  hamamatsu: 'Shizuoka Prefecture',
};

/** Lines of a list: the client's array, or its text of one item per line; empty lines dropped. */
function karvaanLines(value: unknown): string[] | undefined {
  if (typeof value === 'string') return karvaanTexts(value.split('\n')).slice(0, limits.tourListMaxItems);
  if (Array.isArray(value)) return karvaanTexts(value).slice(0, limits.tourListMaxItems);
  return undefined;
}

/** Languages as a list or a comma-separated text, each once. */
function karvaanLanguages(value: unknown): string[] {
  const names = typeof value === 'string' ? karvaanTexts(value.split(',')) : karvaanTexts(value);
  const languages: string[] = [];
  for (const name of names) {
    const known = languages.some((language) => language.toLowerCase() === name.toLowerCase());
    if (name.length >= 2 && !known) languages.push(name);
  }
  return languages.slice(0, limits.tourLanguagesMax);
}

/**
 * The weekly pattern from the client's first schedule (we have one per tour): its weekdays, and its
 * earliest time slot as the one departure time. Its `duration` and prices are not read: the form makes
 * them up when left empty ("4 Hours", 100), and a made-up duration would let a tour be booked.
 */
function karvaanWeeklyPattern(schedules: unknown): Pick<TourUpdate, 'departureDays' | 'departureTime'> {
  const first = Array.isArray(schedules) && karvaanIsRecord(schedules[0]) ? schedules[0] : {};
  const days = [
    ...new Set(
      karvaanTexts(first.days)
        .map(karvaanWeekdayNumber)
        .filter((day) => day !== undefined),
    ),
  ].sort((a, b) => a - b);
  const times = karvaanTexts(first.timeSlots)
    .map(twentyFourHourTime)
    .filter((time) => time !== undefined)
    .sort();
  return {
    ...(days.length > 0 ? { departureDays: days } : {}),
    ...(times[0] ? { departureTime: times[0] } : {}),
  };
}

/** Our own upload's path, from the absolute address the edge gave the client (or the path itself). */
function karvaanUploadPath(value: unknown, context: KarvaanContext): string | undefined {
  const given = typeof value === 'string' ? value : karvaanIsRecord(value) ? value.url : undefined;
  if (typeof given !== 'string') return undefined;
  const path = given.startsWith(`${context.origin}/`) ? given.slice(context.origin.length) : given;
  return /^\/uploads\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.webp$/i.test(path)
    ? path
    : undefined;
}

/**
 * The pictures, cover first (`mainImage`, `imageUrl`), then `additionalImages` and `images`: each once, only
 * our own uploads, at most as many as a tour holds. Their alt texts are the tour's for the same picture
 * (`karvaanKeepImageAlts`), else none. Undefined when the body names no pictures.
 */
function karvaanPictures(body: KarvaanFields, context: KarvaanContext): { url: string }[] | undefined {
  if (!['mainImage', 'imageUrl', 'additionalImages', 'images'].some((key) => key in body)) return undefined;
  const listed = (value: unknown) => (Array.isArray(value) ? value : []);
  const urls = [body.mainImage, body.imageUrl, ...listed(body.additionalImages), ...listed(body.images)]
    .map((value) => karvaanUploadPath(value, context))
    .filter((url) => url !== undefined);
  return [...new Set(urls)].slice(0, limits.tourImagesMax).map((url) => ({ url }));
}

/** Our fields the client sends under our own names (echoed from the list), taken as they are. */
const karvaanSameNames = [
  'title',
  'description',
  'priceNumber',
  'durationMinutes',
  'maxGroupSize',
  'instantConfirmation',
  'childPriceShare',
  'adultsOnly',
  'departureDays',
  'departureTime',
  'featured',
  'archived',
] as const;

/** The client's tour in our names: the keys we have, read from theirs where they differ. */
function karvaanTourFields(body: KarvaanFields, context: KarvaanContext): KarvaanFields {
  const ours: KarvaanFields = {};
  for (const key of karvaanSameNames)
    if (body[key] !== undefined && body[key] !== null) ours[key] = body[key];
  if (typeof ours.priceNumber === 'string' && ours.priceNumber.trim() !== '')
    ours.priceNumber = Number(ours.priceNumber);

  // Our category is the client's first selling point; its own "category" is a kind of product
  // (`karvaanProductTypes`), taken only for a new tour without one (ours accepts the spec's "Tour").
  const sellingPoint = karvaanTexts(body.selectedSellingPoints)[0];
  const category = sellingPoint
    ? sellingPoint.charAt(0).toUpperCase() + sellingPoint.slice(1)
    : karvaanText(body.category);
  if (category) ours.category = category;
  const city = karvaanText(body.city) || karvaanTexts(body.cities)[0];
  if (city) ours.city = city;
  const region = karvaanText(body.region) || (city && karvaanCityRegions[city.toLowerCase()]);
  if (region) ours.region = region;
  const meetingPoint = karvaanText(body.pickupLocation) || karvaanText(body.meetingPoint);
  if (meetingPoint) ours.meetingPoint = meetingPoint;
  const languages = karvaanLanguages(body.languages);
  if (languages.length > 0) ours.languages = languages;

  const highlights = karvaanLines(body.highlightsList) ?? karvaanLines(body.highlights);
  if (highlights) ours.highlights = highlights;
  const included = karvaanLines(body.includes) ?? karvaanLines(body.included);
  if (included) ours.included = included;
  const excluded = karvaanLines(body.excludes) ?? karvaanLines(body.excluded);
  if (excluded) ours.excluded = excluded;

  Object.assign(ours, karvaanWeeklyPattern(body.pricingSchedule));
  const pictures = karvaanPictures(body, context);
  if (pictures) ours.images = pictures;
  return ours;
}

/**
 * The client's new tour in our names. Its price is taken as sent: the form has no price field and sends
 * its placeholder (100, ours too: `tourDefaults.priceNumber`); the tour stays unbookable (it never
 * brings a duration) until our admin completes it, price included.
 */
export function karvaanTourInput(body: unknown, context: KarvaanContext): unknown {
  return karvaanIsRecord(body) ? karvaanTourFields(body, context) : body;
}
export const karvaanTourInputAliases =
  'Also takes the Karvaan Tours form: `category` is its first `selectedSellingPoints` (capitalised), else its `category`; empty fields ("", [], null) are left out (a draft: missing facts wait, as in ours); `cities[0]` for an empty `city`, and `region` from a fixed table of the prefectures of the cities that form offers; `pickupLocation` (`meetingPoint`), `highlightsList` (`highlights`), `includes`/`excludes` as arrays or one item per line (`included`/`excluded`), `languages` as a comma text too; the first `pricingSchedule` gives `departureDays` (weekday names) and `departureTime` (its earliest slot, "9:00 AM" or "6:30"), never a duration or a price; `mainImage`/`imageUrl` then `additionalImages`/`images` (address strings or `{url}`, our absolute addresses taken back to paths; others dropped; at most 12) become `images`.';

/**
 * The client's change of a tour in our names. It echoes what the list answered, so what its form cannot
 * set is not taken: `featured` (always false there: featuring is `PUT /api/admin/posts/:id/feature`),
 * `archived` (an echo could bring an archived tour back) and `priceNumber` (it has no price field; its
 * echo turns a free tour into 100). A change of price, archiving, duration: our admin.
 */
export function karvaanTourUpdate(body: unknown, context: KarvaanContext): unknown {
  if (!karvaanIsRecord(body)) return body;
  const {
    featured: _featured,
    archived: _archived,
    priceNumber: _price,
    ...changes
  } = karvaanTourFields(body, context);
  // The kind of product its form makes the admin pick never replaces our category.
  if (typeof changes.category === 'string' && karvaanProductTypes.includes(changes.category))
    delete changes.category;
  return changes;
}
export const karvaanTourUpdateAliases =
  'Reads the Karvaan Tours form as `POST /api/posts` does (a field left out stays as it is; pictures keep the alt text the tour has for them), and ignores its `featured` (always false there), `archived`, `priceNumber` (an echo of the list: the form has no price field) and a `category` that is one of its kinds of product (Tour, Transport, Hotel).';

/** The pictures of a change with the alt text the tour already has for each (the client has none). */
export function karvaanKeepImageAlts(
  body: unknown,
  current: readonly { url: string; alt: string }[],
): unknown {
  if (!karvaanIsRecord(body) || !Array.isArray(body.images)) return body;
  const alts = new Map(current.map((image) => [image.url, image.alt]));
  return {
    ...body,
    images: body.images.map((image: unknown) =>
      karvaanIsRecord(image) && image.alt === undefined && typeof image.url === 'string'
        ? { ...image, alt: alts.get(image.url) ?? '' }
        : image,
    ),
  };
}

/** The tour form's upload answers: the client shows `imageUrl` / `imageUrls` from its own origin. */
export function karvaanUpload(payload: UploadResponse, context: KarvaanContext) {
  return { ...payload, imageUrl: absoluteUrl(payload.url, context) };
}
export function karvaanUploads(payload: UploadsResponse, context: KarvaanContext) {
  return { ...payload, imageUrls: payload.urls.map((url) => absoluteUrl(url, context)) };
}
export const karvaanUploadAliases =
  'Also has `imageUrl` (one picture) or `imageUrls` (several): the same pictures as absolute addresses, which the Karvaan Tours client shows from its own origin.';
