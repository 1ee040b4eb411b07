import { Pencil, PenLine } from 'lucide-react';
import { useId, useState } from 'react';
import { errorMessage } from '../../../api/field-errors.ts';
import { Alert } from '../../../ui/alert.tsx';
import { Button } from '../../../ui/button.tsx';
import { useMyRating } from '../api/get-my-rating.ts';
import { useMyReview } from '../api/get-my-review.ts';
import { DeleteReviewButton } from './delete-review-button.tsx';
import { FeedbackCardSkeleton } from './feedback-skeleton.tsx';
import { ReviewForm } from './review-form.tsx';
import { ReviewItem } from './review-item.tsx';

type ReviewPanelProps = { tourId: string; userId: string };

/**
 * The signed-in user's review of the tour: an invitation to write one, the form, or "Your review"
 * with Edit and Delete. Writing a second one (another tab) answers 409 and the form edits the first.
 */
export function ReviewPanel({ tourId, userId }: ReviewPanelProps) {
  const query = useMyReview(tourId, userId);
  const headingId = useId();
  const myRating = useMyRating(tourId, userId);
  const [writing, setWriting] = useState(false);
  const [editing, setEditing] = useState(false);
  const [conflictId, setConflictId] = useState<string | null | undefined>(undefined);

  if (query.isPending) return <FeedbackCardSkeleton label="Loading your review" />;
  if (query.isError) {
    return (
      <section className="p-5 sm:p-6">
        <h3 className="text-lg font-bold text-ink-900">Your review</h3>
        <Alert tone="danger" className="mt-3">
          {errorMessage(query.error, 'Failed to fetch reviews')}
        </Alert>
        <Button variant="outline" className="mt-4" loading={query.isFetching} onClick={() => query.refetch()}>
          Retry
        </Button>
      </section>
    );
  }

  const review = query.data;
  const conflicted = conflictId !== undefined;
  const formOpen = editing || conflicted || (!review && writing);
  const close = () => {
    setWriting(false);
    setEditing(false);
    setConflictId(undefined);
  };

  const heading = formOpen
    ? review || conflicted
      ? 'Edit your review'
      : 'Write a review'
    : review
      ? 'Your review'
      : 'Share your experience';

  return (
    <section aria-labelledby={headingId} className="p-5 sm:p-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <h3 id={headingId} className="text-lg font-bold text-ink-900">
          {heading}
        </h3>
        {!formOpen && review && (
          <div className="flex flex-wrap gap-1">
            <Button variant="outline" size="sm" onClick={() => setEditing(true)}>
              <Pencil aria-hidden />
              Edit review
            </Button>
            <DeleteReviewButton review={review} />
          </div>
        )}
      </div>

      {conflicted && (
        <Alert tone="info" className="mt-4">
          You have already reviewed this tour — your changes now update that review.
        </Alert>
      )}

      <div className="mt-4">
        {formOpen ? (
          <ReviewForm
            key="form"
            tourId={tourId}
            userId={userId}
            reviewId={review?._id ?? conflictId ?? null}
            review={editing ? review : null}
            currentRating={myRating.data?.rating ?? null}
            onSaved={close}
            onConflict={setConflictId}
            onCancel={close}
          />
        ) : review ? (
          // The stars show once, in the rating above (a review's stars are the author's rating).
          <ReviewItem review={review} titleAs="h4" showRating={false} />
        ) : (
          <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
            <p className="text-ink-700">
              Tell other travellers what stood out: the guide, the pace, the places. A photo helps too.
            </p>
            <Button onClick={() => setWriting(true)}>
              <PenLine aria-hidden />
              Write a review
            </Button>
          </div>
        )}
      </div>
    </section>
  );
}
