import '../../admin.css';
import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import { NavigationProgress } from '../../../../ui/navigation-progress.tsx';
import { useAdminChatLive } from '../../chat/lib/use-admin-chat-live.ts';
import { ConsoleAccount } from './console-account.tsx';
import { ConsoleBrand } from './console-brand.tsx';
import { ConsoleMenu } from './console-menu.tsx';
import { ConsoleNav } from './console-nav.tsx';
import { TwoStepPrompt } from './two-step-prompt.tsx';

type AdminLayoutProps = {
  /** The signed-in user's notification bell, handed in by the app (a feature never imports another). */
  notificationBell?: ReactNode;
};

/**
 * The admin console's own frame, instead of the travellers' header, footer and help button: from `lg` a
 * column down the left (the product and the bell, the sections, the way back to the site and the
 * account) beside the page, which has the rest of the window's width; on narrower screens a bar along
 * the top whose menu opens the same column as a sheet. The support inbox listens live on every page of
 * the console, so its section counts the conversations with unread messages. On paper only the page
 * itself is printed.
 */
export function AdminLayout({ notificationBell }: AdminLayoutProps) {
  useAdminChatLive();
  return (
    <div className="min-h-dvh bg-canvas lg:grid lg:grid-cols-[13rem_minmax(0,1fr)] print:block print:min-h-0 print:bg-white">
      <a
        href="#main"
        className="sr-only z-50 rounded-lg bg-white px-4 py-2 font-semibold text-primary-700 shadow-raised focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        Skip to content
      </a>
      <NavigationProgress />
      <header className="sticky top-0 z-40 border-b border-sand-200 bg-white lg:flex lg:h-dvh lg:flex-col lg:border-r lg:border-b-0 print:hidden">
        <div className="flex h-14 shrink-0 items-center gap-1 px-3 lg:border-b lg:border-sand-200">
          <ConsoleMenu />
          <ConsoleBrand />
          <div className="ml-auto">{notificationBell}</div>
        </div>
        <div className="hidden min-h-0 flex-1 flex-col lg:flex">
          <ConsoleNav className="min-h-0 flex-1 overflow-y-auto" />
          <ConsoleAccount />
        </div>
      </header>
      <main
        id="main"
        tabIndex={-1}
        className="min-w-0 px-4 py-6 focus:outline-none sm:px-6 lg:py-8 print:p-0"
      >
        <TwoStepPrompt />
        <Outlet />
      </main>
    </div>
  );
}
