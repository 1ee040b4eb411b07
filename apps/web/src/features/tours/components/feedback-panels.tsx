import { Card } from '../../../ui/card.tsx';
import { RatingPanel } from './rating-panel.tsx';
import { ReviewPanel } from './review-panel.tsx';

/**
 * The signed-in user's rating and review of a tour, as one card (their stars show once). Loaded on
 * demand (with the form library and the schemas), so visitors who only read never download it.
 */
export function FeedbackPanels({ tourId, userId }: { tourId: string; userId: string }) {
  return (
    <Card role="region" aria-label="Your rating and review" className="divide-y divide-sand-200">
      <RatingPanel tourId={tourId} userId={userId} />
      <ReviewPanel tourId={tourId} userId={userId} />
    </Card>
  );
}
