import type { ReactNode } from 'react';
import { cn } from './cn.ts';

type ProgressProps = {
  /** 0-100. */
  value: number;
  label: string;
  className?: string;
};

/** A determinate progress bar, e.g. of an upload. */
export function Progress({ value, label, className }: ProgressProps) {
  const percent = Math.max(0, Math.min(100, Math.round(value)));
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      aria-valuetext={`${percent}%`}
      className={cn('h-2 w-full overflow-hidden rounded-full bg-sand-200', className)}
    >
      <div
        className="h-full rounded-full bg-primary-600 transition-[width] duration-150 ease-out motion-reduce:transition-none"
        style={{ width: `${percent}%` }}
      />
    </div>
  );
}

type UploadProgressProps = {
  fileName: string | undefined;
  /** 0-100. */
  percent: number;
  /** The bar's name for screen readers. */
  label: string;
  /** Below the bar, e.g. a Cancel button. */
  children?: ReactNode;
};

/** A file on its way up: its name, how far it is, and the bar. */
export function UploadProgress({ fileName, percent, label, children }: UploadProgressProps) {
  return (
    <div className="space-y-1.5">
      <div className="flex justify-between gap-3 text-sm">
        <span className="truncate font-medium text-ink-700">Uploading {fileName}</span>
        <span className="text-ink-600 tabular-nums">{percent}%</span>
      </div>
      <Progress value={percent} label={label} />
      {children}
    </div>
  );
}
