import { Dialog as DialogPrimitive } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from './cn.ts';
import { CloseButton, DialogOverlay } from './dialog.tsx';

export const Sheet = DialogPrimitive.Root;
export const SheetTrigger = DialogPrimitive.Trigger;
export const SheetClose = DialogPrimitive.Close;
export const SheetTitle = DialogPrimitive.Title;
export const SheetDescription = DialogPrimitive.Description;

type SheetContentProps = ComponentProps<typeof DialogPrimitive.Content> & { side?: 'left' | 'right' };

/** A panel sliding in from the side of the screen (the phone navigation and filters). */
export function SheetContent({ className, children, side = 'right', ...props }: SheetContentProps) {
  return (
    <DialogPrimitive.Portal>
      <DialogOverlay />
      <DialogPrimitive.Content
        className={cn(
          'fixed inset-y-0 z-50 flex w-[min(22rem,calc(100vw-2.5rem))] flex-col bg-white shadow-raised focus:outline-none',
          side === 'right'
            ? 'right-0 data-[state=closed]:animate-sheet-out data-[state=open]:animate-sheet-in'
            : 'left-0 data-[state=closed]:animate-sheet-out-left data-[state=open]:animate-sheet-in-left',
          className,
        )}
        {...props}
      >
        {children}
        <CloseButton className="absolute top-3 right-3" />
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}
