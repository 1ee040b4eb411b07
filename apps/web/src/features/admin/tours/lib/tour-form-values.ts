import {
  type NewTour,
  type Tour,
  type TourUpdate,
  tourDefaults,
  tourFieldsSchema,
  tourImageInputSchema,
} from '@tabi/contracts';
import { z } from 'zod';

/**
 * The admin's tour form and the wire. The form holds what its inputs hold (numbers as typed text, list
 * lines as objects for field arrays, the child price as a percentage, the duration as hours and
 * minutes); its schemas (a saved tour's, a new tour's) check each field with the contract's own rule
 * and answer the wire input.
 */

/**
 * Each field's own rule, every one required: the form asks for the whole tour, also the place, duration
 * and meeting point a tour created elsewhere may still lack (the editor lists those, decision 23).
 */
const fields = tourFieldsSchema.shape;

/** A number typed into an input: required, then held to the wire's rule for it. */
const typedNumber = (rule: z.ZodType<number, number>, required: string) =>
  z.string().trim().min(1, { message: required }).transform(Number).pipe(rule);

const wholeNumberText = z.string().trim().regex(/^\d*$/, { message: 'Use whole hours and minutes' });

/** Lines of a list, one object per line (react-hook-form's field arrays keep an id on each). */
const lines = (line: z.ZodType<string>, min?: { count: number; message: string }) => {
  const list = z.array(z.object({ value: line }));
  return (min ? list.min(min.count, { message: min.message }) : list).transform((items) =>
    items.map((item) => item.value),
  );
};

/** Share of the adult price <-> percent, rounded so 0.333 reads 33.3 and goes back as 0.333. */
const percentOf = (share: number) => String(Math.round(share * 1e6) / 1e4);
const shareOf = (percent: number) => Math.round(percent * 1e4) / 1e6;

const childPricePercent = typedNumber(
  z
    .number({ message: 'Child price must be a number' })
    .min(0, { message: 'Child price must be 0% to 100% of the adult price' })
    .max(100, { message: 'Child price must be 0% to 100% of the adult price' }),
  'Child price is required',
).transform(shareOf);

const formShape = {
  title: fields.title,
  category: fields.category,
  description: fields.description,
  priceNumber: typedNumber(fields.priceNumber, 'Price is required'),
  city: fields.city,
  region: fields.region,
  meetingPoint: fields.meetingPoint,
  duration: z
    .object({ hours: wholeNumberText, minutes: wholeNumberText })
    .transform(({ hours, minutes }) => Number(hours || 0) * 60 + Number(minutes || 0))
    .pipe(fields.durationMinutes),
  departureDays: fields.departureDays,
  departureTime: fields.departureTime,
  maxGroupSize: typedNumber(fields.maxGroupSize, 'Group size is required'),
  instantConfirmation: fields.instantConfirmation,
  childPricePercent,
  adultsOnly: fields.adultsOnly,
  highlights: lines(fields.highlights.element),
  included: lines(fields.included.element),
  excluded: lines(fields.excluded.element),
  languages: lines(fields.languages.element, { count: 1, message: 'Name at least one language' }),
  images: z
    .array(z.object({ url: z.string(), preview: z.string(), alt: tourImageInputSchema.shape.alt }))
    .transform((images) => images.map(({ url, alt }) => ({ url, alt }))),
  featured: fields.featured,
  archived: fields.archived,
};

const toWire = ({
  duration,
  childPricePercent: childPriceShare,
  ...rest
}: z.output<z.ZodObject<typeof formShape>>): NewTour => ({
  ...rest,
  durationMinutes: duration,
  childPriceShare,
});

/** A saved tour's form: every field required, so clearing one never quietly puts a default back. */
export const tourFormSchema = z.object(formShape).transform(toWire);

/**
 * What a new tour's field left empty stands for (its placeholder shows it): the spec's defaults (title,
 * category, price), which its client filled in before sending, and the server's (group size, child price).
 */
export const newTourPlaceholders = {
  title: tourDefaults.title,
  category: tourDefaults.category,
  priceNumber: String(tourDefaults.priceNumber),
  maxGroupSize: String(tourDefaults.maxGroupSize),
  childPricePercent: percentOf(tourDefaults.childPriceShare),
};
export type NewTourPlaceholders = typeof newTourPlaceholders;

/** An input left empty reads as `fallback`, then meets the field's rule like anything typed. */
const orDefault = <T extends z.ZodType<unknown, string>>(fallback: string, rule: T) =>
  z
    .string()
    .transform((value) => (value.trim() === '' ? fallback : value))
    .pipe(rule);

/**
 * A new tour's form: the fields with a default may stay empty and are sent with it, the others (the
 * description, the place, the duration, the meeting point) are asked for.
 */
export const newTourFormSchema = z
  .object({
    ...formShape,
    title: orDefault(newTourPlaceholders.title, formShape.title),
    category: orDefault(newTourPlaceholders.category, formShape.category),
    priceNumber: orDefault(newTourPlaceholders.priceNumber, formShape.priceNumber),
    maxGroupSize: orDefault(newTourPlaceholders.maxGroupSize, formShape.maxGroupSize),
    childPricePercent: orDefault(newTourPlaceholders.childPricePercent, formShape.childPricePercent),
  })
  .transform(toWire);

export type TourFormValues = z.input<typeof tourFormSchema>;
export type TourFormImage = TourFormValues['images'][number];
export type TourListName = 'highlights' | 'included' | 'excluded' | 'languages';

const linesOf = (values: readonly string[]) => values.map((value) => ({ value }));

/**
 * A new tour: what is typed starts empty (the defaults are the placeholders, `newTourPlaceholders`);
 * the choices (weekdays, departure time, switches, the first language) start on the server's defaults,
 * since an unticked box or an empty time would say the opposite of what is sent.
 */
export function newTourFormValues(): TourFormValues {
  return {
    title: '',
    category: '',
    description: '',
    priceNumber: '',
    city: '',
    region: '',
    meetingPoint: '',
    duration: { hours: '', minutes: '' },
    departureDays: [...tourDefaults.departureDays],
    departureTime: tourDefaults.departureTime,
    maxGroupSize: '',
    instantConfirmation: tourDefaults.instantConfirmation,
    childPricePercent: '',
    adultsOnly: tourDefaults.adultsOnly,
    highlights: [],
    included: [],
    excluded: [],
    languages: linesOf(tourDefaults.languages),
    images: [],
    featured: false,
    archived: false,
  };
}

/** The duration's two inputs; empty while the tour has none. */
function durationFields(minutes: number | null): TourFormValues['duration'] {
  if (minutes === null) return { hours: '', minutes: '' };
  return { hours: String(Math.floor(minutes / 60)), minutes: String(minutes % 60) };
}

/**
 * A saved tour in the form, exactly as stored: nothing is tidied or replaced on the way in. A fact the
 * tour does not have yet is an empty field.
 */
export function tourFormValues(tour: Tour): TourFormValues {
  return {
    title: tour.title,
    category: tour.category,
    description: tour.description,
    priceNumber: String(tour.priceNumber),
    city: tour.city ?? '',
    region: tour.region ?? '',
    meetingPoint: tour.meetingPoint ?? '',
    duration: durationFields(tour.durationMinutes),
    departureDays: [...tour.departureDays],
    departureTime: tour.departureTime,
    maxGroupSize: String(tour.maxGroupSize),
    instantConfirmation: tour.instantConfirmation,
    childPricePercent: percentOf(tour.childPriceShare),
    adultsOnly: tour.adultsOnly,
    highlights: linesOf(tour.highlights),
    included: linesOf(tour.included),
    excluded: linesOf(tour.excluded),
    languages: linesOf(tour.languages),
    images: tour.images.map((image) => ({ url: image.url, preview: image.thumbUrl, alt: image.alt })),
    featured: tour.featured,
    archived: tour.archived,
  };
}

/** What a saved tour would send as a whole: the baseline an edit is compared with. */
export function tourInputOf(tour: Tour): NewTour {
  return {
    title: tour.title,
    category: tour.category,
    description: tour.description,
    priceNumber: tour.priceNumber,
    city: tour.city,
    region: tour.region,
    meetingPoint: tour.meetingPoint,
    durationMinutes: tour.durationMinutes,
    departureDays: tour.departureDays,
    departureTime: tour.departureTime,
    maxGroupSize: tour.maxGroupSize,
    instantConfirmation: tour.instantConfirmation,
    childPriceShare: tour.childPriceShare,
    adultsOnly: tour.adultsOnly,
    highlights: tour.highlights,
    included: tour.included,
    excluded: tour.excluded,
    languages: tour.languages,
    images: tour.images.map(({ url, alt }) => ({ url, alt })),
    featured: tour.featured,
    archived: tour.archived,
  };
}

/**
 * Only the fields that differ from the saved tour: an edit never rewrites a value the admin did not
 * touch (an old description, a child share of 0.333), and an unchanged form sends nothing.
 */
export function tourChanges(saved: NewTour, edited: NewTour): TourUpdate {
  const changes: Record<string, unknown> = {};
  for (const key of Object.keys(edited) as (keyof NewTour)[]) {
    if (JSON.stringify(edited[key]) !== JSON.stringify(saved[key])) changes[key] = edited[key];
  }
  return changes as TourUpdate;
}
