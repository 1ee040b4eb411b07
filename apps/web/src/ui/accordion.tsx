import { ChevronDown } from 'lucide-react';
import { type KeyboardEvent, type ReactNode, useRef } from 'react';
import { useDisabledUntilLive } from './app-live.tsx';
import { cn } from './cn.ts';

export type AccordionItem = {
  /** The item's address on the page (`#<id>`) and its key. */
  id: string;
  heading: ReactNode;
  content: ReactNode;
};

type AccordionProps = {
  items: AccordionItem[];
  /** The ids of the open items (several may be open at once). */
  open: string[];
  onOpenChange: (open: string[]) => void;
  className?: string;
};

/** The keys that move between the triggers of one accordion, and where each one goes. */
const focusMoves: Record<string, (index: number, count: number) => number> = {
  ArrowDown: (index, count) => (index + 1) % count,
  ArrowUp: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_index, count) => count - 1,
};

/**
 * Items that open in place, as the WAI-ARIA accordion pattern has them: each trigger is a button with
 * `aria-expanded` inside an h3 (it sits under a section's h2), its answer a region (a section) named by it. Enter and
 * Space toggle; the arrow keys, Home and End move between the triggers. An answer is in the page only
 * while open.
 *
 * Written here rather than taken from Radix: Radix's Collapsible measures every item in a layout effect
 * and renders again, which made hydrating the FAQ's thirty questions one ~130 ms task on a mid-range
 * phone (Lighthouse's total blocking time); these buttons hydrate with no effect at all. On a
 * prerendered page they wait for the app, disabled with the reason.
 */
export function Accordion({ items, open, onOpenChange, className }: AccordionProps) {
  const root = useRef<HTMLDivElement>(null);
  const untilLive = useDisabledUntilLive();

  const toggle = (id: string) =>
    onOpenChange(open.includes(id) ? open.filter((openId) => openId !== id) : [...open, id]);

  const moveFocus = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const move = focusMoves[event.key];
    if (!move) return;
    event.preventDefault();
    const triggers = root.current?.querySelectorAll<HTMLButtonElement>('[data-accordion-trigger]') ?? [];
    triggers[move(index, triggers.length)]?.focus();
  };

  return (
    <div
      ref={root}
      className={cn('divide-y divide-sand-200 rounded-2xl border border-sand-200 bg-white', className)}
    >
      {items.map((item, index) => {
        const expanded = open.includes(item.id);
        const triggerId = `${item.id}-trigger`;
        const panelId = `${item.id}-answer`;
        return (
          <div key={item.id} id={item.id} className="scroll-mt-24">
            <h3 className="text-base">
              <button
                type="button"
                id={triggerId}
                data-accordion-trigger
                aria-expanded={expanded}
                aria-controls={expanded ? panelId : undefined}
                disabled={untilLive.disabled}
                aria-describedby={untilLive.describedBy()}
                onClick={() => toggle(item.id)}
                onKeyDown={(event) => moveFocus(event, index)}
                className="group flex w-full cursor-pointer items-start justify-between gap-4 rounded-2xl px-4 py-4 text-left font-semibold text-ink-900 transition-colors duration-150 hover:text-primary-700 sm:px-5"
              >
                <span className="min-w-0">{item.heading}</span>
                <ChevronDown
                  className="mt-0.5 size-5 shrink-0 text-ink-600 transition-transform duration-200 group-aria-expanded:rotate-180"
                  aria-hidden
                />
              </button>
            </h3>
            {expanded && (
              <section id={panelId} aria-labelledby={triggerId} className="animate-fade-in px-4 pb-5 sm:px-5">
                {item.content}
              </section>
            )}
          </div>
        );
      })}
      {untilLive.reason}
    </div>
  );
}
