import { Headset, Sparkles } from 'lucide-react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import { lazy, type RefObject, Suspense, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useSession } from '../session/session-context.ts';
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
 * The help button's panel: the travel assistant (500 px high; the whole screen on a phone), and the way
 * to the other channel, a person from the team in the live chat. It closes with its X, Escape or a click
 * on the backdrop. The focus goes to the question box as the panel appears (the panel puts it there),
 * not to the X.
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
          className="fixed inset-0 z-50 flex flex-col overflow-hidden bg-white shadow-raised focus:outline-none data-[state=closed]:animate-fade-out data-[state=open]:animate-panel-in sm:inset-auto sm:right-6 sm:bottom-6 sm:h-[min(560px,calc(100dvh-3rem))] sm:w-[26rem] sm:rounded-2xl"
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
          <TalkToAPerson onChoose={() => onOpenChange(false)} />
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

/**
 * The second channel, under the assistant's header: a person from the team, in the live chat (which
 * opens from `?chat=open`; a visitor signs in first and comes back to it). Staff have no support chat.
 */
function TalkToAPerson({ onChoose }: { onChoose: () => void }) {
  const { user, isAdmin } = useSession();
  const [, setParams] = useSearchParams();
  if (isAdmin) return null;
  return (
    <div className="flex items-center gap-2 border-b border-sand-200 bg-sand-50 px-5 py-2 text-sm text-ink-700">
      <span className="min-w-0 flex-1">Rather ask a person?</span>
      <button
        type="button"
        aria-label={user ? undefined : 'Talk to a person (sign in)'}
        onClick={() => {
          onChoose();
          setParams(
            (current) => {
              const next = new URLSearchParams(current);
              next.set('chat', 'open');
              return next;
            },
            { replace: true },
          );
        }}
        className="inline-flex cursor-pointer items-center gap-1.5 rounded-lg px-2 py-1.5 font-semibold text-primary-700 transition-colors duration-150 hover:bg-primary-50"
      >
        <Headset className="size-4" aria-hidden />
        Talk to a person
        {!user && <span className="font-normal text-ink-600"> (sign in)</span>}
      </button>
    </div>
  );
}
