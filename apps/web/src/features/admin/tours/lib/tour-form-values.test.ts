import { describe, expect, it } from 'vitest';
import { tourOf } from '../../../../test/fixtures.ts';
import { placementOf } from './tour-form-errors.ts';
import {
  newTourFormSchema,
  newTourFormValues,
  tourChanges,
  tourFormSchema,
  tourFormValues,
  tourInputOf,
} from './tour-form-values.ts';

const image = (n: number, alt = `Picture ${n}`) => ({
  url: `/uploads/00000000-0000-4000-8000-00000000000${n}.webp`,
  thumbUrl: `/uploads/00000000-0000-4000-8000-00000000000${n}-thumb.webp`,
  width: 1600,
  height: 1200,
  alt,
});

/** A tour with values the form must carry over exactly: odd shares, minutes, lists, pictures. */
const tour = tourOf({
  priceNumber: 89.5,
  durationMinutes: 95,
  childPriceShare: 0.333,
  departureDays: [1, 3, 5],
  departureTime: '06:30',
  highlights: ['The thousand gates', 'Tea at the summit'],
  included: ['Guide'],
  excluded: [],
  languages: ['English', 'Japanese'],
  images: [image(1), image(2, '')],
  featured: true,
  instantConfirmation: false,
  adultsOnly: true,
});

describe('the tour form and the wire', () => {
  it('round-trips a saved tour: the form answers what the tour holds', () => {
    expect(tourFormSchema.parse(tourFormValues(tour))).toEqual(tourInputOf(tour));
  });

  it('shows the duration as hours and minutes and the child price as a percentage', () => {
    const values = tourFormValues(tour);
    expect(values.duration).toEqual({ hours: '1', minutes: '35' });
    expect(values.childPricePercent).toBe('33.3');
    expect(values.images[1]).toEqual({ url: image(2).url, preview: image(2).thumbUrl, alt: '' });
  });

  it('starts a new tour empty but for its choices, and asks for what has no default', () => {
    const values = newTourFormValues();
    expect(values).toMatchObject({
      title: '',
      category: '',
      priceNumber: '',
      childPricePercent: '',
      maxGroupSize: '',
      adultsOnly: false,
      departureDays: [1, 2, 3, 4, 5, 6, 7],
      departureTime: '09:00',
      languages: [{ value: 'English' }],
    });
    const result = newTourFormSchema.safeParse(values);
    expect(result.success).toBe(false);
    const problems = Object.fromEntries(result.error!.issues.map((i) => [i.path.join('.'), i.message]));
    expect(problems).toEqual({
      description: 'Description must be at least 10 characters',
      city: 'City is required',
      region: 'Region is required',
      meetingPoint: 'Meeting point is required',
      duration: 'Duration must be at least 1 minute',
    });
  });

  it('asks for every field of a saved tour: clearing one never puts a default back', () => {
    const result = tourFormSchema.safeParse({ ...tourFormValues(tour), title: ' ', maxGroupSize: '' });
    expect(result.success).toBe(false);
    const problems = Object.fromEntries(result.error!.issues.map((i) => [i.path.join('.'), i.message]));
    expect(problems).toEqual({ title: 'Title is required', maxGroupSize: 'Group size is required' });
  });

  it('answers the wire input of a filled-in new tour: trimmed, in numbers, weekdays in order', () => {
    const input = newTourFormSchema.parse({
      ...newTourFormValues(),
      description: '  A long enough description.  ',
      city: 'Kyoto',
      region: 'Kyoto',
      meetingPoint: 'Station',
      duration: { hours: '2', minutes: '' },
      maxGroupSize: '12',
      childPricePercent: '25',
      departureDays: [6, 1],
      highlights: [{ value: ' Gates ' }],
    });
    expect(input).toMatchObject({
      title: 'Untitled Tour',
      category: 'Tour',
      priceNumber: 100,
      description: 'A long enough description.',
      durationMinutes: 120,
      maxGroupSize: 12,
      childPriceShare: 0.25,
      departureDays: [1, 6],
      highlights: ['Gates'],
      languages: ['English'],
      images: [],
    });
  });

  it('sends only what changed: never an untouched old value', () => {
    const legacy = tourOf({ description: 'Short', childPriceShare: 0.333 });
    const saved = tourInputOf(legacy);
    expect(tourChanges(saved, saved)).toEqual({});
    expect(tourChanges(saved, { ...saved, priceNumber: 95 })).toEqual({ priceNumber: 95 });
    const reordered = { ...tourInputOf(tour), images: [...tourInputOf(tour).images].reverse() };
    expect(tourChanges(tourInputOf(tour), reordered)).toEqual({ images: reordered.images });
  });
});

describe('server field errors in the form', () => {
  it('places each wire path at its form field and control', () => {
    expect(placementOf('description')).toEqual({ field: 'description', focus: 'description' });
    expect(placementOf('durationMinutes')).toEqual({ field: 'duration', focus: 'duration.hours' });
    expect(placementOf('childPriceShare')).toEqual({
      field: 'childPricePercent',
      focus: 'childPricePercent',
    });
    expect(placementOf('departureDays.2')).toEqual({ field: 'departureDays', focus: 'departureDays' });
    expect(placementOf('languages.1')).toEqual({ field: 'languages.1.value', focus: 'languages.1.value' });
    expect(placementOf('highlights')).toEqual({ field: 'highlights', focus: 'highlights' });
    expect(placementOf('images.1.url')).toEqual({ field: 'images.1.url', focus: 'images.1.alt' });
    expect(placementOf('ratingsCount')).toBeNull();
  });
});
