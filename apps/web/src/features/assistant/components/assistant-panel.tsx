import { company } from '@tabi/contracts';
import { Bot, CircleHelp, Mail, MessageSquareText } from 'lucide-react';
import { Link } from 'react-router';

/**
 * The body of the travel assistant panel. The assistant itself (spec section 4, "AI chat") is
 * later work; until then the panel says so and points to the help that exists.
 */
export function AssistantPanel({ onNavigate }: { onNavigate: () => void }) {
  return (
    <div className="flex flex-1 flex-col items-center justify-center overflow-y-auto px-6 py-8 text-center">
      <span className="flex size-14 items-center justify-center rounded-2xl bg-primary-50 text-primary-600">
        <Bot className="size-7" aria-hidden />
      </span>
      <p className="mt-4 text-lg font-bold text-ink-900">The travel assistant is coming soon</p>
      <p className="mt-2 max-w-xs text-sm leading-relaxed text-ink-600">
        Soon you can ask it anything about our tours, from the best season for Kyoto to which tour suits your
        family. Until then, our team is happy to help.
      </p>
      <ul className="mt-6 w-full max-w-xs space-y-2 text-left text-sm">
        <li>
          <Link
            to="/faq"
            onClick={onNavigate}
            className="flex items-center gap-3 rounded-xl border border-sand-200 px-4 py-3 font-semibold text-ink-800 transition-colors duration-150 hover:bg-sand-50"
          >
            <CircleHelp className="size-4 text-primary-600" aria-hidden />
            Read the FAQ
          </Link>
        </li>
        <li>
          <Link
            to="/help"
            onClick={onNavigate}
            className="flex items-center gap-3 rounded-xl border border-sand-200 px-4 py-3 font-semibold text-ink-800 transition-colors duration-150 hover:bg-sand-50"
          >
            <MessageSquareText className="size-4 text-primary-600" aria-hidden />
            Help and support
          </Link>
        </li>
        <li>
          <a
            href={`mailto:${company.email}`}
            className="flex items-center gap-3 rounded-xl border border-sand-200 px-4 py-3 font-semibold text-ink-800 transition-colors duration-150 hover:bg-sand-50"
          >
            <Mail className="size-4 text-primary-600" aria-hidden />
            {company.email}
          </a>
        </li>
      </ul>
    </div>
  );
}
