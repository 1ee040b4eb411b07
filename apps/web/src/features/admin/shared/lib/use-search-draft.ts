import { useEffect, useState } from 'react';

/**
 * The text in a list's search box: typed freely, applied on Search, and put back to what applies when
 * the address changes by itself (the back button, Clear).
 */
export function useSearchDraft(applied: string | undefined) {
  const [draft, setDraft] = useState(applied ?? '');
  useEffect(() => setDraft(applied ?? ''), [applied]);
  return [draft, setDraft] as const;
}
