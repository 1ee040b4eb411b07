import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, type RouteObject, RouterProvider } from 'react-router';
import { createQueryClient } from '../api/query-client.ts';
import { SessionProvider } from '../session/session-provider.tsx';

type Options = {
  /** The provider's navigate, so a test can see where logout goes. */
  navigate?: (to: string, options: { replace: boolean }) => unknown;
};

/**
 * Renders `routes` at `path` inside the app's providers (a fresh query client that does not retry,
 * the session, a memory router) and returns the router, so a test can check where it went.
 */
export function renderRoutes(routes: RouteObject[], path: string, { navigate }: Options = {}) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const client = createQueryClient();
  client.setDefaultOptions({ queries: { retry: false } });
  render(
    <QueryClientProvider client={client}>
      <SessionProvider navigate={navigate}>
        <RouterProvider router={router} />
      </SessionProvider>
    </QueryClientProvider>,
  );
  return router;
}
