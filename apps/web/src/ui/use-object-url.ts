import { useEffect, useState } from 'react';

/**
 * A local URL showing `file` (e.g. a photo's preview before it is uploaded), released when the file
 * changes or the component goes. It follows the file one render late (an effect makes it); without a
 * file there is none.
 */
export function useObjectUrl(file: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file) {
      setUrl(null);
      return;
    }
    const next = URL.createObjectURL(file);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [file]);
  return file ? url : null;
}
