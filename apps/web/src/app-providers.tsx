import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, StrictMode, useEffect } from 'react';
import { SessionProvider } from './session/session-provider.tsx';
import { useAppLive } from './ui/app-live.tsx';
import { Toaster } from './ui/toaster.tsx';
import { WishlistMerge } from './wishlist/wishlist-merge.tsx';

type AppProvidersProps = {
  /** The router: RouterProvider in the browser, StaticRouterProvider on the server. */
  children: ReactNode;
  /** The browser tab's query client, or on the server the one of the page being rendered. */
  queryClient: QueryClient;
  navigate?: (to: string, options: { replace: boolean }) => unknown;
};

/**
 * Marks the document once the app is live (`<html data-app="ready">`): a prerendered page looks the same
 * before, but its buttons only work from then on (the render in which `useAppLive` turns true, for every
 * control at once). The browser tests wait for it after each page load.
 */
function AppReady() {
  const live = useAppLive();
  useEffect(() => {
    if (live) document.documentElement.dataset.app = 'ready';
  }, [live]);
  return null;
}

/**
 * Everything around the router, the same in the browser (main.tsx) and on the server (entry-server.tsx):
 * the browser hydrates the server's HTML, which only works when both render the same tree.
 */
export function AppProviders({ children, queryClient, navigate }: AppProvidersProps) {
  return (
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <SessionProvider navigate={navigate}>
          {children}
          <Toaster />
          <AppReady />
          {/* Here, for every page: a visitor's saved tours join the account whichever page they sign in on. */}
          <WishlistMerge />
        </SessionProvider>
      </QueryClientProvider>
    </StrictMode>
  );
}
