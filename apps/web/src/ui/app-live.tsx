import { useId, useSyncExternalStore } from 'react';

const neverChanges = () => () => {};

/**
 * False while the page is the server's HTML: on the server (entry-server.tsx) and while the browser
 * hydrates it, before the app's handlers are attached. True from the render after hydration on, and at
 * once for everything the app renders itself (a page reached by a link in the app).
 */
export function useAppLive(): boolean {
  return useSyncExternalStore(
    neverChanges,
    () => true,
    () => false,
  );
}

/** Why a control is disabled on a prerendered page: read by screen readers, never shown (no layout shift). */
export const untilLiveReason = 'Available in a moment, once the page has finished loading.';

/**
 * For controls that only work through the app (they act on change, or post JSON): disabled until the app
 * is live, with the reason in their description. Put `disabled` and `describedBy(...)` (which adds the
 * reason to the control's own descriptions) on the control or its fieldset, and render `reason` beside it.
 */
export function useDisabledUntilLive() {
  const live = useAppLive();
  const id = useId();
  return {
    disabled: !live,
    describedBy: (...own: (string | undefined)[]) =>
      [...own, live ? undefined : id].filter(Boolean).join(' ') || undefined,
    reason: live ? null : (
      <span id={id} hidden>
        {untilLiveReason}
      </span>
    ),
  };
}
