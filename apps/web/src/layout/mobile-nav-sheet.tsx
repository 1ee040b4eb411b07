import { Bell, CalendarDays, Heart, LogOut, MessageCircle, UserRound } from 'lucide-react';
import type { RefObject } from 'react';
import { Link, NavLink } from 'react-router';
import { useChatState } from '../features/chat/lib/chat-store.ts';
import { useUnreadCount } from '../features/notifications/api/get-unread-count.ts';
import { useSession } from '../session/session-context.ts';
import { Button } from '../ui/button.tsx';
import { cn } from '../ui/cn.ts';
import { Sheet, SheetContent, SheetDescription, SheetTitle } from '../ui/sheet.tsx';
import { UserAvatar } from '../ui/user-avatar.tsx';
import { Logo } from './logo.tsx';
import { navItems } from './nav-links.ts';
import { UnreadBadge } from './unread-badge.tsx';

const rowClasses =
  'flex items-center gap-3 rounded-xl px-3 py-3 text-base font-semibold text-ink-800 transition-colors duration-150 hover:bg-sand-100';

type MobileNavSheetProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onOpenChat: () => void;
  /** The menu button gets the focus back when the sheet closes. */
  returnFocus: RefObject<HTMLElement | null>;
};

/** The phone navigation: a side sheet repeating the links and the account buttons. */
export function MobileNavSheet({ open, onOpenChange, onOpenChat, returnFocus }: MobileNavSheetProps) {
  const { user, isAdmin, logout } = useSession();
  // The header's bell keeps the count current; the sheet only reads it.
  const unread = useUnreadCount({ enabled: false }).data ?? 0;
  const chatUnread = useChatState((state) => state.unread);
  const close = () => onOpenChange(false);

  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent
        side="right"
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          returnFocus.current?.focus();
        }}
      >
        <div className="flex h-16 items-center border-b border-sand-200 px-5">
          <Logo className="text-base" />
          <SheetTitle className="sr-only">Menu</SheetTitle>
          <SheetDescription className="sr-only">Site navigation and your account</SheetDescription>
        </div>
        <nav aria-label="Main" className="flex-1 overflow-y-auto px-3 py-4">
          <ul className="space-y-1">
            {navItems(isAdmin).map((item) => (
              <li key={item.to}>
                <NavLink
                  to={item.to}
                  end={item.end}
                  onClick={close}
                  className={({ isActive }) => cn(rowClasses, isActive && 'bg-primary-50 text-primary-700')}
                >
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
          {!user && (
            <ul className="mt-4 border-t border-sand-200 pt-4">
              <li>
                <Link to="/wishlist" onClick={close} className={rowClasses}>
                  <Heart className="size-5 text-ink-600" aria-hidden />
                  Wishlist
                </Link>
              </li>
            </ul>
          )}
          {user && (
            <div className="mt-4 border-t border-sand-200 pt-4">
              <div className="mb-2 flex items-center gap-3 px-3">
                <UserAvatar user={user} className="size-10 ring-0" />
                <div className="min-w-0">
                  <p className="truncate font-bold text-ink-900">{user.name || 'Traveller'}</p>
                  <p className="truncate text-sm text-ink-600">{user.email}</p>
                </div>
              </div>
              <ul className="space-y-1">
                <li>
                  <Link to="/profile" onClick={close} className={rowClasses}>
                    <UserRound className="size-5 text-ink-600" aria-hidden />
                    Profile
                  </Link>
                </li>
                <li>
                  <Link to="/bookings" onClick={close} className={rowClasses}>
                    <CalendarDays className="size-5 text-ink-600" aria-hidden />
                    My Bookings
                  </Link>
                </li>
                <li>
                  <Link to="/wishlist" onClick={close} className={rowClasses}>
                    <Heart className="size-5 text-ink-600" aria-hidden />
                    Wishlist
                  </Link>
                </li>
                <li>
                  <Link to="/notifications" onClick={close} className={rowClasses}>
                    <Bell className="size-5 text-ink-600" aria-hidden />
                    Notifications
                    {unread > 0 && (
                      <>
                        <UnreadBadge count={unread} className="ml-auto" />
                        <span className="sr-only">, {unread} unread</span>
                      </>
                    )}
                  </Link>
                </li>
                {!isAdmin && (
                  <li>
                    <button
                      type="button"
                      className={cn(rowClasses, 'w-full cursor-pointer')}
                      onClick={() => {
                        close();
                        onOpenChat();
                      }}
                    >
                      <MessageCircle className="size-5 text-ink-600" aria-hidden />
                      Live Chat Support
                      {chatUnread > 0 && (
                        <>
                          <UnreadBadge count={chatUnread} className="ml-auto" />
                          <span className="sr-only">, {chatUnread} unread</span>
                        </>
                      )}
                    </button>
                  </li>
                )}
              </ul>
            </div>
          )}
        </nav>
        <div className="border-t border-sand-200 p-4">
          {user ? (
            <Button
              variant="outline"
              size="lg"
              className="w-full"
              onClick={() => {
                close();
                void logout();
              }}
            >
              <LogOut aria-hidden />
              Logout
            </Button>
          ) : (
            <div className="grid grid-cols-2 gap-3">
              <Button asChild variant="outline" size="lg">
                <Link to="/login" onClick={close}>
                  Login
                </Link>
              </Button>
              <Button asChild variant="primary" size="lg">
                <Link to="/register" onClick={close}>
                  Get Started
                </Link>
              </Button>
            </div>
          )}
        </div>
      </SheetContent>
    </Sheet>
  );
}
