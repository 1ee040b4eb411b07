import { once } from 'node:events';
import { Readable, type Transform } from 'node:stream';
import { finished } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import type pg from 'pg';
import { from as copyFrom, to as copyTo } from 'pg-copy-streams';

/**
 * A backup is one gzipped text file, readable with zcat (decision 75):
 *
 *   -- Tabi Tours backup {"format":1,"createdAt":…,"migrations":29}
 *   COPY "users" ("id", "email", …) FROM stdin;
 *   <PostgreSQL's COPY text rows, one per line>
 *   \.
 *   … one block per table …
 *   -- end {"rows":{"users":12,…},"sequences":{"chat_messages_seq_seq":40}}
 *
 * It is written from one REPEATABLE READ snapshot, so every table is as of the same instant while the
 * product keeps running. Only data: the schema is the migrations', which the restore runs first, up to the
 * backup's own migration. Uploaded images live in the database (`images`), so they are in it too.
 */

const FORMAT = 1;
const HEADER = '-- Tabi Tours backup ';
const TRAILER = '-- end ';

export type BackupHeader = { format: number; createdAt: string; migrations: number };
export type BackupTrailer = { rows: Record<string, number>; sequences: Record<string, number> };

export class BackupError extends Error {}

const NEWLINE = Buffer.from('\n');

const quote = (identifier: string) => `"${identifier.replaceAll('"', '""')}"`;

type Table = { name: string; columns: string[] };

/** The tables of the schema with their stored columns (generated columns are computed again on load). */
async function tablesOf(client: pg.ClientBase): Promise<Table[]> {
  const { rows } = await client.query<{ name: string; columns: string[] }>(`
    SELECT c.relname AS name, array_agg(a.attname::text ORDER BY a.attnum) AS columns
    FROM pg_class c
    JOIN pg_namespace n ON n.oid = c.relnamespace
    JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped AND a.attgenerated = ''
    WHERE n.nspname = 'public' AND c.relkind = 'r'
    GROUP BY c.relname
    ORDER BY c.relname`);
  return rows;
}

/** Migrations applied to the database: drizzle's own bookkeeping, absent before the first one. */
export async function migrationLevel(client: pg.ClientBase): Promise<number> {
  const { rows } = await client.query<{ found: boolean }>(
    "SELECT to_regclass('drizzle.__drizzle_migrations') IS NOT NULL AS found",
  );
  if (!rows[0]!.found) return 0;
  const applied = await client.query<{ level: number }>(
    'SELECT count(*)::int AS level FROM drizzle.__drizzle_migrations',
  );
  return applied.rows[0]!.level;
}

const copyStatement = (table: Table) => `COPY ${quote(table.name)} (${table.columns.map(quote).join(', ')})`;

/**
 * The backup of the database behind `client`, as a gzipped stream; the client is busy until it ends. A
 * failure of the database fails the stream, and a reader that stops (its target failed) stops the dump.
 */
export function dumpDatabase(client: pg.ClientBase, now: Date): Readable {
  return joined(Readable.from(dumpText(client, now)), createGzip());
}

/**
 * `from` piped into `to`, each failing or closing with the other: `pipe` alone would leave `to` waiting
 * forever for the end of a source that failed.
 */
function joined(from: Readable, to: Transform): Transform {
  from.on('error', (error) => to.destroy(error));
  to.on('close', () => from.destroy());
  return from.pipe(to);
}

async function* dumpText(client: pg.ClientBase, now: Date): AsyncGenerator<string | Buffer> {
  await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
  let committed = false;
  try {
    const header: BackupHeader = {
      format: FORMAT,
      createdAt: now.toISOString(),
      migrations: await migrationLevel(client),
    };
    yield `${HEADER}${JSON.stringify(header)}\n`;
    const trailer: BackupTrailer = { rows: {}, sequences: {} };
    for (const table of await tablesOf(client)) {
      yield `${copyStatement(table)} FROM stdin;\n`;
      let rows = 0;
      for await (const chunk of client.query(
        copyTo(`${copyStatement(table)} TO STDOUT`),
      ) as AsyncIterable<Buffer>) {
        // One row per line: COPY's text format escapes the newlines inside values.
        for (const byte of chunk) if (byte === 0x0a) rows++;
        yield chunk;
      }
      yield '\\.\n';
      trailer.rows[table.name] = rows;
    }
    // Sequences are outside snapshots: their value now is at least every value in the rows above.
    const sequences = await client.query<{ name: string; value: string | null }>(
      `SELECT sequencename AS name, last_value::text AS value FROM pg_sequences WHERE schemaname = 'public'`,
    );
    for (const { name, value } of sequences.rows) if (value !== null) trailer.sequences[name] = Number(value);
    yield `${TRAILER}${JSON.stringify(trailer)}\n`;
    await client.query('COMMIT');
    committed = true;
  } finally {
    // Also when the reader stopped reading (the target failed): the generator is returned, not thrown into.
    if (!committed) await client.query('ROLLBACK').catch(() => {});
  }
}

/**
 * The lines of a gzipped backup as bytes, pulled as they are used (the load's pace holds the file's back).
 * Split on the byte: a newline never occurs inside a UTF-8 character.
 */
async function* linesOf(input: Readable): AsyncGenerator<Buffer> {
  let rest = Buffer.alloc(0);
  for await (const chunk of joined(input, createGunzip()) as AsyncIterable<Buffer>) {
    let data = rest.length ? Buffer.concat([rest, chunk]) : chunk;
    let end = data.indexOf(0x0a);
    while (end !== -1) {
      yield data.subarray(0, end);
      data = data.subarray(end + 1);
      end = data.indexOf(0x0a);
    }
    rest = Buffer.from(data);
  }
  if (rest.length) yield rest;
}

/** The header of a backup stream, read without loading the rest (which is left unread). */
export async function readHeader(input: Readable): Promise<BackupHeader> {
  try {
    for await (const line of linesOf(input)) return parseHeader(line.toString('utf8'));
    throw new BackupError('The backup is empty.');
  } finally {
    input.destroy();
  }
}

function parseHeader(line: string): BackupHeader {
  if (!line.startsWith(HEADER)) throw new BackupError('This is not a Tabi Tours backup.');
  const header = JSON.parse(line.slice(HEADER.length)) as BackupHeader;
  if (header.format !== FORMAT)
    throw new BackupError(`Backup format ${header.format} is not one this version reads.`);
  return header;
}

/**
 * Loads a backup into the database behind `client`, whose schema the caller has migrated to the backup's
 * level and whose tables are empty. One transaction: a backup cut short or damaged leaves nothing behind.
 * Foreign keys are dropped for the load and added again after (which checks them all), and the tables'
 * own triggers are off (the rating summaries and catalog notices are already in the data), as pg_dump's
 * restore does; both need only ownership of the tables, not superuser.
 */
export async function loadBackup(client: pg.ClientBase, input: Readable): Promise<BackupTrailer> {
  let copy: ReturnType<typeof copyFrom> | undefined;
  await client.query('BEGIN');
  try {
    const tables = await tablesOf(client);
    const foreignKeys = await client.query<{ table: string; name: string; definition: string }>(`
      SELECT conrelid::regclass::text AS table, conname AS name, pg_get_constraintdef(oid) AS definition
      FROM pg_constraint WHERE contype = 'f' AND connamespace = 'public'::regnamespace`);
    for (const fk of foreignKeys.rows) {
      await client.query(`ALTER TABLE ${fk.table} DROP CONSTRAINT ${quote(fk.name)}`);
    }
    for (const table of tables) await client.query(`ALTER TABLE ${quote(table.name)} DISABLE TRIGGER USER`);

    const loaded: Record<string, number> = {};
    let trailer: BackupTrailer | undefined;
    let current = '';
    let first = true;
    for await (const bytes of linesOf(input)) {
      if (copy) {
        if (bytes.length === 2 && bytes[0] === 0x5c && bytes[1] === 0x2e) {
          // "\.": the end of the table's rows.
          copy.end();
          await finished(copy);
          loaded[current] = Number(copy.rowCount);
          copy = undefined;
        } else if (!copy.write(Buffer.concat([bytes, NEWLINE]))) {
          await once(copy, 'drain');
        }
        continue;
      }
      const line = bytes.toString('utf8');
      if (first) {
        parseHeader(line);
        first = false;
      } else if (line.startsWith('COPY ')) {
        const match = /^COPY "((?:[^"]|"")+)" /.exec(line);
        current = match ? match[1]!.replaceAll('""', '"') : '';
        if (!tables.some((table) => table.name === current)) {
          throw new BackupError(`The backup holds a table this database does not have (${current || line}).`);
        }
        copy = client.query(copyFrom(line.replace(/ FROM stdin;$/, ' FROM STDIN')));
      } else if (line.startsWith(TRAILER)) {
        trailer = JSON.parse(line.slice(TRAILER.length)) as BackupTrailer;
      }
    }
    if (first) throw new BackupError('The backup is empty.');
    if (!trailer || copy) throw new BackupError('The backup is cut short: its last part is missing.');
    for (const [table, rows] of Object.entries(trailer.rows)) {
      if ((loaded[table] ?? 0) !== rows) {
        throw new BackupError(
          `The backup is damaged: ${table} has ${loaded[table] ?? 0} of its ${rows} rows.`,
        );
      }
    }

    for (const table of tables) await client.query(`ALTER TABLE ${quote(table.name)} ENABLE TRIGGER USER`);
    for (const fk of foreignKeys.rows) {
      await client.query(`ALTER TABLE ${fk.table} ADD CONSTRAINT ${quote(fk.name)} ${fk.definition}`);
    }
    for (const [sequence, value] of Object.entries(trailer.sequences)) {
      await client.query('SELECT setval($1::regclass, $2)', [quote(sequence), value]);
    }
    await client.query('COMMIT');
    return trailer;
  } catch (error) {
    // A COPY cut off mid-way is failed first (pg-copy-streams sends CopyFail), or the connection waits for its end.
    if (copy) {
      copy.destroy(error instanceof Error ? error : new Error(String(error)));
      await finished(copy).catch(() => {});
    }
    await client.query('ROLLBACK').catch(() => {});
    throw error;
  } finally {
    input.destroy();
  }
}

/** The tables of the database that hold rows: a restore only goes into a database with none. */
export async function tablesWithRows(client: pg.ClientBase): Promise<string[]> {
  const found: string[] = [];
  for (const table of await tablesOf(client)) {
    const { rowCount } = await client.query(`SELECT 1 FROM ${quote(table.name)} LIMIT 1`);
    if (rowCount) found.push(table.name);
  }
  return found;
}
