import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from './config.ts';
import { openDatabaseForTool } from './db/open.ts';
import { BackupError } from './modules/backups/backup-file.ts';
import { backupTargetOf } from './modules/backups/backup-targets.ts';
import { createBackupsRepository } from './modules/backups/backups.repository.ts';
import { createBackups } from './modules/backups/backups.service.ts';
import { toolFailure, toolLog } from './tool-log.ts';

/**
 * `npm run backup [-- --to <folder | s3://bucket/prefix>]`: one backup of the configured database (the
 * embedded one in DATA_DIR, running or not, or DATABASE_URL's) to BACKUP_TARGET or `--to`.
 */
async function main() {
  const { values } = parseArgs({ options: { to: { type: 'string' } } });
  const config = loadConfig();
  const target = backupTargetOf(config, values.to);
  const database = await openDatabaseForTool(config, toolLog);
  try {
    const backups = createBackups({
      pool: database.pool,
      runs: createBackupsRepository(database.db),
      target,
      timezone: config.TIMEZONE,
      now: () => new Date(),
      log: { info: () => {}, warn: (obj, msg) => toolLog.warn(`${msg}: ${String(obj)}`) },
    });
    const run = await backups.takeNow();
    const megabytes = ((run.sizeBytes ?? 0) / 1024 / 1024).toFixed(1);
    process.stdout.write(`Backup written: ${run.name} in ${target.where} (${megabytes} MB)\n`);
  } finally {
    await database.close();
  }
}

main().catch((error) => toolFailure(error, [ConfigError, BackupError]));
