import type { ReactNode } from 'react';
import { cn } from './cn.ts';

type Props = {
  /** What the bar is for, as its landmark's name ("Book this tour"). */
  label: string;
  /**
   * From `lg` up the page's own card is in view: `hidden` leaves the bar to phones and tablets, `inline`
   * puts its content back in the page's flow (the card's own button, one button, not two).
   */
  desktop: 'hidden' | 'inline';
  className?: string;
  children: ReactNode;
};

/**
 * A page's main action fixed to the bottom of a phone's screen, a thumb away however far the page is
 * scrolled (the price or total on the left, the button on the right). The footer keeps room below its
 * last line for it, and the page says so in its route handle (`helpButton`), so the help button steps aside.
 */
export function StickyActionBar({ label, desktop, className, children }: Props) {
  return (
    <section
      aria-label={label}
      className={cn(
        'fixed inset-x-0 bottom-0 z-30 border-t border-sand-200 bg-white/95 px-4 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] shadow-[0_-6px_20px_-8px_rgb(15_23_42/0.18)] backdrop-blur-sm',
        desktop === 'hidden'
          ? 'lg:hidden'
          : 'lg:static lg:border-0 lg:bg-transparent lg:p-0 lg:shadow-none lg:backdrop-blur-none',
        className,
      )}
    >
      <div className="mx-auto flex max-w-3xl items-center justify-between gap-4 lg:block">{children}</div>
    </section>
  );
}
