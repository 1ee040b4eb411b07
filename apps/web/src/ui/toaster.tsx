import { lazy, Suspense } from 'react';

const SonnerToaster = lazy(() => import('sonner').then((m) => ({ default: m.Toaster })));

/** The one toast system of the app; show a toast with `toast` from './toast.ts'. */
export function Toaster() {
  return (
    <Suspense fallback={null}>
      <SonnerToaster
        position="top-center"
        closeButton
        toastOptions={{
          classNames: {
            toast: 'font-sans !rounded-2xl !border-sand-200 !shadow-raised',
            title: '!font-semibold !text-ink-900',
            description: '!text-ink-600',
          },
        }}
      />
    </Suspense>
  );
}
