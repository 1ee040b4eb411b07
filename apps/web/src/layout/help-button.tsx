import { MessageCircle } from 'lucide-react';
import { Suspense, useRef, useState } from 'react';
import { lazyDialog } from './lazy-dialog.ts';

const AssistantDialog = lazyDialog(() => import('./assistant-dialog.tsx').then((m) => m.AssistantDialog));

/** The floating 'Need Help?' button; it opens the travel assistant panel. */
export function HelpButton() {
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
        onPointerEnter={AssistantDialog.preload}
        onFocus={AssistantDialog.preload}
        onClick={() => {
          setMounted(true);
          setOpen(true);
        }}
        className="fixed right-4 bottom-4 z-30 inline-flex h-12 cursor-pointer items-center gap-2 rounded-full bg-primary-600 pr-5 pl-4 text-sm font-bold text-white shadow-raised transition-[background-color,transform] duration-150 hover:-translate-y-0.5 hover:bg-primary-700 sm:right-6 sm:bottom-6"
      >
        <MessageCircle className="size-5" aria-hidden />
        Need Help?
      </button>
      {mounted && (
        <Suspense fallback={null}>
          <AssistantDialog.Component open={open} onOpenChange={setOpen} returnFocus={button} />
        </Suspense>
      )}
    </>
  );
}
