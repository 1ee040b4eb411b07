import { company } from '@tabi/contracts';
import { Headset, Mail, Phone } from 'lucide-react';

/**
 * The body of the live support dialog. The real-time chat (spec section 4, "Live chat") is later
 * work; until then the dialog offers the ways to reach the team that exist.
 */
export function LiveChatPanel() {
  return (
    <div className="flex flex-1 flex-col items-center justify-center px-6 py-8 text-center">
      <span className="flex size-14 items-center justify-center rounded-2xl bg-primary-50 text-primary-600">
        <Headset className="size-7" aria-hidden />
      </span>
      <p className="mt-4 text-lg font-bold text-ink-900">Live chat is coming soon</p>
      <p className="mt-2 max-w-sm text-sm leading-relaxed text-ink-600">
        Soon you can chat with our Kyoto team right here. Until then, write or call us; we answer every day.
      </p>
      <div className="mt-6 flex flex-col gap-2 text-sm font-semibold">
        <a
          className="inline-flex items-center gap-2 text-primary-600 hover:underline"
          href={`mailto:${company.email}`}
        >
          <Mail className="size-4" aria-hidden />
          {company.email}
        </a>
        <a
          className="inline-flex items-center gap-2 text-primary-600 hover:underline"
          href={`tel:${company.phone.replace(/[^+\d]/g, '')}`}
        >
          <Phone className="size-4" aria-hidden />
          {company.phone}
        </a>
      </div>
    </div>
  );
}
