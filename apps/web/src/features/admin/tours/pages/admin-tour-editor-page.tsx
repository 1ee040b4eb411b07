import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, CalendarX, ExternalLink, SearchX } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { errorMessage } from '../../../../api/field-errors.ts';
import { isTourNotFound, tourQueryOptions } from '../../../../api/get-tour.ts';
import { usePublicConfig } from '../../../../api/public-config.ts';
import { Button } from '../../../../ui/button.tsx';
import { useDocumentMeta } from '../../../../ui/document-meta.ts';
import { EmptyState } from '../../../../ui/empty-state.tsx';
import { ErrorState } from '../../../../ui/error-state.tsx';
import { Skeleton } from '../../../../ui/skeleton.tsx';
import { AdminPageHeader } from '../../shared/components/admin-page-header.tsx';
import { TourForm } from '../components/tour-form.tsx';

/** /admin/tours/new and /admin/tours/:id/edit: one form, empty with the defaults shown, or the saved tour. */
export function AdminTourEditorPage() {
  const { id } = useParams();
  return id ? <EditTour id={id} /> : <NewTour />;
}

function NewTour() {
  useDocumentMeta('New tour', 'Create a tour for the catalog.');
  const currency = usePublicConfig().data?.currency ?? 'USD';
  return (
    <EditorShell
      title="New tour"
      description="A field left empty takes the default it shows. Nothing is saved until you create it."
    >
      <TourForm tour={null} currency={currency} />
    </EditorShell>
  );
}

function EditTour({ id }: { id: string }) {
  useDocumentMeta('Edit tour', 'Change a tour of the catalog.');
  // Always a fresh copy to edit, never one cached from the public page a minute ago.
  const query = useQuery({ ...tourQueryOptions(id), refetchOnMount: 'always' });
  const tour = query.isFetchedAfterMount ? query.data : undefined;

  if (query.isError && !query.isFetching) {
    return (
      <EditorShell title="Edit tour" description="">
        {isTourNotFound(query.error) ? (
          <EmptyState
            icon={<SearchX />}
            title="Tour not found"
            description="It may have been deleted. The tours list shows every tour there is, archived ones too."
            action={
              <Button asChild variant="outline">
                <Link to="/admin/tours">Back to tours</Link>
              </Button>
            }
          />
        ) : (
          <ErrorState
            title="The tour could not be loaded"
            message={errorMessage(query.error, 'Please check your connection and try again.')}
            onRetry={() => void query.refetch()}
            retrying={query.isFetching}
          />
        )}
      </EditorShell>
    );
  }

  if (!tour) {
    return (
      <EditorShell title="Edit tour" description="">
        <div role="status" aria-label="Loading the tour" className="space-y-6">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} className="h-72 w-full rounded-2xl" />
          ))}
        </div>
      </EditorShell>
    );
  }

  return (
    <EditorShell
      title="Edit tour"
      description={tour.title}
      actions={
        <>
          <Button asChild variant="outline" size="sm">
            <Link to={`/admin/departures?tourId=${tour._id}`}>
              <CalendarX aria-hidden />
              Close single dates
            </Link>
          </Button>
          <Button asChild variant="outline" size="sm">
            <Link to={`/tours/${tour._id}`}>
              <ExternalLink aria-hidden />
              View public page
            </Link>
          </Button>
        </>
      }
    >
      <TourForm key={tour._id} tour={tour} currency={tour.currency} />
    </EditorShell>
  );
}

type EditorShellProps = { title: string; description: string; actions?: ReactNode; children: ReactNode };

function EditorShell({ title, description, actions, children }: EditorShellProps) {
  return (
    <div className="max-w-3xl">
      <Link
        to="/admin/tours"
        className="mb-4 inline-flex items-center gap-1.5 text-sm font-semibold text-primary-700 hover:underline"
      >
        <ArrowLeft className="size-4" aria-hidden />
        All tours
      </Link>
      <AdminPageHeader title={title} description={description} actions={actions} />
      {children}
    </div>
  );
}
