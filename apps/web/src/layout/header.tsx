import { Heart } from 'lucide-react';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Link, NavLink, useLocation, useNavigate, useSearchParams } from 'react-router';
import { useSession } from '../session/session-context.ts';
import { Button } from '../ui/button.tsx';
import { cn } from '../ui/cn.ts';
import { Skeleton } from '../ui/skeleton.tsx';
import { lazyDialog } from './lazy-dialog.ts';
import { Logo } from './logo.tsx';
import { MobileNav } from './mobile-nav.tsx';
import { navItems } from './nav-links.ts';

// The menu (and its positioning code) is only downloaded for signed-in users.
const UserMenu = lazy(() => import('./user-menu.tsx').then((m) => ({ default: m.UserMenu })));
// The bell, its panel and the live connection, likewise: visitors never download them.
const NotificationBell = lazy(() =>
  import('../features/notifications/components/notification-bell.tsx').then((m) => ({
    default: m.NotificationBell,
  })),
);
// The live chat listens while its dialog is closed (unread count, sound) on the tab's one connection.
const LiveChatConnection = lazy(() =>
  import('../features/chat/components/live-chat-connection.tsx').then((m) => ({
    default: m.LiveChatConnection,
  })),
);
const LiveChatDialog = lazyDialog(() => import('./live-chat-dialog.tsx').then((m) => m.LiveChatDialog));

function useScrolled() {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const onScroll = () => setScrolled(window.scrollY > 4);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);
  return scrolled;
}

const shellClasses = 'sticky top-0 z-40 border-b bg-white transition-shadow duration-200';
const rowClasses = 'mx-auto flex h-16 max-w-7xl items-center gap-4 px-4 sm:px-6 lg:px-8';

export function Header() {
  const { user, loading, isAdmin } = useSession();
  const scrolled = useScrolled();
  const [chatOpen, setChatOpen] = useState(false);
  const [chatMounted, setChatMounted] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  const openChat = () => {
    setChatMounted(true);
    setChatOpen(true);
  };
  useChatLink(openChat);

  if (loading) return <HeaderSkeleton />;

  return (
    <header className={cn(shellClasses, scrolled ? 'border-sand-200 shadow-card' : 'border-transparent')}>
      <div className={rowClasses}>
        <Logo />
        <nav aria-label="Main" className="ml-6 hidden md:block">
          <ul className="flex items-center gap-1">
            {navItems(isAdmin).map((item) => (
              <li key={item.to}>
                <NavLink
                  to={item.to}
                  end={item.end}
                  className={({ isActive }) =>
                    cn(
                      'relative rounded-lg px-3 py-2 text-[0.9375rem] font-semibold text-ink-700 transition-colors duration-150 hover:bg-sand-100 hover:text-ink-900',
                      isActive &&
                        'text-primary-700 after:absolute after:inset-x-3 after:-bottom-[13px] after:h-0.5 after:rounded-full after:bg-primary-600 hover:bg-transparent',
                    )
                  }
                >
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        {/* Tighter on phones: logo, bell, avatar and menu button share 360 px. */}
        <div className="ml-auto flex items-center gap-1 sm:gap-2">
          {user && (
            <Suspense fallback={<Skeleton className="size-11 rounded-full" />}>
              <NotificationBell />
            </Suspense>
          )}
          {user ? (
            <Suspense fallback={<Skeleton className="h-10 w-10 rounded-full lg:w-28" />}>
              <UserMenu
                user={user}
                isAdmin={isAdmin}
                onOpenChat={openChat}
                onPrepareChat={LiveChatDialog.preload}
                triggerRef={menuButton}
              />
            </Suspense>
          ) : (
            <div className="hidden items-center gap-2 sm:flex">
              {/* A visitor's saved tours (kept in this browser); a signed-in user finds them in the menu. */}
              <Button asChild variant="ghost" size="icon" className="max-lg:hidden">
                <Link to="/wishlist" aria-label="Wishlist" title="Wishlist">
                  <Heart aria-hidden />
                </Link>
              </Button>
              <Button asChild variant="ghost">
                <Link to="/login">Login</Link>
              </Button>
              <Button asChild variant="primary">
                <Link to="/register">Get Started</Link>
              </Button>
            </div>
          )}
          <MobileNav onOpenChat={openChat} />
        </div>
      </div>
      {user && !isAdmin && (
        <Suspense fallback={null}>
          <LiveChatConnection />
        </Suspense>
      )}
      {user && !isAdmin && chatMounted && (
        <Suspense fallback={null}>
          <LiveChatDialog.Component open={chatOpen} onOpenChange={setChatOpen} returnFocus={menuButton} />
        </Suspense>
      )}
    </header>
  );
}

/**
 * `?chat=open` (the link of a support reply's notification and e-mail, and the help panel's "Talk to a
 * person") opens the live chat dialog and leaves the address; a visitor signs in first and comes back
 * to it, on the page they were on.
 */
function useChatLink(openChat: () => void) {
  const { user, loading, isAdmin } = useSession();
  const [params, setParams] = useSearchParams();
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const wanted = params.get('chat') === 'open';
  const open = useRef(openChat);
  open.current = openChat;
  useEffect(() => {
    if (!wanted || loading) return;
    if (!user) {
      void navigate(`/login?redirect=${encodeURIComponent(pathname + search)}`, { replace: true });
      return;
    }
    if (!isAdmin) open.current();
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('chat');
        return next;
      },
      { replace: true },
    );
  }, [wanted, loading, user, isAdmin, navigate, setParams, pathname, search]);
}

/** Shown while the session is read at start, so the bar does not jump from signed-out to signed-in. */
function HeaderSkeleton() {
  return (
    <header className={cn(shellClasses, 'border-transparent')} aria-busy>
      <div className={rowClasses}>
        <Logo />
        <div className="ml-6 hidden items-center gap-3 md:flex">
          {[0, 1, 2, 3, 4].map((i) => (
            <Skeleton key={i} className="h-5 w-16" />
          ))}
        </div>
        <div className="ml-auto flex items-center gap-2">
          <Skeleton className="hidden h-11 w-20 sm:block" />
          <Skeleton className="h-11 w-11 sm:w-28" />
        </div>
      </div>
    </header>
  );
}
