import type { BackupRun } from '@tabi/contracts';
import { DatabaseBackup } from 'lucide-react';
import { errorMessage } from '../../../../api/field-errors.ts';
import { Alert } from '../../../../ui/alert.tsx';
import { Badge } from '../../../../ui/badge.tsx';
import { Button } from '../../../../ui/button.tsx';
import { RelativeTime } from '../../../../ui/relative-time.tsx';
import { toast } from '../../../../ui/toast.ts';
import { formatZonedDateTime } from '../../../../ui/zoned-time.ts';
import { useBackups, useTakeBackup } from '../api/backups.ts';
import { formatBytes, isStale } from '../lib/backup-figures.ts';
import { DashboardPanel } from './dashboard-panel.tsx';

const triggerLabel: Record<BackupRun['trigger'], string> = { nightly: 'Nightly', manual: 'By hand' };

/**
 * The backups at a glance: when the last good one was written and how big it is, a warning when the
 * newest failed or the last good one is old, and a button to take one now.
 */
export function BackupsPanel({ timezone }: { timezone: string }) {
  const query = useBackups();
  const take = useTakeBackup();
  const runs = query.data?.data ?? [];
  const lastGood = runs.find((run) => run.status === 'done');
  const newest = runs[0];

  const backUpNow = () =>
    take.mutate(undefined, {
      onSuccess: (run) => toast.success(`Backup written (${formatBytes(run.sizeBytes ?? 0)})`),
      onError: (error) => toast.error(errorMessage(error, 'The backup could not be taken')),
    });

  return (
    <DashboardPanel
      title="Backups"
      description="The nightly backups and those taken by hand, with where they went."
      action={
        <Button variant="outline" size="sm" loading={take.isPending} onClick={backUpNow}>
          {!take.isPending && <DatabaseBackup aria-hidden />}
          Back up now
        </Button>
      }
    >
      {query.isError ? (
        <p className="text-sm text-danger-700">
          {errorMessage(query.error, 'The backups could not be loaded.')}
        </p>
      ) : query.isPending ? (
        <p className="text-sm text-ink-600">Loading the backups…</p>
      ) : (
        <div className="space-y-4">
          {newest?.status === 'failed' && (
            <Alert tone="danger" title="The latest backup failed">
              {newest.error}
            </Alert>
          )}
          {lastGood ? (
            <p className="text-ink-800">
              Last backup{' '}
              <strong className="font-semibold text-ink-900">
                {formatZonedDateTime(lastGood.finishedAt ?? lastGood.startedAt, timezone, 'short')}
              </strong>{' '}
              (<RelativeTime iso={lastGood.finishedAt ?? lastGood.startedAt} />
              ), {formatBytes(lastGood.sizeBytes ?? 0)}, in{' '}
              <span className="break-all font-mono text-sm">{lastGood.target}</span>
            </p>
          ) : (
            <p className="text-ink-800">No backup has been written yet.</p>
          )}
          {lastGood && isStale(lastGood, Date.now()) && (
            <Alert tone="warning" title="The last backup is more than two days old">
              Check that the server runs through the night, or take one now.
            </Alert>
          )}
          {runs.length > 0 && (
            <ul className="divide-y divide-sand-200 text-sm" aria-label="Latest backups">
              {runs.map((run) => (
                <li
                  key={run._id}
                  className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 py-2"
                >
                  <span className="text-ink-800">
                    {formatZonedDateTime(run.startedAt, timezone, 'short')}
                  </span>
                  <span className="flex items-center gap-3 text-ink-600">
                    {triggerLabel[run.trigger]}
                    {run.sizeBytes !== null && <span>{formatBytes(run.sizeBytes)}</span>}
                    <RunStatus status={run.status} />
                  </span>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </DashboardPanel>
  );
}

function RunStatus({ status }: { status: BackupRun['status'] }) {
  if (status === 'done') return <Badge variant="success">Written</Badge>;
  if (status === 'running') return <Badge variant="primary">In progress</Badge>;
  return <Badge variant="warning">Failed</Badge>;
}
