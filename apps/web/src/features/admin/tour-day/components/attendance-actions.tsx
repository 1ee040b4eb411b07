import type { AttendanceBody, ManifestEntry } from '@tabi/contracts';
import { Button } from '../../../../ui/button.tsx';

type AttendanceActionsProps = {
  entry: ManifestEntry;
  /** The departure has started: a party may be marked as a no-show. */
  started: boolean;
  busy: boolean;
  onChange: (entry: ManifestEntry, state: AttendanceBody['state']) => void;
};

/**
 * A party's check-in by hand: "Check in" while it is not, "No-show" once the tour has started, and
 * "Undo" to take either back. Each names the booking for screen readers.
 */
export function AttendanceActions({ entry, started, busy, onChange }: AttendanceActionsProps) {
  const state = entry.attendance?.state ?? null;
  const named = (action: string) => (
    <>
      {action} <span className="sr-only">{entry.reference}</span>
    </>
  );
  return (
    <div className="flex flex-wrap gap-2 md:flex-nowrap md:justify-end">
      {state !== 'checked_in' && (
        <Button size="sm" disabled={busy} onClick={() => onChange(entry, 'checked_in')}>
          {named('Check in')}
        </Button>
      )}
      {state === null && (
        <Button
          size="sm"
          variant="outline"
          disabled={busy || !started}
          title={started ? undefined : 'A no-show can be marked once the tour has started'}
          onClick={() => onChange(entry, 'no_show')}
        >
          {named('No-show')}
        </Button>
      )}
      {state !== null && (
        <Button size="sm" variant="ghost" disabled={busy} onClick={() => onChange(entry, 'none')}>
          {named('Undo')}
        </Button>
      )}
    </div>
  );
}
