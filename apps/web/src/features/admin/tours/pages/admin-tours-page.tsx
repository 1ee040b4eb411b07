import type { AdminTourSummary } from '@tabi/contracts';
import { MapPinned, Plus } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { errorMessage } from '../../../../api/field-errors.ts';
import { Button } from '../../../../ui/button.tsx';
import { useDocumentMeta } from '../../../../ui/document-meta.ts';
import { toast } from '../../../../ui/toast.ts';
import { AdminPageHeader } from '../../shared/components/admin-page-header.tsx';
import { AdminRequestList } from '../../shared/components/admin-request-list.tsx';
import { tablePageSize } from '../../shared/lib/table-page-size.ts';
import { usePendingIds } from '../../shared/lib/use-pending-ids.ts';
import { useDeleteTour } from '../api/delete-tour.ts';
import { adminTourRowChangeKey, useAdminTours } from '../api/list-admin-tours.ts';
import { useSetTourFeatured } from '../api/set-tour-featured.ts';
import { useUpdateTour } from '../api/update-tour.ts';
import { isArchiveInstead, TourConfirmDialog } from '../components/tour-confirm-dialog.tsx';
import { TourFiltersForm } from '../components/tour-filters-form.tsx';
import type { TourAction } from '../components/tour-row-actions.tsx';
import { ToursTable, ToursTableSkeleton } from '../components/tours-table.tsx';
import { adminToursHref, type TourFilters, tourFiltersFrom } from '../lib/tour-filters.ts';

type OpenDialog = { tour: AdminTourSummary; kind: 'archive' | 'delete' };

/** /admin/tours: every tour, archived ones too, searched, filtered, sorted and paged from the address. */
export function AdminToursPage() {
  useDocumentMeta('Manage tours', 'Create, edit, feature and archive tours.');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { page, ...filters } = tourFiltersFrom(params);
  const query = useAdminTours({ ...filters, page, limit: tablePageSize });

  const busyIds = usePendingIds(adminTourRowChangeKey);
  const setFeatured = useSetTourFeatured();
  const update = useUpdateTour();
  const deletion = useDeleteTour();
  const [dialog, setDialog] = useState<OpenDialog | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);

  const apply = (next: TourFilters) => void navigate(adminToursHref(next));

  /** The switch moves at once; a refusal puts it back and says why. */
  const feature = async (tour: AdminTourSummary, featured: boolean) => {
    try {
      await setFeatured.mutateAsync({ id: tour._id, featured });
      toast.success(featured ? `“${tour.title}” is featured` : `“${tour.title}” is no longer featured`);
    } catch (error) {
      toast.error('Featured status not changed', {
        description: errorMessage(error, 'Failed to update featured status'),
      });
    }
  };

  const setArchived = async (tour: AdminTourSummary, archived: boolean) => {
    try {
      await update.mutateAsync({ id: tour._id, changes: { archived } });
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
    }
  };

  const remove = async (tour: AdminTourSummary) => {
    try {
      await deletion.mutateAsync({ id: tour._id });
      toast.success(`“${tour.title}” deleted`);
    } catch (error) {
      // A booked tour: the dialog says so and offers to archive it.
      if (!isArchiveInstead(error)) {
        toast.error('Tour not deleted', { description: errorMessage(error, 'Failed to delete tour') });
      }
      throw error;
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
          pending={busyIds.has(dialog.tour._id)}
          onArchive={() => setArchived(dialog.tour, true)}
          onDelete={() => remove(dialog.tour)}
        />
      )}
    </div>
  );
}
