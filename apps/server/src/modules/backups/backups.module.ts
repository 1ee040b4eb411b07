import type { AppModule } from '../../platform/app-module.ts';
import { startPeriodicRounds } from '../../platform/periodic-rounds.ts';
import { backupTargetOf } from './backup-targets.ts';
import { createBackupsRepository } from './backups.repository.ts';
import { backupsRoutes } from './backups.routes.ts';
import { createBackups } from './backups.service.ts';

/** Often enough that a process started after 03:00 takes the night's backup within minutes. */
const NIGHTLY_CHECK_MS = 10 * 60_000;

/**
 * Backups (issue 29, decision 75): the admin's list and button, and the nightly backup with its retention,
 * on by default for the embedded database (BACKUP_NIGHTLY).
 */
export const registerBackupsModule: AppModule = async (app, { config, database, db, now, log }) => {
  const backups = createBackups({
    pool: database.pool,
    runs: createBackupsRepository(db),
    target: backupTargetOf(config),
    timezone: config.TIMEZONE,
    now,
    log: { info: (msg) => log.info(msg), warn: (obj, msg) => log.warn(obj, msg) },
  });
  await app.register(backupsRoutes(backups), { prefix: '/api' });

  if (config.BACKUP_NIGHTLY ?? database.kind === 'embedded') {
    const rounds = startPeriodicRounds({
      round: backups.nightlyRound,
      everyMs: NIGHTLY_CHECK_MS,
      failure: 'The nightly backup failed',
      log,
    });
    app.addHook('onClose', () => rounds.stop());
  }
};
