import type { BackupRun, PageQuery } from '@tabi/contracts';
import { subHours } from 'date-fns';
import type pg from 'pg';
import { conflict } from '../../platform/errors.ts';
import { listEnvelope } from '../../platform/pagination.ts';
import { dumpDatabase } from './backup-file.ts';
import { backupsToPrune, nightDue } from './backup-schedule.ts';
import { type BackupTarget, backupName } from './backup-targets.ts';
import type { BackupsRepository } from './backups.repository.ts';

/** A run still `running` after this long belongs to a process that stopped mid-way. */
const ABANDONED_AFTER_HOURS = 6;

type Deps = {
  pool: pg.Pool;
  runs: BackupsRepository;
  target: BackupTarget;
  timezone: string;
  now: () => Date;
  log: { info: (msg: string) => void; warn: (obj: object, msg: string) => void };
};

/** Taking backups (decision 75): now, or each night with the retention applied after. */
export function createBackups({ pool, runs, target, timezone, now, log }: Deps) {
  /** One at a time in this process: two dumps at once would only compete for the same disk. */
  let inFlight: Promise<BackupRun | undefined> | undefined;

  async function take(trigger: BackupRun['trigger'], night: string | null): Promise<BackupRun | undefined> {
    const at = now();
    const name = backupName(at);
    const run = await runs.start({ trigger, night, target: target.where, name, at });
    if (!run) return undefined;
    const client = await pool.connect();
    let failure: Error | undefined;
    try {
      const { sizeBytes } = await target.write(name, dumpDatabase(client, at));
      const finishedAt = now();
      await runs.finish(run._id, { sizeBytes }, finishedAt);
      log.info(`Backup ${name} written to ${target.where} (${sizeBytes} bytes)`);
      return { ...run, status: 'done', sizeBytes, finishedAt: finishedAt.toISOString() };
    } catch (error) {
      failure = error instanceof Error ? error : new Error(String(error));
      await runs.finish(run._id, { error: failure.message }, now());
      throw failure;
    } finally {
      // A connection cut in the middle of a COPY is not fit to be used again.
      client.release(failure);
    }
  }

  function once(trigger: BackupRun['trigger'], night: string | null) {
    inFlight ??= take(trigger, night).finally(() => {
      inFlight = undefined;
    });
    return inFlight;
  }

  async function prune(at: Date) {
    const names = (await target.list()).map((backup) => backup.name);
    for (const name of backupsToPrune(names, at, timezone)) {
      await target.remove(name);
      log.info(`Backup ${name} removed from ${target.where} (older than the retention)`);
    }
  }

  return {
    target,

    /** A backup now (`npm run backup`, the dashboard's button); 409 while this process takes one. */
    async takeNow(): Promise<BackupRun> {
      if (inFlight) throw conflict('A backup is being taken already: wait for it to finish');
      return (await once('manual', null))!;
    },

    /** One round of the nightly schedule: the night's backup unless taken, then the retention. */
    async nightlyRound(): Promise<number> {
      const at = now();
      await runs.failAbandoned(subHours(at, ABANDONED_AFTER_HOURS), at);
      if (inFlight) return 0;
      const run = await once('nightly', nightDue(at, timezone));
      if (!run) return 0;
      await prune(at);
      return 1;
    },

    async list(query: PageQuery) {
      const { runs: page, total } = await runs.list(query);
      return listEnvelope(page, total, query);
    },
  };
}

export type Backups = ReturnType<typeof createBackups>;
