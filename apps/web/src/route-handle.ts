/** What a route says about itself to the app around it (`handle` in the route table, router.tsx). */
export type RouteHandle = {
  /** A public page the server prerenders (entry-server.tsx) when its data is there. */
  prerender?: boolean;
  /**
   * Where the floating help button stays away, so it never covers the page's own main action: `hidden`
   * on pages whose action is at the bottom (the booking form, the profile's forms, the contact form),
   * `beside-action-bar` below `lg` on pages that keep their action in a bar at the bottom of a phone's
   * screen (`StickyActionBar`).
   */
  helpButton?: 'hidden' | 'beside-action-bar';
};

const handleOf = (match: { handle?: unknown }) => match.handle as RouteHandle | undefined;

/** Whether the page is prerendered (see `RouteHandle.prerender`). */
export const isPrerendered = (route: { handle?: unknown }) => handleOf(route)?.prerender === true;

/** What the deepest matched route that says so says about the help button; `shown` when none does. */
export function helpButtonOf(
  matches: { handle?: unknown }[],
): NonNullable<RouteHandle['helpButton']> | 'shown' {
  for (const match of [...matches].reverse()) {
    const placement = handleOf(match)?.helpButton;
    if (placement) return placement;
  }
  return 'shown';
}
