import { ChevronRight } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { Link } from 'react-router';
import { cn } from '../../../../ui/cn.ts';

type DashboardPanelProps = {
  title: string;
  /** A line under the title: what the figures cover. */
  description?: ReactNode;
  /** A link at the heading's right, e.g. to the full list. */
  action?: ReactNode;
  className?: string;
  children: ReactNode;
};

/** One section of the dashboard: a titled white panel, named by its heading for screen readers. */
export function DashboardPanel({ title, description, action, className, children }: DashboardPanelProps) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className={cn('min-w-0 rounded-2xl border border-sand-200 bg-white p-4 sm:p-6', className)}
    >
      <div className="mb-4 flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
        <div className="min-w-0">
          <h2 id={headingId} className="text-lg font-bold text-ink-900">
            {title}
          </h2>
          {description && <p className="mt-0.5 text-sm text-ink-600">{description}</p>}
        </div>
        {action}
      </div>
      {children}
    </section>
  );
}

/** The panel heading's link to where the figures come from ("All bookings"). */
export function PanelLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link
      to={to}
      className="inline-flex items-center gap-0.5 text-sm font-semibold whitespace-nowrap text-primary-700 hover:underline"
    >
      {children}
      <ChevronRight className="size-4" aria-hidden />
    </Link>
  );
}
