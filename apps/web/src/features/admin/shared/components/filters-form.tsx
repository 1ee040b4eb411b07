import { Search, X } from 'lucide-react';
import type { FormEvent, ReactNode } from 'react';
import { Button } from '../../../../ui/button.tsx';
import { cn } from '../../../../ui/cn.ts';

type FiltersFormProps = {
  /** The search landmark's name ("Filter bookings"). */
  label: string;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** Whether any filter is set: only then is there something to clear. */
  active: boolean;
  onClear: () => void;
  clearLabel: string;
  /** The grid of the fields. */
  className: string;
  /** Where Search and Clear sit in that grid. */
  actionsClassName?: string;
  children: ReactNode;
};

/** The panel above an admin list: its fields, then Search (or Enter) and, while filtered, Clear. */
export function FiltersForm({
  label,
  onSubmit,
  active,
  onClear,
  clearLabel,
  className,
  actionsClassName,
  children,
}: FiltersFormProps) {
  return (
    <search aria-label={label}>
      <form
        onSubmit={onSubmit}
        noValidate
        className={cn('grid gap-4 rounded-2xl border border-sand-200 bg-white p-4', className)}
      >
        {children}
        <div className={cn('flex flex-wrap gap-3', actionsClassName)}>
          <Button type="submit">
            <Search aria-hidden />
            Search
          </Button>
          {active && (
            <Button variant="ghost" onClick={onClear}>
              <X aria-hidden />
              {clearLabel}
            </Button>
          )}
        </div>
      </form>
    </search>
  );
}
