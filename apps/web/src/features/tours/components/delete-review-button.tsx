import type { Review } from '@tabi/contracts';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { errorMessage } from '../../../api/field-errors.ts';
import { ConfirmDialog } from '../../../ui/confirm-dialog.tsx';
import { toast } from '../../../ui/toast.ts';
import { useDeleteReview } from '../api/delete-review.ts';
import { QuietActionsMenu } from './quiet-actions-menu.tsx';

type DeleteReviewButtonProps = {
  review: Pick<Review, '_id' | 'tourId' | 'user'>;
  /** An administrator removing someone else's review: worded as moderation. */
  moderate?: boolean;
};

/**
 * Delete (the author) or Remove (an administrator) a review, from a quiet "…" menu, after a confirmation.
 */
export function DeleteReviewButton({ review, moderate = false }: DeleteReviewButtonProps) {
  const [open, setOpen] = useState(false);
  const deletion = useDeleteReview();
  const label = moderate ? 'Remove review' : 'Delete review';

  const confirm = async () => {
    try {
      await deletion.mutateAsync(review);
      setOpen(false);
      toast.success(moderate ? 'Review removed' : 'Review deleted');
    } catch (error) {
      toast.error(errorMessage(error, moderate ? 'Failed to remove review' : 'Failed to delete review'));
    }
  };

  return (
    <>
      <QuietActionsMenu
        label={moderate ? `Actions for the review by ${review.user.name}` : 'Actions for your review'}
        action={{ label, icon: <Trash2 aria-hidden />, onSelect: () => setOpen(true) }}
      />
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
        pending={deletion.isPending}
        onConfirm={confirm}
      />
    </>
  );
}
