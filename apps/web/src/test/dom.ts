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

/**
 * jsdom lays nothing out: this makes every element measure as a value wider than its box (`scrollWidth`
 * over `clientWidth`), with a ResizeObserver that reports at once, as a browser would for a cut value.
 */
export function layOutAsCut(scrollWidth: number, clientWidth: number) {
  vi.stubGlobal(
    'ResizeObserver',
    class {
      constructor(private readonly measured: ResizeObserverCallback) {}
      observe() {
        this.measured([], this as unknown as ResizeObserver);
      }
      unobserve() {}
      disconnect() {}
    },
  );
  vi.spyOn(Element.prototype, 'scrollWidth', 'get').mockReturnValue(scrollWidth);
  vi.spyOn(Element.prototype, 'clientWidth', 'get').mockReturnValue(clientWidth);
}
