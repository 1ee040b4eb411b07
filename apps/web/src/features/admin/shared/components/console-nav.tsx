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
import { NavLink } from 'react-router';
import { usePaymentMode } from '../../../../api/public-config.ts';
import { cn } from '../../../../ui/cn.ts';
import { UnreadConversationsBadge } from '../../chat/components/unread-conversations-badge.tsx';

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

type ConsoleNavProps = {
  /** Called when a section is chosen (the phone's menu closes). */
  onNavigate?: () => void;
  className?: string;
};

/** The sections of the console, the current one marked; the support inbox counts its unread conversations. */
export function ConsoleNav({ onNavigate, className }: ConsoleNavProps) {
  const payOnline = usePaymentMode() === 'online';
  return (
    <nav aria-label="Admin console" className={cn('px-3 py-4', className)}>
      <ul className="space-y-0.5">
        {consoleLinks
          .filter((link) => payOnline || !link.online)
          .map(({ to, label, icon: Icon, end, badge }) => (
            <li key={to}>
              <NavLink
                to={to}
                end={end}
                onClick={onNavigate}
                className={({ isActive }) =>
                  cn(
                    'flex h-10 items-center gap-2.5 rounded-lg px-3 text-sm font-semibold transition-colors duration-150',
                    isActive
                      ? 'bg-primary-50 text-primary-700'
                      : 'text-ink-700 hover:bg-sand-100 hover:text-ink-900',
                  )
                }
              >
                <Icon className="size-4 shrink-0" aria-hidden />
                {label}
                {badge}
              </NavLink>
            </li>
          ))}
      </ul>
    </nav>
  );
}
