import { lazy, type RefObject, Suspense, useEffect } from 'react';
import { chatStore } from '../features/chat/lib/chat-store.ts';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../ui/dialog.tsx';
import { Spinner } from '../ui/spinner.tsx';

const LiveChatPanel = lazy(() =>
  import('../features/chat/components/live-chat-panel.tsx').then((m) => ({ default: m.LiveChatPanel })),
);

type LiveChatDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Where the focus goes back when the dialog closes (the account menu button). */
  returnFocus: RefObject<HTMLElement | null>;
};

/**
 * The live support dialog (650 px high; the whole screen on a phone) that opens from the avatar menu and
 * from the help button's "Talk to a person".
 */
export function LiveChatDialog({ open, onOpenChange, returnFocus }: LiveChatDialogProps) {
  // Closed as soon as it is asked to close: the panel stays mounted for the closing animation, and a
  // reply arriving meanwhile must count as unread.
  useEffect(() => {
    if (!open) chatStore.setOpen(false);
  }, [open]);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        className="flex h-[min(650px,calc(100dvh-2rem))] max-w-md flex-col p-0 max-sm:h-dvh max-sm:max-h-dvh max-sm:w-screen max-sm:rounded-none"
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          returnFocus.current?.focus();
        }}
      >
        <div className="border-b border-sand-200 px-5 py-4 pr-14">
          <DialogTitle>Live Chat Support</DialogTitle>
          <DialogDescription>Our team in Kyoto</DialogDescription>
        </div>
        <Suspense
          fallback={
            <div className="flex flex-1 items-center justify-center">
              <Spinner className="size-6 text-primary-600" label="Loading..." />
            </div>
          }
        >
          <LiveChatPanel />
        </Suspense>
      </DialogContent>
    </Dialog>
  );
}
