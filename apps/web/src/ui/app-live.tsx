import { startTransition, useEffect, useId, useState, useSyncExternalStore } from 'react';

const neverChanges = () => () => {};

/** True once the first hydration has committed, or at once when the app renders without server HTML. */
let appLive = false;

/** Whether the first hydration has committed (or the app rendered without server HTML): see `markAppLive`. */
export const isAppLive = () => appLive;

/** For a root created without server HTML (main.tsx): its controls work from its first render. */
export function markAppLive() {
  appLive = true;
}

/**
 * False while the page is the server's HTML: on the server (entry-server.tsx) and while the browser
 * hydrates it, before the app's handlers are attached. True at once for everything the app renders itself
 * once live (a page reached by a link in the app).
 *
 * After hydration the flip to true is a transition, which React renders in slices between the browser's
 * tasks: a store whose client value differs from the server's would instead re-render every control at
 * once, in one task long enough to delay a tap on a phone. The module flag is set a microtask after the
 * hydration's effects, so no component's store check during them sees it change (which would force that
 * same synchronous re-render).
 */
export function useAppLive(): boolean {
  const liveFromStart = useSyncExternalStore(
    neverChanges,
    () => appLive,
    () => false,
  );
  const [liveAfterHydration, setLiveAfterHydration] = useState(false);
  useEffect(() => {
    if (liveFromStart) return;
    queueMicrotask(markAppLive);
    startTransition(() => setLiveAfterHydration(true));
  }, [liveFromStart]);
  return liveFromStart || liveAfterHydration;
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
