import { useEffect, useState } from 'react';

/** setTimeout's longest wait (about 24 days); a later start is checked again after it. */
const longestWait = 2_147_483_647;

/**
 * Whether the instant `startsAt` has passed by this browser's clock, turning true at that moment
 * without a reload (a no-show can only be marked after the start).
 */
export function useHasStarted(startsAt: string) {
  const start = Date.parse(startsAt);
  const [now, setNow] = useState(() => Date.now());
  const started = now >= start;
  useEffect(() => {
    if (started || Number.isNaN(start)) return;
    const timer = setTimeout(() => setNow(Date.now()), Math.min(longestWait, start - Date.now() + 50));
    return () => clearTimeout(timer);
  }, [start, started]);
  return started;
}
