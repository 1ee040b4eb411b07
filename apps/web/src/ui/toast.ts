import type { ExternalToast } from 'sonner';

/**
 * The app's toasts (sonner). Sonner is fetched on first use rather than with the first page, so
 * the entry bundle stays small; the <Toaster /> of main.tsx loads the same chunk at start.
 */
type Kind = 'message' | 'success' | 'error' | 'info' | 'warning';

function show(kind: Kind, title: string, options?: ExternalToast) {
  void import('sonner').then(({ toast: sonner }) => {
    if (kind === 'message') sonner(title, options);
    else sonner[kind](title, options);
  });
}

export const toast = {
  message: (title: string, options?: ExternalToast) => show('message', title, options),
  success: (title: string, options?: ExternalToast) => show('success', title, options),
  error: (title: string, options?: ExternalToast) => show('error', title, options),
  info: (title: string, options?: ExternalToast) => show('info', title, options),
  warning: (title: string, options?: ExternalToast) => show('warning', title, options),
};
