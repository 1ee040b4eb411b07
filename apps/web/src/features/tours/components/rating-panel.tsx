import type { Rating } from '@tabi/contracts';
import { Pencil, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { errorMessage } from '../../../api/field-errors.ts';
import { Alert } from '../../../ui/alert.tsx';
import { Button } from '../../../ui/button.tsx';
import { ConfirmDialog } from '../../../ui/confirm-dialog.tsx';
import { starsWord } from '../../../ui/star-input.tsx';
import { StarRating } from '../../../ui/star-rating.tsx';
import { toast } from '../../../ui/toast.ts';
import { useDeleteRating } from '../api/delete-rating.ts';
import { useMyRating } from '../api/get-my-rating.ts';
import { formatReviewDate } from '../lib/tour-format.ts';
import { FeedbackCardSkeleton } from './feedback-skeleton.tsx';
import { QuietActionsMenu } from './quiet-actions-menu.tsx';
import { RatingForm } from './rating-form.tsx';

type RatingPanelProps = { tourId: string; userId: string };

/**
 * The signed-in user's stars for the tour: a form to rate it, or their rating with Edit and Delete.
 * Rating twice (another tab, an old page) answers 409, and the form turns into an edit of the rating.
 */
export function RatingPanel({ tourId, userId }: RatingPanelProps) {
  const query = useMyRating(tourId, userId);
  const headingId = useId();
  const [editing, setEditing] = useState(false);
  const [conflictId, setConflictId] = useState<string | null | undefined>(undefined);
  const [confirmOpen, setConfirmOpen] = useState(false);
  const deletion = useDeleteRating(tourId, userId);

  if (query.isPending) return <FeedbackCardSkeleton label="Loading your rating" />;
  if (query.isError) {
    return (
      <section className="p-5 sm:p-6">
        <h3 className="text-lg font-bold text-ink-900">Your rating</h3>
        <Alert tone="danger" className="mt-3">
          {errorMessage(query.error, 'Failed to fetch ratings')}
        </Alert>
        <Button variant="outline" className="mt-4" loading={query.isFetching} onClick={() => query.refetch()}>
          Retry
        </Button>
      </section>
    );
  }

  const rating = query.data;
  const conflicted = conflictId !== undefined;
  const formOpen = editing || conflicted || !rating;
  const close = () => {
    setEditing(false);
    setConflictId(undefined);
  };

  const remove = async () => {
    if (!rating) return;
    try {
      await deletion.mutateAsync(rating._id);
      setConfirmOpen(false);
      close();
      toast.success('Rating deleted');
    } catch (error) {
      toast.error(errorMessage(error, 'Failed to delete rating'));
    }
  };

  const heading = !formOpen ? 'Your rating' : rating || conflicted ? 'Update your rating' : 'Rate this tour';

  return (
    <section aria-labelledby={headingId} className="p-5 sm:p-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 id={headingId} className="text-lg font-bold text-ink-900">
            {heading}
          </h3>
          {formOpen && !rating && !conflicted && (
            <p className="mt-1 text-sm text-ink-600">
              Been on this tour? Your stars help other travellers choose.
            </p>
          )}
        </div>
        {!formOpen && rating && (
          <div className="flex flex-wrap gap-1">
            <Button variant="outline" size="sm" onClick={() => setEditing(true)}>
              <Pencil aria-hidden />
              Edit rating
            </Button>
            <QuietActionsMenu
              label="Actions for your rating"
              action={{
                label: 'Delete rating',
                icon: <Trash2 aria-hidden />,
                onSelect: () => setConfirmOpen(true),
              }}
            />
          </div>
        )}
      </div>

      {conflicted && (
        <Alert tone="info" className="mt-4">
          You have already rated this tour — update your rating instead.
        </Alert>
      )}

      <div className="mt-4">
        {formOpen ? (
          <RatingForm
            key="form"
            tourId={tourId}
            userId={userId}
            ratingId={rating?._id ?? conflictId ?? null}
            initial={rating}
            onSaved={close}
            onConflict={setConflictId}
            onCancel={rating || conflicted ? close : undefined}
          />
        ) : (
          rating && <RatingView rating={rating} />
        )}
      </div>

      <ConfirmDialog
        open={confirmOpen}
        onOpenChange={setConfirmOpen}
        title="Delete your rating?"
        description="Your stars no longer count towards this tour's rating. You can rate it again at any time."
        confirmLabel="Delete rating"
        pending={deletion.isPending}
        onConfirm={remove}
      />
    </section>
  );
}

function RatingView({ rating }: { rating: Rating }) {
  return (
    <div>
      <p className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <StarRating value={rating.rating} starsClassName="h-6" />
        <span className="font-semibold text-ink-900">{starsWord(rating.rating)}</span>
      </p>
      {rating.comment && (
        <p className="mt-2 leading-relaxed break-words whitespace-pre-line text-ink-800">{rating.comment}</p>
      )}
      <p className="mt-2 text-sm text-ink-600">
        Rated on <time dateTime={rating.updatedAt}>{formatReviewDate(rating.updatedAt)}</time>
      </p>
    </div>
  );
}
