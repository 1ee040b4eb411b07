import { MoreHorizontal } from 'lucide-react';
import type { ReactNode } from 'react';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '../../../ui/dropdown-menu.tsx';

type QuietActionsMenuProps = {
  /** The menu button's name, saying whose actions they are ("Actions for your review"). */
  label: string;
  /** The one destructive action, in red only inside the menu. */
  action: { label: string; icon: ReactNode; onSelect: () => void };
};

/**
 * A small "…" button that keeps a destructive action (delete a review, a rating) out of sight until
 * asked for: a list of reviews shows no row of red buttons.
 */
export function QuietActionsMenu({ label, action }: QuietActionsMenuProps) {
  return (
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger
        aria-label={label}
        className="inline-flex size-9 cursor-pointer items-center justify-center rounded-full text-ink-600 transition-colors duration-150 hover:bg-sand-100 hover:text-ink-900 data-[state=open]:bg-sand-100"
      >
        <MoreHorizontal className="size-5" aria-hidden />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="min-w-48">
        <DropdownMenuItem
          onSelect={action.onSelect}
          className="text-danger-600 data-[highlighted]:text-danger-700 [&_svg]:text-danger-600"
        >
          {action.icon}
          {action.label}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
