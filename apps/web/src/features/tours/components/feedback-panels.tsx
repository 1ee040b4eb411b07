import { RatingPanel } from './rating-panel.tsx';
import { ReviewPanel } from './review-panel.tsx';

/**
 * The signed-in user's rating and review of a tour. Loaded on demand (with the form library and the
 * schemas), so visitors who only read never download it.
 */
export function FeedbackPanels({ tourId, userId }: { tourId: string; userId: string }) {
  return (
    <div className="space-y-4">
      <RatingPanel tourId={tourId} userId={userId} />
      <ReviewPanel tourId={tourId} userId={userId} />
    </div>
  );
}
