import { Tooltip } from 'radix-ui';
import { useCallback, useState } from 'react';
import { cn } from './cn.ts';

type TruncatedTextProps = {
  /** The whole value: drawn cut to one line when it does not fit, shown whole in the tooltip. */
  text: string;
  /** Makes the value a link (a `mailto:` address); a link takes the focus by itself. */
  href?: string;
  className?: string;
};

/**
 * A value that may not fit its column (an e-mail, a reference): one line ending in an ellipsis, and
 * while it is cut, the whole value in a tooltip on hover and on keyboard focus (a cut value that is no
 * link joins the tab order for it; a whole one stays out, so a long table is not a long walk). Escape
 * closes the tooltip. Only the drawing is cut: screen readers read the whole text. On touch screens,
 * which have neither hover nor focus to show a tooltip, the value wraps instead.
 */
export function TruncatedText({ text, href, className }: TruncatedTextProps) {
  const [cut, measure] = useIsCut();
  const [open, setOpen] = useState(false);
  const classes = cn(
    'block max-w-full truncate rounded-sm pointer-coarse:whitespace-normal pointer-coarse:break-all focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-500',
    className,
  );
  return (
    <Tooltip.Provider delayDuration={300}>
      <Tooltip.Root open={open && cut} onOpenChange={setOpen}>
        <Tooltip.Trigger asChild>
          {href ? (
            <a ref={measure} href={href} className={classes}>
              {text}
            </a>
          ) : (
            <span ref={measure} tabIndex={cut ? 0 : undefined} className={classes}>
              {text}
            </span>
          )}
        </Tooltip.Trigger>
        <Tooltip.Portal>
          <Tooltip.Content
            side="top"
            align="start"
            sideOffset={4}
            collisionPadding={8}
            className="z-50 max-w-[min(28rem,calc(100vw-1rem))] rounded-lg bg-ink-900 px-2.5 py-1.5 text-xs font-medium break-all text-white shadow-raised data-[state=delayed-open]:animate-fade-in"
          >
            {text}
          </Tooltip.Content>
        </Tooltip.Portal>
      </Tooltip.Root>
    </Tooltip.Provider>
  );
}

/**
 * Whether an element's text is wider than the element, followed as its size changes. Where nothing is
 * laid out and nothing observes sizes (a test's DOM), nothing counts as cut.
 */
function useIsCut() {
  const [cut, setCut] = useState(false);
  const measure = useCallback((element: HTMLElement | null) => {
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => setCut(element.scrollWidth > element.clientWidth));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [cut, measure] as const;
}
