import { z } from 'zod';
import { nulMessage, uploadedImageUrlSchema, withoutNul } from './common.ts';
import { limits, tourDefaults } from './constants.ts';

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
