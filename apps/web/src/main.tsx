import './styles.css';
import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { queryClient } from './api/query-client.ts';
import { servePreloadedAnswers } from './layout/preloaded-data.ts';
import { createRouter } from './router.tsx';
import { SessionProvider } from './session/session-provider.tsx';
import { Toaster } from './ui/toaster.tsx';

// Before the router: its loaders' first requests are answered from the data the server put in the page.
servePreloadedAnswers();
const router = createRouter();

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// A transition lets React render the first screen in small slices instead of one long task.
startTransition(() => {
  createRoot(container).render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <SessionProvider navigate={(to, options) => router.navigate(to, options)}>
          <RouterProvider router={router} />
          <Toaster />
        </SessionProvider>
      </QueryClientProvider>
    </StrictMode>,
  );
});
