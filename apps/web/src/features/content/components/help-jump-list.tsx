import type { HelpGuide, HelpGuideId } from '@tabi/site-content';
import {
  Bot,
  CalendarCheck2,
  CircleUserRound,
  type LucideIcon,
  MessageCircle,
  ReceiptText,
  Undo2,
} from 'lucide-react';

/** Each guide's picture in the jump list: a guide added to the content does not compile until it has one. */
const guideIcons: Record<HelpGuideId, LucideIcon> = {
  'booking-a-tour': CalendarCheck2,
  'cancelling-a-booking': Undo2,
  refunds: ReceiptText,
  'your-account': CircleUserRound,
  'live-chat': MessageCircle,
  'ai-assistant': Bot,
};

/** The guides of the help page as a list of links to their sections, so one tap reaches each. */
export function HelpJumpList({ guides }: { guides: readonly HelpGuide[] }) {
  return (
    <nav aria-labelledby="help-jump-list-title">
      <p id="help-jump-list-title" className="text-sm font-bold tracking-wide text-ink-700 uppercase">
        On this page
      </p>
      <ul className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {guides.map(({ id, title, summary }) => {
          const Icon = guideIcons[id];
          return (
            <li key={id}>
              <a
                href={`#${id}`}
                className="group flex h-full gap-3 rounded-2xl border border-sand-200 bg-white p-4 transition-[box-shadow,border-color] duration-200 hover:border-primary-200 hover:shadow-card"
              >
                <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-primary-50 text-primary-600">
                  <Icon className="size-5" aria-hidden />
                </span>
                <span className="min-w-0">
                  <span className="block font-bold text-ink-900 group-hover:text-primary-700">{title}</span>
                  <span className="mt-0.5 block text-sm text-ink-600">{summary}</span>
                </span>
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
