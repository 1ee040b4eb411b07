import { cn } from './cn.ts';

/** The mark: a rising sun over a wave, crisp down to 24 px. */
export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" className={cn('size-8', className)} aria-hidden focusable="false">
      <rect width="32" height="32" rx="8" fill="#1f4f87" />
      <circle cx="16" cy="17" r="7.5" fill="#e4572e" />
      <path d="M0 20.5c2.7 0 4-2 8-2s5.3 2 8 2 4-2 8-2 5.3 2 8 2V32H0z" fill="#1f4f87" />
      <path
        d="M3 20.5c2 0 3-1.6 5.5-1.6S12 20.5 16 20.5s3.5-1.6 5.5-1.6 3.5 1.6 7.5 1.6M7 25.5c1.6 0 2.4-1.2 4.5-1.2s2.9 1.2 4.5 1.2 2.4-1.2 4.5-1.2 2.9 1.2 4.5 1.2"
        fill="none"
        stroke="#fff"
        strokeWidth="2"
        strokeLinecap="round"
      />
    </svg>
  );
}
