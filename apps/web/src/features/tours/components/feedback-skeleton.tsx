import { Skeleton } from '../../../ui/skeleton.tsx';

/** The shape of the rating or the review, in their card, while its code or data loads. */
export function FeedbackCardSkeleton({ label }: { label: string }) {
  return (
    <div className="p-5 sm:p-6" role="status" aria-label={label}>
      <Skeleton className="h-6 w-40" />
      <Skeleton className="mt-3 h-4 w-3/4 max-w-md" />
      <Skeleton className="mt-4 h-9 w-48" />
    </div>
  );
}
