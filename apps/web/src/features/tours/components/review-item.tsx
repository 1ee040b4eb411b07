import type { Review } from '@tabi/contracts';
import { BadgeCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { Badge } from '../../../ui/badge.tsx';
import { Dialog, DialogContent, DialogTitle, DialogTrigger } from '../../../ui/dialog.tsx';
import { StarRating } from '../../../ui/star-rating.tsx';
import { formatReviewDate } from '../lib/tour-format.ts';

type ReviewItemProps = {
  review: Review;
  /** Buttons at the top right, e.g. Delete. */
  actions?: ReactNode;
  /** The level of the review's title in the page's outline. */
  titleAs?: 'h3' | 'h4';
  /** Off where the author's stars already show beside it (their own rating and review). */
  showRating?: boolean;
};

/** One review: author, badge, stars, date, title, text (as text, line breaks kept) and photo. */
export function ReviewItem({ review, actions, titleAs: Title = 'h3', showRating = true }: ReviewItemProps) {
  return (
    <article>
      <header className="flex items-start gap-3">
        <Avatar name={review.user.name} src={review.user.avatar} />
        <div className="min-w-0 flex-1">
          <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
            <span className="font-semibold text-ink-900">{review.user.name}</span>
            {review.verifiedTraveler && (
              <Badge variant="success">
                <BadgeCheck aria-hidden />
                Verified traveller
              </Badge>
            )}
          </p>
          <p className="mt-0.5 flex flex-wrap items-center gap-2 text-sm text-ink-600">
            {showRating && review.rating !== null && (
              <StarRating value={review.rating} starsClassName="h-3.5" />
            )}
            <time dateTime={review.createdAt}>{formatReviewDate(review.createdAt)}</time>
          </p>
        </div>
        {actions && <div className="flex shrink-0 flex-wrap justify-end gap-1">{actions}</div>}
      </header>
      {review.title && <Title className="mt-3 font-bold break-words text-ink-900">{review.title}</Title>}
      <p className="mt-1.5 leading-relaxed break-words whitespace-pre-line text-ink-800">{review.text}</p>
      {review.image && <ReviewPhoto image={review.image} author={review.user.name} />}
    </article>
  );
}

function ReviewPhoto({ image, author }: { image: { url: string; thumbUrl: string }; author: string }) {
  return (
    <Dialog>
      <DialogTrigger
        className="mt-3 block cursor-pointer overflow-hidden rounded-lg border border-sand-200 transition-opacity duration-150 hover:opacity-90"
        aria-label={`Open the photo by ${author} full size`}
      >
        <img
          src={image.thumbUrl}
          alt={`Shared by ${author} with the review`}
          width={128}
          height={96}
          loading="lazy"
          decoding="async"
          className="h-24 w-32 object-cover"
        />
      </DialogTrigger>
      <DialogContent className="max-w-4xl p-3 sm:p-4">
        <DialogTitle className="mb-3 pr-12 text-base">Photo by {author}</DialogTitle>
        <img
          src={image.url}
          alt={`Shared by ${author} with the review`}
          className="max-h-[75dvh] w-full rounded-lg object-contain"
        />
      </DialogContent>
    </Dialog>
  );
}

function Avatar({ name, src }: { name: string; src: string | null }) {
  if (src) {
    return (
      <img
        src={src}
        alt=""
        width={44}
        height={44}
        loading="lazy"
        className="size-11 shrink-0 rounded-full object-cover"
      />
    );
  }
  return (
    <span
      aria-hidden
      className="flex size-11 shrink-0 items-center justify-center rounded-full bg-primary-100 font-bold text-primary-700"
    >
      {name.trim().charAt(0).toUpperCase() || 'T'}
    </span>
  );
}
