import type { Review } from '@tabi/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { errorMessage } from '../../../api/field-errors.ts';
import { useSession } from '../../../session/session-context.ts';
import { Button } from '../../../ui/button.tsx';
import { ConfirmDialog } from '../../../ui/confirm-dialog.tsx';
import { toast } from '../../../ui/toast.ts';
import { deleteReview } from '../api/delete-review.ts';
import { myReviewQueryOptions } from '../api/get-my-review.ts';
import { refreshTour } from '../api/refresh-tour.ts';

type DeleteReviewButtonProps = {
  review: Pick<Review, '_id' | 'tourId' | 'user'>;
  /** An administrator removing someone else's review: worded as moderation. */
  moderate?: boolean;
};

/** Delete (the author) or Remove (an administrator) a review, after a confirmation. */
export function DeleteReviewButton({ review, moderate = false }: DeleteReviewButtonProps) {
  const client = useQueryClient();
  const { user } = useSession();
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);
  const label = moderate ? 'Remove review' : 'Delete review';

  const confirm = async () => {
    setPending(true);
    try {
      await deleteReview(review.tourId, review._id);
      setOpen(false);
      if (user) {
        client.setQueryData(myReviewQueryOptions(review.tourId, user.id).queryKey, (mine) =>
          mine?._id === review._id ? null : mine,
        );
      }
      refreshTour(client, review.tourId);
      toast.success(moderate ? 'Review removed' : 'Review deleted');
    } catch (error) {
      toast.error(errorMessage(error, moderate ? 'Failed to remove review' : 'Failed to delete review'));
    } finally {
      setPending(false);
    }
  };

  return (
    <>
      <Button
        variant="ghost"
        size="sm"
        className="text-danger-600 hover:text-danger-700"
        onClick={() => setOpen(true)}
      >
        <Trash2 aria-hidden />
        {label}
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={moderate ? 'Remove this review?' : 'Delete your review?'}
        description={
          moderate
            ? `The review by ${review.user.name} and its photo disappear from this tour for everyone. This cannot be undone.`
            : 'Your review and its photo disappear from this tour. This cannot be undone.'
        }
        confirmLabel={label}
        pending={pending}
        onConfirm={confirm}
      />
    </>
  );
}
