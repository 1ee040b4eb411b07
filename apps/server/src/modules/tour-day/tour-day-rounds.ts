import { type PeriodicRounds, startPeriodicRounds } from '../../platform/periodic-rounds.ts';
import type { TourDayRepository } from './tour-day.repository.ts';
import type { TourDayNotices } from './tour-day-notices.ts';

/**
 * The day of the tour's background work, every minute and once at start (a server that was down catches
 * up): departures that ended are completed, reminders whose moment came are sent (none once the tour
 * has started), then review requests for the departures just completed. Every process runs the rounds;
 * each booking and departure is claimed under its row lock with `SKIP LOCKED` and marked in the same
 * transaction, so nothing is sent twice, by two processes or after a restart.
 */
export function startTourDayRounds({
  days,
  notices,
  now,
  log,
  everyMs = 60_000,
}: {
  days: TourDayRepository;
  notices: TourDayNotices;
  now: () => Date;
  log: { warn: (obj: object, msg: string) => void };
  everyMs?: number;
}): PeriodicRounds {
  return startPeriodicRounds({
    round: async () => {
      const completed = await days.completeEnded(now());
      const reminded = await days.sendReminders(now(), notices.reminder);
      const asked = await days.sendReviewRequests(now(), notices.reviewRequest);
      return completed + reminded + asked;
    },
    everyMs,
    failure: 'tour day: a round of reminders, completions and review requests failed',
    log,
  });
}
