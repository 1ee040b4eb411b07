import { missingTourFacts, type Tour, type TourSummary, toMajorUnits } from '@tabi/contracts';
import { imageUrl, thumbUrl } from '../../platform/images/encode.ts';
import type { TourRow } from './tours.repository.ts';

/** Database row -> wire shape. `_id` because the spec's client reads it; money leaves in major units. */
export function toTourSummary(row: TourRow, currency: string): TourSummary {
  return {
    _id: row.id,
    title: row.title,
    category: row.category,
    description: row.description,
    priceNumber: toMajorUnits(row.priceMinor),
    currency,
    featured: row.featured,
    archived: row.archived,
    images: row.images.map((image) => ({
      url: imageUrl(image.imageId),
      thumbUrl: thumbUrl(image.imageId),
      width: image.width,
      height: image.height,
      alt: image.alt,
    })),
    city: row.city,
    region: row.region,
    durationMinutes: row.durationMinutes,
    missingFacts: missingTourFacts(row),
    instantConfirmation: row.instantConfirmation,
    averageRating: Number(row.averageRating),
    ratingsCount: row.ratingsCount,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function toTour(row: TourRow, currency: string, ratingDistribution: Tour['ratingDistribution']): Tour {
  return {
    ...toTourSummary(row, currency),
    maxGroupSize: row.maxGroupSize,
    meetingPoint: row.meetingPoint,
    highlights: row.highlights,
    included: row.included,
    excluded: row.excluded,
    languages: row.languages,
    childPriceShare: row.childPriceShare,
    adultsOnly: row.adultsOnly,
    departureDays: row.departureDays,
    departureTime: row.departureTime,
    ratingDistribution,
  };
}
