import { LogIn, MessageSquareHeart } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { Link, useLocation } from 'react-router';
import { loginPathFor } from '../../../session/route-guards.tsx';
import { useSession } from '../../../session/session-context.ts';
import { Button } from '../../../ui/button.tsx';
import { Card } from '../../../ui/card.tsx';
import { FeedbackCardSkeleton } from './feedback-skeleton.tsx';

// The forms (react-hook-form, zod and the schemas) load only for a signed-in user on the page.
const FeedbackPanels = lazy(() =>
  import('./feedback-panels.tsx').then((m) => ({ default: m.FeedbackPanels })),
);

/** Above the reviews: rate and review this tour when signed in, else an invitation to sign in. */
export function YourFeedback({ tourId }: { tourId: string }) {
  const { user, loading } = useSession();
  if (loading) return null;
  if (!user) return <SignInToReview />;
  return (
    <Suspense
      fallback={
        <Card className="divide-y divide-sand-200">
          <FeedbackCardSkeleton label="Loading your rating" />
          <FeedbackCardSkeleton label="Loading your review" />
        </Card>
      }
    >
      <FeedbackPanels tourId={tourId} userId={user.id} />
    </Suspense>
  );
}

function SignInToReview() {
  const { pathname, search } = useLocation();
  return (
    <Card className="flex flex-col gap-4 p-5 sm:flex-row sm:items-center sm:justify-between sm:p-6">
      <div className="flex gap-4">
        <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-primary-50 text-primary-600">
          <MessageSquareHeart className="size-5" aria-hidden />
        </span>
        <div>
          <h3 className="text-lg font-bold text-ink-900">Been on this tour?</h3>
          <p className="mt-1 text-sm text-ink-600">
            Sign in to rate it and share your experience with other travellers.
          </p>
        </div>
      </div>
      <Button asChild variant="outline">
        <Link to={loginPathFor(`${pathname}${search}#reviews`)}>
          <LogIn aria-hidden />
          Sign in to review
        </Link>
      </Button>
    </Card>
  );
}
