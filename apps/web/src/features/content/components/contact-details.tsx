import { contactChannels, officeHoursSection, officeTimeZone } from '@tabi/site-content';
import { Clock, ExternalLink, Mail, MapPin, Phone } from 'lucide-react';
import type { ReactNode } from 'react';
import { useAppLive } from '../../../ui/app-live.tsx';
import { zoneAbbreviation } from '../../../ui/zoned-time.ts';

/** "Sunday 19:05" in the office's zone. */
function officeNow(at: Date) {
  return new Intl.DateTimeFormat('en-GB', {
    timeZone: officeTimeZone,
    weekday: 'long',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(at);
}

/** E-mail, phone and address (the footer's, from `company`), and office hours in Japan time. */
export function ContactDetails() {
  const { email, phone, address } = contactChannels;
  const now = new Date();
  const zone = zoneAbbreviation(officeTimeZone, now);
  // The page is prerendered and may be read minutes later: the server's time would be stale, and differ
  // from the browser's while it hydrates the page. Until the app is live the line keeps its place, empty.
  const live = useAppLive();
  return (
    <div className="space-y-4">
      <Channel icon={Mail} label="E-mail" note={email.note}>
        <a href={`mailto:${email.address}`} className={linkClasses}>
          {email.address}
        </a>
      </Channel>
      <Channel icon={Phone} label="Phone" note={phone.note}>
        <a href={phone.href} className={linkClasses}>
          {phone.number}
        </a>
      </Channel>
      <Channel icon={MapPin} label="Office" note={address.note}>
        <address className="not-italic">
          {address.lines.map((line) => (
            <span key={line} className="block">
              {line}
            </span>
          ))}
        </address>
        <a
          href={address.mapHref}
          rel="noopener noreferrer"
          target="_blank"
          className="mt-2 inline-flex items-center gap-1 text-sm font-semibold text-primary-700 hover:text-primary-800 hover:underline"
        >
          Open in Google Maps
          <ExternalLink className="size-3.5" aria-hidden />
          <span className="sr-only">(opens in a new tab)</span>
        </a>
      </Channel>

      <section
        aria-labelledby={officeHoursSection.id}
        className="rounded-2xl border border-sand-200 bg-white p-5"
      >
        <h3 id={officeHoursSection.id} className="flex items-center gap-2 text-base font-bold text-ink-900">
          <Clock className="size-5 text-primary-600" aria-hidden />
          {officeHoursSection.title}
          <span className="font-semibold text-ink-600">(Japan time, {zone})</span>
        </h3>
        <dl className="mt-3 space-y-1.5 text-[0.9375rem]">
          {officeHoursSection.rows.map((row) => (
            <div key={row.days} className="flex flex-wrap justify-between gap-x-4">
              <dt className="text-ink-700">{row.days}</dt>
              <dd className="font-semibold text-ink-900 tabular-nums">{row.hours}</dd>
            </div>
          ))}
        </dl>
        <p
          className={`mt-3 text-sm text-ink-600 ${live ? '' : 'invisible'}`}
          aria-hidden={!live || undefined}
        >
          It is now {live ? officeNow(now) : 'Monday 00:00'} {zone} in Kyoto.
        </p>
        <p className="mt-2 text-sm text-ink-600">{officeHoursSection.note}</p>
      </section>
    </div>
  );
}

const linkClasses =
  'font-semibold break-all text-primary-700 underline-offset-2 hover:text-primary-800 hover:underline';

function Channel({
  icon: Icon,
  label,
  note,
  children,
}: {
  icon: typeof Mail;
  label: string;
  note: string;
  children: ReactNode;
}) {
  return (
    <div className="flex gap-4 rounded-2xl border border-sand-200 bg-white p-5">
      <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-primary-50 text-primary-700">
        <Icon className="size-5" aria-hidden />
      </span>
      <div className="min-w-0 text-[0.9375rem] text-ink-800">
        <h3 className="text-base font-bold text-ink-900">{label}</h3>
        <div className="mt-1">{children}</div>
        <p className="mt-1.5 text-sm text-ink-600">{note}</p>
      </div>
    </div>
  );
}
