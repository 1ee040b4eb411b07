import type { BackupRun } from '@tabi/contracts';

/** Two nights missed: the nightly backup is not running (or not reaching its target). */
const STALE_AFTER_MS = 48 * 60 * 60_000;

/** "12.3 MB", "840 kB": sizes as people read them (decimal units, as file managers show them). */
export function formatBytes(bytes: number): string {
  const [unit, size] =
    bytes >= 1e9
      ? ['gigabyte', bytes / 1e9]
      : bytes >= 1e6
        ? ['megabyte', bytes / 1e6]
        : ['kilobyte', bytes / 1e3];
  return new Intl.NumberFormat('en', { style: 'unit', unit, maximumFractionDigits: 1 }).format(size);
}

export function isStale(run: BackupRun, now: number): boolean {
  return now - Date.parse(run.finishedAt ?? run.startedAt) > STALE_AFTER_MS;
}
