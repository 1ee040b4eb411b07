import { useEffect, useState } from 'react';
import { Outlet, useLocation, useMatches, useNavigation } from 'react-router';
import { helpButtonOf } from '../route-handle.ts';
import { PageLoader } from '../ui/page-loader.tsx';
import { ConfirmEmailBanner } from './confirm-email-banner.tsx';
import { useFaviconLoader, useFaviconWhile } from './favicon.ts';
import { Footer } from './footer.tsx';
import { Header } from './header.tsx';
import { HelpButton } from './help-button.tsx';
import { ScrollToTop } from './scroll-to-top.tsx';

/** True once `active` has lasted `delay` ms: a quick page change shows no spinner at all. */
function useDelayed(active: boolean, delay: number) {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (!active) {
      setShown(false);
      return;
    }
    const timer = window.setTimeout(() => setShown(true), delay);
    return () => window.clearTimeout(timer);
  }, [active, delay]);
  return shown;
}

/** The admin console: a work tool whose controls (the support inbox's reply box) sit where the button floats. */
const isConsole = (pathname: string) => pathname === '/admin' || pathname.startsWith('/admin/');

/**
 * Header, main area, footer and the floating help button around every page of the shared layout (the
 * button, which opens the travellers' assistant, stays out of the admin console).
 * While a page's code is fetched after a click, a thin bar runs at the top and, if it takes a
 * moment, the 'Loading...' spinner stands in for the page.
 */
export function RootLayout() {
  const navigation = useNavigation();
  const { pathname } = useLocation();
  const help = helpButtonOf(useMatches());
  const navigating = navigation.state === 'loading';
  useFaviconLoader();
  useFaviconWhile(navigating);
  const slow = useDelayed(navigating, 250);

  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-lg bg-white px-4 py-2 font-semibold text-primary-700 shadow-raised focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        Skip to content
      </a>
      <ScrollToTop />
      <div
        aria-hidden
        className={`fixed inset-x-0 top-0 z-50 h-0.5 origin-left bg-accent-500 transition-[transform,opacity] duration-200 ${
          navigating ? 'scale-x-75 opacity-100' : 'scale-x-0 opacity-0'
        }`}
      />
      <Header />
      {!isConsole(pathname) && <ConfirmEmailBanner />}
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        {slow ? <PageLoader /> : <Outlet />}
      </main>
      <Footer />
      {!isConsole(pathname) && help !== 'hidden' && (
        <HelpButton besideActionBar={help === 'beside-action-bar'} />
      )}
    </div>
  );
}
