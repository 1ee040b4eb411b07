import { Menu } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../../ui/button.tsx';
import { Sheet, SheetContent, SheetDescription, SheetTitle, SheetTrigger } from '../../../../ui/sheet.tsx';
import { ConsoleAccount } from './console-account.tsx';
import { ConsoleNav } from './console-nav.tsx';

/** Below `lg` the console's navigation and account live in a sheet from the left, opened from the top bar. */
export function ConsoleMenu() {
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  return (
    <Sheet open={open} onOpenChange={setOpen}>
      <SheetTrigger asChild>
        <Button variant="ghost" size="icon" className="-ml-1.5 lg:hidden" aria-label="Open the console menu">
          <Menu aria-hidden />
        </Button>
      </SheetTrigger>
      <SheetContent side="left">
        <div className="flex h-14 shrink-0 items-center border-b border-sand-200 px-5">
          <SheetTitle className="text-base font-bold text-ink-900">Admin console</SheetTitle>
          <SheetDescription className="sr-only">The console's sections and your account</SheetDescription>
        </div>
        <ConsoleNav onNavigate={close} className="min-h-0 flex-1 overflow-y-auto" />
        <ConsoleAccount onNavigate={close} />
      </SheetContent>
    </Sheet>
  );
}
