import { MessageCircle } from 'lucide-react';
import { Suspense, useRef, useState } from 'react';
import { useDisabledUntilLive } from '../ui/app-live.tsx';
import { cn } from '../ui/cn.ts';
import { lazyDialog } from './lazy-dialog.ts';

const AssistantDialog = lazyDialog(() => import('./assistant-dialog.tsx').then((m) => m.AssistantDialog));

/**
 * The floating 'Need Help?' button; it opens the travel assistant panel. A round icon on phones (the pill
 * from `sm` up), and on a page with its own action bar at the bottom of a phone's screen
 * (`besideActionBar`) it stays away below `lg`, so it never covers that action. On a prerendered page
 * it is disabled, with the reason, until the app is live: a click before would be lost.
 */
export function HelpButton({ besideActionBar = false }: { besideActionBar?: boolean }) {
  const untilLive = useDisabledUntilLive();
  const [open, setOpen] = useState(false);
  const [mounted, setMounted] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button
        ref={button}
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        disabled={untilLive.disabled}
        aria-describedby={untilLive.describedBy()}
        onPointerEnter={AssistantDialog.preload}
        onFocus={AssistantDialog.preload}
        onClick={() => {
          setMounted(true);
          setOpen(true);
        }}
        className={cn(
          'fixed right-4 bottom-4 z-30 inline-flex size-12 cursor-pointer items-center justify-center gap-2 rounded-full bg-primary-600 text-sm font-bold text-white shadow-raised transition-[background-color,transform] duration-150 hover:-translate-y-0.5 hover:bg-primary-700 sm:right-6 sm:bottom-6 sm:w-auto sm:pr-5 sm:pl-4',
          besideActionBar && 'max-lg:hidden',
        )}
      >
        <MessageCircle className="size-5" aria-hidden />
        <span className="max-sm:sr-only">Need Help?</span>
      </button>
      {untilLive.reason}
      {mounted && (
        <Suspense fallback={null}>
          <AssistantDialog.Component open={open} onOpenChange={setOpen} returnFocus={button} />
        </Suspense>
      )}
    </>
  );
}
