import { useMemo } from 'react';
import { encode } from 'uqr';
import { cn } from './cn.ts';

/**
 * A QR code drawn as one SVG path (crisp at any size, printable), with a quiet zone of 4 modules as
 * scanners expect. `label` says what it holds, for screen readers and in place of the picture.
 */
export function QrCode({ value, label, className }: { value: string; label: string; className?: string }) {
  const { size, path } = useMemo(() => {
    const qr = encode(value, { ecc: 'M', border: 4 });
    const cells: string[] = [];
    qr.data.forEach((row, y) => {
      row.forEach((dark, x) => {
        if (dark) cells.push(`M${x} ${y}h1v1h-1z`);
      });
    });
    return { size: qr.size, path: cells.join('') };
  }, [value]);

  return (
    <svg
      viewBox={`0 0 ${size} ${size}`}
      role="img"
      aria-label={label}
      shapeRendering="crispEdges"
      className={cn('bg-white', className)}
    >
      <path d={path} fill="currentColor" />
    </svg>
  );
}
