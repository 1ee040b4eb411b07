import { tz } from '@date-fns/tz';
import { type NewTour, type Tour, type TourChanges, toMinorUnits } from '@tabi/contracts';
import { format } from 'date-fns';
import { conflict, validationFailed } from '../../platform/errors.ts';
import { isUuid } from '../../platform/ids.ts';
import { type StoredImages, storedImageIds } from '../../platform/images/stored-images.ts';
import type { TourImageValues, TourWritesRepository } from './tour-writes.repository.ts';
import { tourNotFound } from './tours.service.ts';

type Deps = {
  writes: TourWritesRepository;
  images: StoredImages;
  /** The whole tour as `GET /api/posts/:id` answers it. */
  read: (id: string) => Promise<Tour>;
  /**
   * Empties this process's catalog cache, so the admin's next read shows the change; other processes
   * hear of it through the tables' NOTIFY triggers (decision 8).
   */
  catalogChanged: () => void;
  now: () => Date;
  timezone: string;
};

export function createTourWritesService({ writes, images, read, catalogChanged, now, timezone }: Deps) {
  /** The stored images the urls name, with their alt texts; 400 naming each url that names none. */
  async function picturesOf(sent: NewTour['images']): Promise<TourImageValues[]> {
    const ids = await storedImageIds(
      images,
      sent.map((image) => image.url),
    );
    const missing = Object.fromEntries(
      ids.flatMap((id, index) => (id ? [] : [[`images.${index}.url`, 'Image not found. Upload it again.']])),
    );
    if (Object.keys(missing).length > 0)
      throw validationFailed('Some images were not found. Please upload them again.', missing);
    return sent.map((image, index) => ({ imageId: ids[index]!, alt: image.alt }));
  }

  async function update(id: string, changes: TourChanges): Promise<Tour> {
    if (!isUuid(id)) throw tourNotFound();
    const { priceNumber, images: sentImages, ...values } = changes;
    const pictures = sentImages && (await picturesOf(sentImages));
    const result = await writes.update(
      id,
      { ...values, ...(priceNumber === undefined ? {} : { priceMinor: toMinorUnits(priceNumber) }) },
      pictures,
      now(),
    );
    if (result.outcome === 'missing') throw tourNotFound();
    if (result.outcome === 'overbooked') {
      const mostBooked = Math.max(...result.departures.map((departure) => departure.booked));
      throw conflict(
        `Upcoming departures already have up to ${mostBooked} travellers booked. Choose a group size of at least ${mostBooked}, or cancel bookings first.`,
        { departures: result.departures, minimumGroupSize: mostBooked },
      );
    }
    catalogChanged();
    return read(id);
  }

  return {
    async create(input: NewTour): Promise<Tour> {
      const { priceNumber, images: sentImages, ...values } = input;
      const pictures = await picturesOf(sentImages);
      const id = await writes.create({ ...values, priceMinor: toMinorUnits(priceNumber) }, pictures);
      catalogChanged();
      return read(id);
    },

    update,

    setFeatured: (id: string, featured: boolean) => update(id, { featured }),

    /**
     * Deletes a tour nobody booked. A booked tour is archived instead (409 says so): deleting it would
     * erase what travellers booked and paid, upcoming or past.
     */
    async remove(id: string): Promise<{ _id: string }> {
      if (!isUuid(id)) throw tourNotFound();
      const today = format(now(), 'yyyy-MM-dd', { in: tz(timezone) });
      const result = await writes.remove(id, today);
      if (result.outcome === 'missing') throw tourNotFound();
      if (result.outcome === 'booked')
        throw conflict(
          result.upcoming > 0
            ? 'This tour has upcoming bookings; archive it instead.'
            : 'This tour has been booked before; archive it instead to keep its booking history.',
          { upcomingBookings: result.upcoming, bookings: result.total, archive: true },
        );
      catalogChanged();
      return { _id: id };
    },
  };
}

export type TourWritesService = ReturnType<typeof createTourWritesService>;
