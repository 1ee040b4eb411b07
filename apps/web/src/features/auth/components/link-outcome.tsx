import { LinkIcon, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Alert } from '../../../ui/alert.tsx';
import { cn } from '../../../ui/cn.ts';
import { AuthHeading, AuthShell } from './auth-shell.tsx';

const tones = {
  accent: 'bg-accent-50 text-accent-700',
  success: 'bg-success-50 text-success-700',
  warning: 'bg-warning-50 text-warning-700',
} as const;

/** The picture above the heading of a page an e-mail link opens: what came of the link at a glance. */
export function OutcomeIcon({ icon: Icon, tone }: { icon: LucideIcon; tone: keyof typeof tones }) {
  return (
    <div className={cn('mb-6 flex size-12 items-center justify-center rounded-2xl', tones[tone])}>
      <Icon className="size-6" aria-hidden />
    </div>
  );
}

/**
 * A link from an e-mail (reset, confirmation) that is unknown, used or expired: the server's reason, how
 * such links work (`explanation`) and where to go instead (`children`).
 */
export function DeadLink({
  message,
  explanation,
  children,
}: {
  message: string;
  explanation: string;
  children: ReactNode;
}) {
  return (
    <AuthShell>
      <OutcomeIcon icon={LinkIcon} tone="accent" />
      <AuthHeading title="This link no longer works" />
      <Alert tone="danger">{message}</Alert>
      <p className="mt-5 text-[0.9375rem] leading-relaxed text-ink-600">{explanation}</p>
      {children}
    </AuthShell>
  );
}
