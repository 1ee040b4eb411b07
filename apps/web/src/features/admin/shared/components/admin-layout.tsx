import '../../admin.css';
import {
  CalendarRange,
  Headset,
  LayoutDashboard,
  type LucideIcon,
  Mail,
  MapPinned,
  MessagesSquare,
  Ticket,
  Users,
  Wallet,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { NavLink, Outlet } from 'react-router';
import { usePaymentMode } from '../../../../api/public-config.ts';
import { cn } from '../../../../ui/cn.ts';
import { UnreadConversationsBadge } from '../../chat/components/unread-conversations-badge.tsx';
import { useAdminChatLive } from '../../chat/lib/use-admin-chat-live.ts';
import { TwoStepPrompt } from './two-step-prompt.tsx';

type ConsoleLink = {
  to: string;
  label: string;
  icon: LucideIcon;
  end?: boolean;
  badge?: ReactNode;
  /** Shown only with online payment (Stripe on): without it no money moves through the site. */
  online?: boolean;
};

/** The console's sections, in the order an operator's day goes through them. */
const consoleLinks: ConsoleLink[] = [
  { to: '/admin', label: 'Dashboard', icon: LayoutDashboard, end: true },
  { to: '/admin/chat', label: 'Support inbox', icon: Headset, badge: <UnreadConversationsBadge /> },
  { to: '/admin/bookings', label: 'Bookings', icon: Ticket },
  { to: '/admin/payments', label: 'Payments', icon: Wallet, online: true },
  { to: '/admin/departures', label: 'Departures', icon: CalendarRange },
  { to: '/admin/tours', label: 'Tours', icon: MapPinned },
  { to: '/admin/consultations', label: 'Consultations', icon: MessagesSquare },
  { to: '/admin/users', label: 'Users', icon: Users },
  { to: '/admin/outbox', label: 'Outbox', icon: Mail },
];

/**
 * The admin console inside the shared layout: its own navigation (a column on wide screens, a row that
 * scrolls sideways on phones) beside the section's page. The support inbox listens live on every page
 * of the console, so its navigation entry counts the conversations with unread messages.
 */
export function AdminLayout() {
  useAdminChatLive();
  const payOnline = usePaymentMode() === 'online';
  const links = consoleLinks.filter((link) => payOnline || !link.online);
  return (
    <div className="mx-auto max-w-[90rem] px-4 py-8 sm:px-6 sm:py-10 lg:grid lg:grid-cols-[12.5rem_minmax(0,1fr)] lg:gap-10 lg:px-8">
      <nav aria-label="Admin console" className="mb-6 lg:mb-0">
        <p className="mb-3 hidden text-xs font-semibold tracking-wide text-ink-500 uppercase lg:block">
          Admin console
        </p>
        <ul className="-mx-4 flex gap-1 overflow-x-auto px-4 pb-1 lg:sticky lg:top-24 lg:mx-0 lg:flex-col lg:overflow-visible lg:px-0">
          {links.map(({ to, label, icon: Icon, end, badge }) => (
            <li key={to} className="shrink-0">
              <NavLink
                to={to}
                end={end}
                className={({ isActive }) =>
                  cn(
                    'flex h-10 items-center gap-2.5 rounded-xl px-3 text-sm font-semibold whitespace-nowrap transition-colors duration-150',
                    isActive
                      ? 'bg-primary-50 text-primary-700'
                      : 'text-ink-600 hover:bg-sand-100 hover:text-ink-900',
                  )
                }
              >
                <Icon className="size-4" aria-hidden />
                {label}
                {badge}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="min-w-0">
        <TwoStepPrompt />
        <Outlet />
      </div>
    </div>
  );
}
