import type { AdminTourSummary } from '@tabi/contracts';
import { Archive, ArchiveRestore, ExternalLink, Pencil, Trash2 } from 'lucide-react';
import { RowActionsMenu } from '../../shared/components/row-actions-menu.tsx';

/** What the admin chose for a tour; archiving and deleting ask first, restoring does not. */
export type TourAction = 'archive' | 'restore' | 'delete';

type TourRowActionsProps = {
  tour: AdminTourSummary;
  busy: boolean;
  onAction: (tour: AdminTourSummary, action: TourAction) => void;
};

/** The tour's menu: edit it, see its public page, archive or restore it, and delete it last. */
export function TourRowActions({ tour, busy, onAction }: TourRowActionsProps) {
  return (
    <RowActionsMenu
      label={`Actions for tour ${tour.title}`}
      heading={tour.title}
      disabled={busy}
      actions={[
        { label: 'Edit', icon: Pencil, to: `/admin/tours/${tour._id}/edit` },
        { label: 'View public page', icon: ExternalLink, to: `/tours/${tour._id}` },
        tour.archived
          ? { label: 'Restore to catalog', icon: ArchiveRestore, onSelect: () => onAction(tour, 'restore') }
          : { label: 'Archive…', icon: Archive, onSelect: () => onAction(tour, 'archive') },
        { label: 'Delete…', icon: Trash2, danger: true, onSelect: () => onAction(tour, 'delete') },
      ]}
    />
  );
}
