import { Ellipsis, type LucideIcon } from 'lucide-react';
import type { Ref } from 'react';
import { Link } from 'react-router';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../../../../ui/dropdown-menu.tsx';

/** One thing a row's menu offers: a page to open (`to`) or something to do (`onSelect`). */
export type RowAction = {
  label: string;
  icon: LucideIcon;
  /** Destroys or takes something away: listed last, in the danger colour. */
  danger?: boolean;
} & ({ to: string; onSelect?: never } | { onSelect: () => void; to?: never });

type RowActionsMenuProps = {
  /** The button's name for screen readers, naming the row: "Actions for booking TB-7K2M9Q". */
  label: string;
  /** Atop the open menu, so the admin sees which row it acts on. */
  heading: string;
  actions: readonly RowAction[];
  disabled?: boolean;
  /** Why the button is off, when it is (the id of a note on the row). */
  describedBy?: string | undefined;
  /** The button: a dialog opened from the menu gives the focus back to it. */
  ref?: Ref<HTMLButtonElement>;
};

const dangerClasses = 'text-danger-700 [&_svg]:text-danger-600';

/**
 * The one button of an admin table's row: a menu of what can be done to it, the harmless first and the
 * destructive last, apart and in the danger colour. With nothing to offer the button is off.
 */
export function RowActionsMenu({ label, heading, actions, disabled, describedBy, ref }: RowActionsMenuProps) {
  const safe = actions.filter((action) => !action.danger);
  const destructive = actions.filter((action) => action.danger);
  return (
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger
        ref={ref}
        disabled={disabled || actions.length === 0}
        aria-label={label}
        aria-describedby={describedBy}
        className="inline-flex size-9 cursor-pointer items-center justify-center rounded-lg border border-sand-300 bg-white text-ink-700 transition-colors duration-150 hover:bg-sand-50 hover:text-ink-900 disabled:cursor-not-allowed disabled:opacity-50 data-[state=open]:bg-sand-100"
      >
        <Ellipsis className="size-5" aria-hidden />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" collisionPadding={8} className="w-64">
        <DropdownMenuLabel className="truncate text-xs font-semibold text-ink-600">
          {heading}
        </DropdownMenuLabel>
        {safe.map((action) => (
          <RowActionItem key={action.label} action={action} />
        ))}
        {safe.length > 0 && destructive.length > 0 && <DropdownMenuSeparator />}
        {destructive.map((action) => (
          <RowActionItem key={action.label} action={action} />
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

function RowActionItem({ action }: { action: RowAction }) {
  const { label, icon: Icon, danger, to, onSelect } = action;
  const className = danger ? dangerClasses : undefined;
  if (to !== undefined) {
    return (
      <DropdownMenuItem asChild className={className}>
        <Link to={to}>
          <Icon aria-hidden />
          {label}
        </Link>
      </DropdownMenuItem>
    );
  }
  return (
    <DropdownMenuItem onSelect={onSelect} className={className}>
      <Icon aria-hidden />
      {label}
    </DropdownMenuItem>
  );
}
