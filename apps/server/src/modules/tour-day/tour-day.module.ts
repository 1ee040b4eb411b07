import type { AppModule } from '../../platform/app-module.ts';
import type { PeriodicRounds } from '../../platform/periodic-rounds.ts';
import { createTicketCodes } from './ticket-code.ts';
import { createTourDayRepository } from './tour-day.repository.ts';
import { tourDayRoutes } from './tour-day.routes.ts';
import { createTourDayService } from './tour-day.service.ts';
import { createTourDayNotices, type Notify } from './tour-day-notices.ts';
import { startTourDayRounds } from './tour-day-rounds.ts';

/**
 * The day of the tour (issue 27): the traveller's ticket with its signed QR; for staff the departures of
 * a day, manifests (also as CSV), check-in and attendance; and the rounds that send the reminders,
 * complete ended departures and ask for reviews (`tourDayRounds`: tests run a round after moving the
 * clock).
 */
export const registerTourDayModule: AppModule<{ notify: Notify }, { tourDayRounds: PeriodicRounds }> = async (
  app,
  deps,
) => {
  const { config, db, now, settings, accountMail, notify, log } = deps;
  const days = createTourDayRepository(db);
  const service = createTourDayService({
    days,
    codes: await createTicketCodes(settings),
    timezone: config.TIMEZONE,
    now,
  });
  await app.register(tourDayRoutes(service), { prefix: '/api' });

  const notices = createTourDayNotices({
    notify,
    accountMail,
    publicUrl: config.PUBLIC_URL,
    timezone: config.TIMEZONE,
  });
  const rounds = startTourDayRounds({ days, notices, now, log });
  app.addHook('onClose', () => rounds.stop());
  return { tourDayRounds: rounds };
};
