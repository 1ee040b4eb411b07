import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import type { Database } from '../../db/client.ts';
import { migrationsFolder } from '../../db/migrate.ts';
import {
  BackupError,
  type BackupTrailer,
  loadBackup,
  migrationLevel,
  readHeader,
  tablesWithRows,
} from './backup-file.ts';
import type { BackupTarget } from './backup-targets.ts';
import { createBackupsRepository } from './backups.repository.ts';

type Journal = { entries: unknown[] };

const journalOf = async (folder: string): Promise<Journal> =>
  JSON.parse(await readFile(path.join(folder, 'meta', '_journal.json'), 'utf8'));

/**
 * The migrations up to `level` only: the backup's data go into the schema they were taken from, and the
 * later migrations then carry them forward as they carried the live database.
 */
async function migrateTo(database: Database, level: number, latest: number) {
  if (level === latest) return migrate(database.db, { migrationsFolder });
  const folder = await mkdtemp(path.join(os.tmpdir(), 'tabi-migrations-'));
  try {
    await cp(migrationsFolder, folder, { recursive: true });
    const journal = await journalOf(folder);
    await writeFile(
      path.join(folder, 'meta', '_journal.json'),
      JSON.stringify({ ...journal, entries: journal.entries.slice(0, level) }),
    );
    await migrate(database.db, { migrationsFolder: folder });
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

/**
 * Puts backup `name` of `target` into `database`, which must hold no data (a new DATA_DIR, or a new
 * database for DATABASE_URL): the schema is migrated to the backup's level, the data loaded in one
 * transaction, then the newer migrations run. Answers the rows loaded per table.
 */
export async function restoreBackup(database: Database, target: BackupTarget, name: string, now: Date) {
  const header = await readHeader(await target.read(name));
  const latest = (await journalOf(migrationsFolder)).entries.length;
  if (header.migrations > latest) {
    throw new BackupError(
      `${name} was taken by a newer version of Tabi Tours (migration ${header.migrations}; this one knows ${latest}). Restore it with that version.`,
    );
  }

  const client = await database.pool.connect();
  let trailer: BackupTrailer;
  try {
    const level = await migrationLevel(client);
    if (level === 0) {
      await migrateTo(database, header.migrations, latest);
    } else if (level !== header.migrations) {
      throw new BackupError(
        `This database is already at migration ${level} and the backup at ${header.migrations}: restore into an empty database (a new DATA_DIR, or a new database for DATABASE_URL).`,
      );
    }
    const holding = await tablesWithRows(client);
    if (holding.length > 0) {
      throw new BackupError(
        `This database is not empty (${holding.slice(0, 5).join(', ')}${holding.length > 5 ? ', ...' : ''} hold rows): restore into an empty database (a new DATA_DIR, or a new database for DATABASE_URL).`,
      );
    }
    trailer = await loadBackup(client, await target.read(name));
    await client.query('ANALYZE');
  } finally {
    client.release();
  }
  if (header.migrations < latest) await migrate(database.db, { migrationsFolder });
  const size = (await target.list()).find((backup) => backup.name === name)?.sizeBytes ?? 0;
  await createBackupsRepository(database.db).markRestored(name, size, now);
  return trailer.rows;
}
