import path from 'node:path';
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from './config.ts';
import { openDatabaseForTool } from './db/open.ts';
import { BackupError } from './modules/backups/backup-file.ts';
import { backupTargetOf } from './modules/backups/backup-targets.ts';
import { restoreBackup } from './modules/backups/restore.ts';
import { toolFailure, toolLog } from './tool-log.ts';

const USAGE = `npm run restore -- <backup>
  <backup> is "latest" (the newest in BACKUP_TARGET), a name listed below, a file's path, or
  s3://bucket/prefix/<name>. It goes into the configured database (DATA_DIR's embedded one, or
  DATABASE_URL's), which must be empty: a new DATA_DIR, or a new database.`;

/** `npm run restore -- <backup>`: puts a backup into an empty database; without one, lists them. */
async function main() {
  const { positionals } = parseArgs({ allowPositionals: true });
  const config = loadConfig();
  const chosen = positionals[0];
  // A path or an s3:// address names its own place; a bare name (or "latest") is looked for in BACKUP_TARGET.
  const where = chosen && /[/\\]/.test(chosen) ? path.dirname(chosen) : config.backupTarget;
  const target = backupTargetOf(config, where);
  const backups = await target.list();
  if (!chosen) {
    const list = backups.map((b) => `  ${b.name}  ${(b.sizeBytes / 1024 / 1024).toFixed(1)} MB`).join('\n');
    process.stdout.write(`${USAGE}\n\nBackups in ${target.where}:\n${list || '  (none)'}\n`);
    process.exitCode = 1;
    return;
  }
  const name = chosen === 'latest' ? backups.at(-1)?.name : path.basename(chosen);
  if (!name) throw new BackupError(`There is no backup in ${target.where}.`);

  const database = await openDatabaseForTool(config, toolLog);
  try {
    const rows = await restoreBackup(database, target, name, new Date());
    const total = Object.values(rows).reduce((sum, n) => sum + n, 0);
    process.stdout.write(
      `Restored ${name} from ${target.where}: ${total} rows in ${Object.keys(rows).length} tables` +
        ` (${rows.bookings ?? 0} bookings, ${rows.users ?? 0} users, ${rows.images ?? 0} images).\n`,
    );
  } finally {
    await database.close();
  }
}

main().catch((error) => toolFailure(error, [ConfigError, BackupError]));
