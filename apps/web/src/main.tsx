import './styles.css';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { createQueryClient } from './api/query-client.ts';
import { hydrateQueryState } from './api/query-state.ts';
import { AppProviders } from './app-providers.tsx';
import { createRouter } from './router.tsx';
import { markAppLive } from './ui/app-live.tsx';
import { cn } from './ui/cn.ts';

// zod would probe `new Function` to compile faster parsers; our Content-Security-Policy forbids eval, and
// the browser reports the refused probe as a policy violation even though zod catches it. zod reads its
// settings from this global (shared by every copy of zod), so the lazy chunks see `jitless` without the
// entry importing zod itself.
const zodGlobal = globalThis as { __zod_globalConfig?: Record<string, unknown> };
zodGlobal.__zod_globalConfig = { ...zodGlobal.__zod_globalConfig, jitless: true };

/** Resolves in a later task of the event loop: the work after it does not lengthen the current task. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve));

/** Resolves once the router has the first page's code and has run its loaders. */
function routerReady(router: ReturnType<typeof createRouter>): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}

// (An async function, not top-level await: a module that awaits at its top level makes the bundler split
// the entry into dozens of small chunks.)
async function start(container: HTMLElement) {
  // On a phone each of these steps is tens of milliseconds, and one long task would keep the page from
  // answering a tap meanwhile: evaluating the app's modules (this task), loading the browser's number and
  // date formats and building tailwind-merge's tables (the first price, date or merged class list would
  // otherwise pay for them in the middle of rendering), then building the router, which starts the first
  // page's code and data.
  setTimeout(() => new Intl.NumberFormat('en-US').format(0));
  setTimeout(() => new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC', weekday: 'short' }).format(0));
  setTimeout(() => cn('p-1', 'p-2'));
  await nextTask();
  // Before the router: the answers the server rendered the page from are there when its loaders ask.
  const queryClient = createQueryClient();
  hydrateQueryState(queryClient);
  const router = createRouter(queryClient);
  const app = (
    <AppProviders queryClient={queryClient} navigate={(to, options) => router.navigate(to, options)}>
      <RouterProvider router={router} />
    </AppProviders>
  );

  // The server prerenders the public pages into #root (entry-server.tsx). The browser hydrates that HTML
  // once the router can render the same page: earlier, it would render the loading state instead.
  if (container.firstElementChild) {
    await routerReady(router);
    // In a transition, hydration yields to the browser every few milliseconds instead of one long task.
    startTransition(() => void hydrateRoot(container, app));
  } else {
    markAppLive();
    // A transition lets React render the first screen in small slices instead of one long task.
    startTransition(() => createRoot(container).render(app));
  }
}

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
void start(container);
