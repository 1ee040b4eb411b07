import type { NotificationType } from '@tabi/contracts';
import {
  AlarmClock,
  BadgeCheck,
  CalendarCheck,
  CalendarClock,
  CalendarPlus,
  CalendarX,
  CircleX,
  CreditCard,
  CreditCardX,
  HandCoins,
  Heart,
  MessageCircle,
  MessageSquareHeart,
  MessagesSquare,
  ReceiptText,
  ShieldAlert,
  Star,
  Ticket,
  TimerOff,
  TriangleAlert,
} from 'lucide-react';
import { cn } from '../../../ui/cn.ts';

const kinds = {
  booking_created: { icon: CalendarPlus, tone: 'bg-primary-50 text-primary-700' },
  booking_confirmed: { icon: CalendarCheck, tone: 'bg-success-50 text-success-700' },
  booking_completed: { icon: Star, tone: 'bg-warning-50 text-warning-700' },
  booking_cancelled: { icon: CalendarX, tone: 'bg-danger-50 text-danger-700' },
  refund_requested: { icon: ReceiptText, tone: 'bg-accent-50 text-accent-700' },
  refund_approved: { icon: BadgeCheck, tone: 'bg-success-50 text-success-700' },
  refund_denied: { icon: CircleX, tone: 'bg-danger-50 text-danger-700' },
  payment_received: { icon: CreditCard, tone: 'bg-success-50 text-success-700' },
  payment_failed: { icon: CreditCardX, tone: 'bg-danger-50 text-danger-700' },
  refund_completed: { icon: HandCoins, tone: 'bg-success-50 text-success-700' },
  refund_failed: { icon: TriangleAlert, tone: 'bg-danger-50 text-danger-700' },
  refund_outside: { icon: TriangleAlert, tone: 'bg-warning-50 text-warning-700' },
  payment_disputed: { icon: ShieldAlert, tone: 'bg-warning-50 text-warning-700' },
  tour_reminder: { icon: AlarmClock, tone: 'bg-primary-50 text-primary-700' },
  review_request: { icon: MessageSquareHeart, tone: 'bg-accent-50 text-accent-700' },
  booking_rescheduled: { icon: CalendarClock, tone: 'bg-success-50 text-success-700' },
  reschedule_requested: { icon: CalendarClock, tone: 'bg-accent-50 text-accent-700' },
  reschedule_denied: { icon: CalendarX, tone: 'bg-danger-50 text-danger-700' },
  reschedule_payment_due: { icon: CreditCard, tone: 'bg-warning-50 text-warning-700' },
  waitlist_offer: { icon: Ticket, tone: 'bg-success-50 text-success-700' },
  waitlist_expired: { icon: TimerOff, tone: 'bg-warning-50 text-warning-700' },
  wishlist_price_drop: { icon: Heart, tone: 'bg-accent-50 text-accent-700' },
  consultation_received: { icon: MessagesSquare, tone: 'bg-primary-50 text-primary-700' },
  chat_message: { icon: MessageCircle, tone: 'bg-accent-50 text-accent-700' },
} satisfies Record<NotificationType, { icon: typeof Star; tone: string }>;

/** A round icon saying at a glance what a notification is about (decorative: the title says it too). */
export function NotificationIcon({ type, className }: { type: NotificationType; className?: string }) {
  const { icon: Icon, tone } = kinds[type] ?? kinds.booking_created;
  return (
    <span
      aria-hidden
      className={cn('flex size-9 shrink-0 items-center justify-center rounded-full', tone, className)}
    >
      <Icon className="size-[1.125rem]" />
    </span>
  );
}
