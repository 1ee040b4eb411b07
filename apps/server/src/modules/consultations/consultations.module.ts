import type { AppModule } from '../../platform/app-module.ts';
import { createConsultationsRepository } from './consultations.repository.ts';
import { consultationsRoutes } from './consultations.routes.ts';
import { type AdminNotice, createConsultationsService } from './consultations.service.ts';

/** The notifications feature, which tells every admin of a new request. */
type Needs = { notifier: { notifyAdmins: (notice: AdminNotice) => Promise<unknown> } };

export const registerConsultationsModule: AppModule<Needs> = async (app, deps) => {
  const { config, db, now, accountMail, background, notifier } = deps;
  const service = createConsultationsService({
    consultations: createConsultationsRepository(db),
    accountMail,
    now,
    timezone: config.TIMEZONE,
    background,
    notifyAdmins: notifier.notifyAdmins,
  });
  await app.register(
    consultationsRoutes(service, { max: config.RATE_LIMIT_CONSULTATION, windowMs: config.rateLimitWindowMs }),
    { prefix: '/api' },
  );
};
