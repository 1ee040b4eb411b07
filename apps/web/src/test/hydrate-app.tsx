import type { QueryClient } from '@tanstack/react-query';
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { vi } from 'vitest';
import { AppProviders } from '../app-providers.tsx';
import type { createRouter } from '../router.tsx';

/**
 * Hydrates the server's HTML in `root` with the app, as main.tsx does, and returns the mock React reports
 * its recoverable errors to: a page that does not match its HTML calls it.
 */
export async function hydrateApp(
  root: HTMLElement,
  client: QueryClient,
  router: ReturnType<typeof createRouter>,
) {
  const mismatch = vi.fn();
  await act(async () => {
    hydrateRoot(
      root,
      <AppProviders queryClient={client}>
        <RouterProvider router={router} />
      </AppProviders>,
      { onRecoverableError: mismatch },
    );
  });
  return mismatch;
}
