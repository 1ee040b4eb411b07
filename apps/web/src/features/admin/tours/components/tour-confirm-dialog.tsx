import type { AdminTourSummary } from '@tabi/contracts';
import { type ComponentProps, useState } from 'react';
import { type ApiError, isApiError } from '../../../../api/api-error.ts';
import { ConfirmDialog } from '../../../../ui/confirm-dialog.tsx';
import { formatCount } from '../../../../ui/format-count.ts';

type TourConfirmDialogProps = {
  tour: AdminTourSummary;
  /** What was asked for; a delete the server refuses becomes an offer to archive. */
  kind: 'archive' | 'delete';
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** While the tour's archiving or deletion is on its way. */
  pending: boolean;
  /** Each resolves when done (and has said so) and throws when refused (and has said why). */
  onArchive: () => Promise<void>;
  onDelete: () => Promise<void>;
};

type Texts = Pick<ComponentProps<typeof ConfirmDialog>, 'title' | 'description' | 'confirmLabel' | 'tone'>;

const archiveEffect =
  'It leaves the catalog and search. Its page, bookings and reviews stay reachable by link, and you can restore it at any time.';

/** The server's refusal to delete a booked tour (409), which offers archiving instead. */
export function isArchiveInstead(error: unknown): error is ApiError {
  return isApiError(error) && error.status === 409 && error.details.archive === true;
}

/**
 * Asks before archiving or deleting a tour. A tour that was ever booked cannot be deleted: the server
 * answers 409 with its reason, shown here with "Archive instead".
 */
export function TourConfirmDialog({
  tour,
  kind,
  open,
  onOpenChange,
  pending,
  onArchive,
  onDelete,
}: TourConfirmDialogProps) {
  const [refusal, setRefusal] = useState<string | null>(null);
  const archiving = kind === 'archive' || refusal !== null;

  const run = async () => {
    try {
      await (archiving ? onArchive() : onDelete());
      onOpenChange(false);
    } catch (error) {
      if (!archiving && isArchiveInstead(error)) setRefusal(error.message);
    }
  };

  const upcoming = formatCount(tour.upcomingBookings, 'upcoming booking');
  const texts: Texts =
    refusal !== null
      ? {
          title: `“${tour.title}” cannot be deleted`,
          description: `${refusal} ${archiveEffect}`,
          confirmLabel: 'Archive instead',
          tone: 'primary',
        }
      : archiving
        ? {
            title: `Archive “${tour.title}”?`,
            description:
              tour.upcomingBookings > 0
                ? `${archiveEffect} Its ${upcoming} stay as they are.`
                : archiveEffect,
            confirmLabel: 'Archive tour',
            tone: 'primary',
          }
        : {
            title: `Delete “${tour.title}”?`,
            description:
              tour.upcomingBookings > 0
                ? `It has ${upcoming}: a booked tour cannot be deleted, only archived.`
                : 'The tour, its ratings, reviews and closed dates are removed for good. This cannot be undone.',
            confirmLabel: 'Delete tour',
            tone: 'danger',
          };

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      pending={pending}
      onConfirm={() => void run()}
      {...texts}
    />
  );
}
