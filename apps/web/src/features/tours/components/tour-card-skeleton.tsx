import { Skeleton } from '../../../ui/skeleton.tsx';

/** The shape of a TourCard while it loads, line for line, so nothing moves when the data arrives. */
export function TourCardSkeleton() {
  return (
    <div className="flex h-full flex-col overflow-hidden rounded-2xl border border-sand-200 bg-white shadow-card">
      <Skeleton className="aspect-[4/3] rounded-none" />
      <div className="flex flex-1 flex-col p-4">
        <Skeleton className="h-4 w-2/5" />
        <Skeleton className="mt-2.5 h-5 w-11/12" />
        <Skeleton className="mt-1.5 h-5 w-3/5" />
        <Skeleton className="mt-3 h-4 w-1/3" />
        {/* The marks most cards carry (free cancellation, instant confirmation), then the price. */}
        <div className="mt-auto space-y-1.5 pt-3">
          <Skeleton className="h-4 w-2/5" />
          <Skeleton className="h-4 w-1/2" />
          <Skeleton className="h-6 w-1/2 translate-y-0.5" />
        </div>
      </div>
    </div>
  );
}
