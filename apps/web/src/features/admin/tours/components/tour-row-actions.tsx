import type { AdminTourSummary } from '@tabi/contracts';
import { Archive, ArchiveRestore, Ellipsis, ExternalLink, Pencil, Trash2 } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../../../ui/button.tsx';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../../../../ui/dropdown-menu.tsx';

/** What the admin chose for a tour; archiving and deleting ask first, restoring does not. */
export type TourAction = 'archive' | 'restore' | 'delete';

type TourRowActionsProps = {
  tour: AdminTourSummary;
  busy: boolean;
  onAction: (tour: AdminTourSummary, action: TourAction) => void;
};

/** Edit at hand; the public page, archive or restore, and delete in the row's menu. */
export function TourRowActions({ tour, busy, onAction }: TourRowActionsProps) {
  return (
    <div className="flex items-center justify-end gap-2">
      <Button asChild variant="outline" size="sm">
        <Link to={`/admin/tours/${tour._id}/edit`} aria-label={`Edit ${tour.title}`}>
          <Pencil aria-hidden />
          Edit
        </Link>
      </Button>
      <DropdownMenu modal={false}>
        <DropdownMenuTrigger
          disabled={busy}
          aria-label={`More actions for ${tour.title}`}
          className="inline-flex size-9 cursor-pointer items-center justify-center rounded-lg border border-sand-300 bg-white text-ink-700 transition-colors duration-150 hover:bg-sand-50 hover:text-ink-900 disabled:cursor-not-allowed disabled:opacity-50 data-[state=open]:bg-sand-100"
        >
          <Ellipsis className="size-5" aria-hidden />
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end" className="w-56">
          <DropdownMenuItem asChild>
            <Link to={`/tours/${tour._id}`}>
              <ExternalLink aria-hidden />
              View public page
            </Link>
          </DropdownMenuItem>
          {tour.archived ? (
            <DropdownMenuItem onSelect={() => onAction(tour, 'restore')}>
              <ArchiveRestore aria-hidden />
              Restore to catalog
            </DropdownMenuItem>
          ) : (
            <DropdownMenuItem onSelect={() => onAction(tour, 'archive')}>
              <Archive aria-hidden />
              Archive…
            </DropdownMenuItem>
          )}
          <DropdownMenuSeparator />
          <DropdownMenuItem
            onSelect={() => onAction(tour, 'delete')}
            className="text-danger-700 [&_svg]:text-danger-600"
          >
            <Trash2 aria-hidden />
            Delete…
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
    </div>
  );
}
