import { Sparkles } from 'lucide-react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import { lazy, type RefObject, Suspense, useRef, useState } from 'react';
import { CloseButton, DialogOverlay } from '../ui/dialog.tsx';
import { Spinner } from '../ui/spinner.tsx';

const AssistantPanel = lazy(() =>
  import('../features/assistant/components/assistant-panel.tsx').then((m) => ({ default: m.AssistantPanel })),
);

type AssistantDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The button that opened the panel gets the focus back when it closes. */
  returnFocus: RefObject<HTMLElement | null>;
};

/**
 * The travel assistant panel (500 px high); it closes with its X, Escape or a click on the backdrop. The
 * focus goes to the question box as the panel appears (the panel puts it there), not to the X.
 */
export function AssistantDialog({ open, onOpenChange, returnFocus }: AssistantDialogProps) {
  const content = useRef<HTMLDivElement>(null);
  // Where the panel puts its own buttons (clear), beside the X: the panel's code arrives after the header.
  const [headerActions, setHeaderActions] = useState<HTMLDivElement | null>(null);
  return (
    <DialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <DialogPrimitive.Portal>
        <DialogOverlay className="bg-ink-900/30" />
        <DialogPrimitive.Content
          ref={content}
          onOpenAutoFocus={(event) => {
            // While the panel's code loads the dialog itself holds the focus; the panel then moves it.
            event.preventDefault();
            content.current?.focus();
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocus.current?.focus();
          }}
          className="fixed right-4 bottom-4 left-4 z-50 flex h-[min(500px,calc(100dvh-2rem))] flex-col overflow-hidden rounded-2xl bg-white shadow-raised focus:outline-none data-[state=closed]:animate-fade-out data-[state=open]:animate-panel-in sm:right-6 sm:bottom-6 sm:left-auto sm:w-[26rem]"
        >
          <div className="flex items-center gap-3 bg-primary-600 py-3 pr-3 pl-5 text-white">
            <span className="flex size-9 items-center justify-center rounded-full bg-white/15">
              <Sparkles className="size-5" aria-hidden />
            </span>
            <div className="min-w-0 flex-1">
              <DialogPrimitive.Title className="font-bold">Travel assistant</DialogPrimitive.Title>
              <DialogPrimitive.Description className="text-sm text-primary-100">
                Questions about tours in Japan
              </DialogPrimitive.Description>
            </div>
            <div ref={setHeaderActions} className="contents" />
            <CloseButton
              className="text-white hover:bg-white/15 hover:text-white"
              label="Close the assistant"
            />
          </div>
          <Suspense
            fallback={
              <div className="flex flex-1 items-center justify-center">
                <Spinner className="size-6 text-primary-600" label="Loading..." />
              </div>
            }
          >
            <AssistantPanel onNavigate={() => onOpenChange(false)} headerActions={headerActions} />
          </Suspense>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
