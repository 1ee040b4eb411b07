import { Menu } from 'lucide-react';
import { Suspense, useRef, useState } from 'react';
import { Button } from '../ui/button.tsx';
import { lazyDialog } from './lazy-dialog.ts';

const MobileNavSheet = lazyDialog(() => import('./mobile-nav-sheet.tsx').then((m) => m.MobileNavSheet));

/** The menu button of phones; the side sheet it opens is loaded on first use. */
export function MobileNav({ onOpenChat }: { onOpenChat: () => void }) {
  const [open, setOpen] = useState(false);
  const [mounted, setMounted] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  return (
    <>
      <Button
        ref={button}
        variant="ghost"
        size="icon"
        className="md:hidden"
        aria-label="Open menu"
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={MobileNavSheet.preload}
        onTouchStart={MobileNavSheet.preload}
        onFocus={MobileNavSheet.preload}
        onClick={() => {
          setMounted(true);
          setOpen(true);
        }}
      >
        <Menu aria-hidden />
      </Button>
      {mounted && (
        <Suspense fallback={null}>
          <MobileNavSheet.Component
            open={open}
            onOpenChange={setOpen}
            onOpenChat={onOpenChat}
            returnFocus={button}
          />
        </Suspense>
      )}
    </>
  );
}
