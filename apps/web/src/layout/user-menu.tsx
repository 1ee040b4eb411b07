import { Bell, CalendarDays, ChevronDown, Heart, LogOut, MessageCircle, UserRound } from 'lucide-react';
import type { Ref } from 'react';
import { Link } from 'react-router';
import { useChatState } from '../features/chat/lib/chat-store.ts';
import { useSession } from '../session/session-context.ts';
import type { SessionUser } from '../session/session-user.ts';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../ui/dropdown-menu.tsx';
import { UserAvatar } from '../ui/user-avatar.tsx';
import { UnreadBadge } from './unread-badge.tsx';

type UserMenuProps = {
  user: SessionUser;
  isAdmin: boolean;
  onOpenChat: () => void;
  /** Called when the menu opens, so the chat dialog's code can be fetched before it is chosen. */
  onPrepareChat?: () => void;
  triggerRef?: Ref<HTMLButtonElement>;
};

/**
 * The avatar menu of a signed-in user: name, e-mail, Profile, My Bookings, Notifications, Live Chat
 * Support, Logout.
 */
export function UserMenu({ user, isAdmin, onOpenChat, onPrepareChat, triggerRef }: UserMenuProps) {
  const { logout } = useSession();
  // Support's replies received while the chat was closed (administrators have no chat).
  const chatUnread = useChatState((s) => s.unread);
  const unread = isAdmin ? 0 : chatUnread;
  return (
    <DropdownMenu
      modal={false}
      onOpenChange={(open) => {
        if (open && !isAdmin) onPrepareChat?.();
      }}
    >
      <DropdownMenuTrigger
        ref={triggerRef}
        className="flex cursor-pointer items-center gap-2 rounded-full border border-sand-200 bg-white py-1 pr-1 pl-1 sm:pr-3 transition-colors duration-150 hover:border-sand-300 hover:bg-sand-50 data-[state=open]:bg-sand-100"
        aria-label={`Account menu for ${user.name || 'your account'}${unread > 0 ? `, ${unread} unread support ${unread === 1 ? 'message' : 'messages'}` : ''}`}
      >
        <span className="relative">
          <UserAvatar user={user} className="size-8 ring-0" />
          {unread > 0 && <UnreadBadge count={unread} className="absolute -top-1 -right-1" />}
        </span>
        <span className="hidden max-w-32 truncate text-sm font-semibold text-ink-900 lg:inline">
          {user.name.split(' ')[0] || 'Account'}
        </span>
        <ChevronDown className="hidden size-4 text-ink-600 sm:block" aria-hidden />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-72">
        <DropdownMenuLabel className="flex items-center gap-3">
          <UserAvatar user={user} className="size-10 ring-0" />
          <span className="min-w-0">
            <span className="block truncate font-bold text-ink-900">{user.name || 'Traveller'}</span>
            <span className="block truncate text-sm font-normal text-ink-600">{user.email}</span>
          </span>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem asChild>
          <Link to="/profile">
            <UserRound aria-hidden />
            Profile
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link to="/bookings">
            <CalendarDays aria-hidden />
            My Bookings
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link to="/wishlist">
            <Heart aria-hidden />
            Wishlist
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link to="/notifications">
            <Bell aria-hidden />
            Notifications
          </Link>
        </DropdownMenuItem>
        {!isAdmin && (
          <DropdownMenuItem onSelect={onOpenChat}>
            <MessageCircle aria-hidden />
            Live Chat Support
            {unread > 0 && (
              <>
                <UnreadBadge count={unread} className="ml-auto" />
                <span className="sr-only">, {unread} unread</span>
              </>
            )}
          </DropdownMenuItem>
        )}
        <DropdownMenuSeparator />
        <DropdownMenuItem
          onSelect={() => {
            void logout();
          }}
        >
          <LogOut aria-hidden />
          Logout
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
