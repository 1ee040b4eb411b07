import type { UploadsRepository } from './uploads.repository.ts';

type Options = {
  images: Pick<UploadsRepository, 'deleteOrphans'>;
  now: () => Date;
  log: { info: (obj: object, msg: string) => void; warn: (obj: object, msg: string) => void };
  /** How long an unused upload is kept: time to finish the form it was uploaded from. */
  graceMs?: number;
  everyMs?: number;
  /** The first sweep, after the server has settled. */
  firstAfterMs?: number;
};

const hour = 60 * 60_000;

/**
 * Uploads are stored before the tour, review or profile that shows them is saved, and a form left
 * unsaved (or a picture replaced, a review or tour deleted) leaves images nothing shows. This deletes
 * them a day after their last upload, every six hours. Every server process may sweep: a row is
 * deleted once whoever gets there first.
 */
export function startOrphanImageSweep({
  images,
  now,
  log,
  graceMs = 24 * hour,
  everyMs = 6 * hour,
  firstAfterMs = 5 * 60_000,
}: Options): { sweep: () => Promise<number>; stop: () => void } {
  const sweep = async () => {
    try {
      const deleted = await images.deleteOrphans(new Date(now().getTime() - graceMs));
      if (deleted > 0) log.info({ deleted }, 'deleted uploaded images that nothing shows');
      return deleted;
    } catch (error) {
      // A picture attached during the sweep makes the whole delete fail: the next sweep tries again.
      log.warn({ err: error }, 'the sweep of unused uploaded images failed');
      return 0;
    }
  };
  const first = setTimeout(() => void sweep(), firstAfterMs);
  const every = setInterval(() => void sweep(), everyMs);
  first.unref();
  every.unref();
  return {
    sweep,
    stop: () => {
      clearTimeout(first);
      clearInterval(every);
    },
  };
}
