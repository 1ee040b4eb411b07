import { type ComponentType, lazy } from 'react';

/**
 * A dialog whose code (Radix Dialog and its focus, scroll and dismiss helpers) is fetched only when
 * someone is about to open it, which keeps it out of the code every page loads first.
 * Call `preload` on hover or focus of the opener so the dialog opens without a wait.
 */
export function lazyDialog<P extends object>(load: () => Promise<ComponentType<P>>) {
  let promise: Promise<{ default: ComponentType<P> }> | undefined;
  const preload = () => {
    promise ??= load().then((component) => ({ default: component }));
    return promise;
  };
  return { Component: lazy(preload), preload };
}
