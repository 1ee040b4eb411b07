import { vi } from 'vitest';

/** jsdom has no ResizeObserver; Radix menus and popovers measure with one. Undone by vi.unstubAllGlobals. */
export function stubResizeObserver() {
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
}
