import { Heart } from 'lucide-react';
import type { MouseEvent } from 'react';
import { useNavigate } from 'react-router';
import { useDisabledUntilLive } from '../ui/app-live.tsx';
import { cn } from '../ui/cn.ts';
import { toast } from '../ui/toast.ts';
import { useWishlist } from './use-wishlist.ts';

type WishlistHeartProps = {
  tourId: string;
  tourTitle: string;
  /** `overlay`: a round white button over a photo (the tour card); `plain`: beside a title. */
  variant?: 'overlay' | 'plain';
  className?: string;
};

/** The heart that saves a tour to the wishlist or removes it: a toggle button of at least 44 × 44 px. */
export function WishlistHeart({ tourId, tourTitle, variant = 'overlay', className }: WishlistHeartProps) {
  const { saved, toggle } = useWishlist();
  const navigate = useNavigate();
  const { disabled, describedBy, reason } = useDisabledUntilLive();
  const isSaved = saved.has(tourId);

  const onClick = (event: MouseEvent<HTMLButtonElement>) => {
    // Never the card's link beneath it.
    event.preventDefault();
    event.stopPropagation();
    const nowSaved = toggle(tourId);
    if (nowSaved) {
      toast.success('Saved to your wishlist', {
        action: { label: 'View', onClick: () => navigate('/wishlist') },
      });
    }
  };

  return (
    <>
      <button
        type="button"
        aria-pressed={isSaved}
        aria-label={isSaved ? `Remove ${tourTitle} from your wishlist` : `Save ${tourTitle} to your wishlist`}
        aria-describedby={describedBy()}
        disabled={disabled}
        onClick={onClick}
        className={cn(
          'inline-flex size-11 shrink-0 items-center justify-center rounded-full transition-[background-color,color,transform] duration-150 active:scale-90 disabled:cursor-default motion-reduce:transition-none motion-reduce:active:scale-100',
          variant === 'overlay'
            ? 'bg-white/90 text-ink-900 shadow-sm backdrop-blur-sm hover:bg-white'
            : 'border border-sand-200 bg-white text-ink-900 hover:bg-sand-100',
          className,
        )}
      >
        <Heart
          aria-hidden
          className={cn('size-5', isSaved ? 'fill-accent-600 text-accent-600' : 'fill-transparent')}
        />
      </button>
      {reason}
    </>
  );
}
