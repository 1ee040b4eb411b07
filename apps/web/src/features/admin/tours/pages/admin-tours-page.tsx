import type { AdminTourSummary } from '@tabi/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { MapPinned, Plus } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { errorMessage } from '../../../../api/field-errors.ts';
import { Button } from '../../../../ui/button.tsx';
import { useDocumentMeta } from '../../../../ui/document-meta.ts';
import { toast } from '../../../../ui/toast.ts';
import { AdminPageHeader } from '../../shared/components/admin-page-header.tsx';
import { AdminRequestList } from '../../shared/components/admin-request-list.tsx';
import { deleteTour } from '../api/delete-tour.ts';
import { adminToursKey, patchAdminTour, useAdminTours } from '../api/list-admin-tours.ts';
import { setTourFeatured } from '../api/set-tour-featured.ts';
import { tourChanged } from '../api/tour-changed.ts';
import { updateTour } from '../api/update-tour.ts';
import { isArchiveInstead, TourConfirmDialog } from '../components/tour-confirm-dialog.tsx';
import { TourFiltersForm } from '../components/tour-filters-form.tsx';
import type { TourAction } from '../components/tour-row-actions.tsx';
import { ToursTable, ToursTableSkeleton } from '../components/tours-table.tsx';
import { adminToursHref, type TourFilters, tourFiltersFrom } from '../lib/tour-filters.ts';

export const adminToursPageSize = 20;

type OpenDialog = { tour: AdminTourSummary; kind: 'archive' | 'delete' };

/** /admin/tours: every tour, archived ones too, searched, filtered, sorted and paged from the address. */
export function AdminToursPage() {
  useDocumentMeta('Manage tours', 'Create, edit, feature and archive tours.');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const client = useQueryClient();
  const { page, ...filters } = tourFiltersFrom(params);
  const query = useAdminTours({ ...filters, page, limit: adminToursPageSize });

  const [busyIds, setBusyIds] = useState<ReadonlySet<string>>(new Set());
  const [dialog, setDialog] = useState<OpenDialog | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);

  const apply = (next: TourFilters) => void navigate(adminToursHref(next));
  const setBusy = (id: string, busy: boolean) =>
    setBusyIds((ids) => {
      const next = new Set(ids);
      if (busy) next.add(id);
      else next.delete(id);
      return next;
    });

  /** The switch moves at once; a refusal puts it back and says why. */
  const feature = async (tour: AdminTourSummary, featured: boolean) => {
    setBusy(tour._id, true);
    patchAdminTour(client, tour._id, { featured });
    try {
      const saved = await setTourFeatured(tour._id, featured);
      patchAdminTour(client, tour._id, { featured: saved.featured });
      tourChanged(client, saved);
      toast.success(featured ? `“${tour.title}” is featured` : `“${tour.title}” is no longer featured`);
    } catch (error) {
      patchAdminTour(client, tour._id, { featured: !featured });
      toast.error('Featured status not changed', {
        description: errorMessage(error, 'Failed to update featured status'),
      });
    } finally {
      setBusy(tour._id, false);
    }
  };

  const setArchived = async (tour: AdminTourSummary, archived: boolean) => {
    setBusy(tour._id, true);
    try {
      const saved = await updateTour(tour._id, { archived });
      patchAdminTour(client, tour._id, { archived: saved.archived });
      tourChanged(client, saved);
      toast.success(archived ? `“${tour.title}” archived` : `“${tour.title}” restored`, {
        description: archived
          ? 'It has left the catalog; its page, bookings and reviews stay.'
          : 'It is back in the catalog.',
      });
    } catch (error) {
      toast.error(archived ? 'Tour not archived' : 'Tour not restored', {
        description: errorMessage(error, 'Failed to update tour'),
      });
      throw error;
    } finally {
      setBusy(tour._id, false);
    }
  };

  const remove = async (tour: AdminTourSummary) => {
    setBusy(tour._id, true);
    try {
      await deleteTour(tour._id);
      tourChanged(client);
      // The page closes up with the next tour.
      void client.invalidateQueries({ queryKey: adminToursKey });
      toast.success(`“${tour.title}” deleted`);
    } catch (error) {
      // A booked tour: the dialog says so and offers to archive it.
      if (!isArchiveInstead(error)) {
        toast.error('Tour not deleted', { description: errorMessage(error, 'Failed to delete tour') });
      }
      throw error;
    } finally {
      setBusy(tour._id, false);
    }
  };

  const onAction = (tour: AdminTourSummary, action: TourAction) => {
    if (action === 'restore') {
      // A refusal has been told in a toast: nothing more to do with it here.
      void setArchived(tour, false).catch(() => {});
      return;
    }
    setDialog({ tour, kind: action });
    setDialogOpen(true);
  };

  return (
    <div>
      <AdminPageHeader
        title="Manage tours"
        description="Every tour in the catalog, archived ones too. Feature a tour for the home page, edit it, or take it off sale."
        actions={
          <Button asChild>
            <Link to="/admin/tours/new">
              <Plus aria-hidden />
              New tour
            </Link>
          </Button>
        }
      />

      <TourFiltersForm filters={filters} onApply={apply} />

      <AdminRequestList
        query={query}
        noun="tour"
        filtered={Boolean(filters.search || filters.status)}
        onClearFilters={() => apply({ sort: filters.sort })}
        emptyIcon={<MapPinned />}
        emptyHints={{
          filtered: 'Try another word or status.',
          unfiltered: 'Create the first tour with “New tour”: it starts with sensible defaults.',
        }}
        skeleton={<ToursTableSkeleton />}
        hrefFor={(target) => adminToursHref(filters, target)}
      >
        {(tours) => (
          <ToursTable
            tours={tours}
            busyIds={busyIds}
            busy={query.isPlaceholderData}
            onFeature={(tour, featured) => void feature(tour, featured)}
            onAction={onAction}
          />
        )}
      </AdminRequestList>

      {dialog && (
        <TourConfirmDialog
          key={`${dialog.kind}:${dialog.tour._id}`}
          tour={dialog.tour}
          kind={dialog.kind}
          open={dialogOpen}
          onOpenChange={setDialogOpen}
          onArchive={() => setArchived(dialog.tour, true)}
          onDelete={() => remove(dialog.tour)}
        />
      )}
    </div>
  );
}
