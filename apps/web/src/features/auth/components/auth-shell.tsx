import { company, policy } from '@tabi/contracts';
import { ArrowLeft, CalendarCheck, MapPin, UsersRound } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { LogoMark } from '../../../ui/logo-mark.tsx';
import { AuthIllustration } from './auth-illustration.tsx';

const promises = [
  { icon: MapPin, text: 'Guides who live in the city they show you' },
  { icon: UsersRound, text: 'Small groups, never a crowd behind a flag' },
  { icon: CalendarCheck, text: `Free cancellation up to ${policy.freeCancellationHours} hours before` },
];

/**
 * The frame of the sign-in pages, which live outside the shared layout. Phones: the logo above a
 * centred card. Desktop: the form on the left, a picture of Japan with what we promise on the right.
 */
export function AuthShell({ children }: { children: ReactNode }) {
  return (
    <div className="min-h-dvh bg-canvas lg:grid lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)] xl:grid-cols-[minmax(0,5fr)_minmax(0,6fr)]">
      <div className="flex min-h-dvh flex-col px-4 pt-6 pb-6 sm:px-8 lg:px-12 xl:px-16">
        <header className="flex items-center justify-between gap-4">
          <Link to="/" className="inline-flex items-center gap-2.5 rounded-lg" aria-label="Tabi Tours, home">
            <LogoMark />
            <span className="text-xl font-extrabold tracking-tight text-primary-800">
              Tabi<span className="text-accent-600"> Tours</span>
            </span>
          </Link>
          <Link
            to="/"
            className="inline-flex items-center gap-1.5 rounded-lg px-2 py-2 text-sm font-semibold text-ink-700 transition-colors duration-150 hover:text-primary-700"
          >
            <ArrowLeft className="size-4" aria-hidden />
            <span>
              Back<span className="hidden sm:inline"> to tours</span>
            </span>
          </Link>
        </header>
        <main className="flex flex-1 items-center justify-center py-8 sm:py-12">
          <div className="w-full max-w-[26.5rem] rounded-2xl border border-sand-200 bg-white px-5 py-7 shadow-card sm:px-8 sm:py-9 lg:border-0 lg:bg-transparent lg:px-0 lg:py-0 lg:shadow-none">
            {children}
          </div>
        </main>
        <footer className="flex flex-wrap items-center justify-center gap-x-4 gap-y-1 text-sm text-ink-600 lg:justify-start">
          <span>
            © {company.copyrightYear} {company.name}
          </span>
          <Link to="/privacy" className="hover:text-ink-900 hover:underline">
            Privacy
          </Link>
          <Link to="/terms" className="hover:text-ink-900 hover:underline">
            Terms
          </Link>
          <Link to="/help" className="hover:text-ink-900 hover:underline">
            Help
          </Link>
        </footer>
      </div>
      <aside
        aria-label="Why travel with Tabi Tours"
        className="relative hidden overflow-hidden bg-primary-950 lg:sticky lg:top-0 lg:block lg:h-dvh"
      >
        <AuthIllustration className="absolute inset-0 size-full" />
        <div className="absolute inset-x-0 bottom-0 h-2/3 bg-linear-to-t from-primary-950 via-primary-950/70 to-transparent" />
        <div className="absolute inset-x-0 bottom-0 p-10 xl:p-14">
          <p className="text-sm font-semibold tracking-[0.2em] text-accent-200 uppercase">
            Tabi means journey
          </p>
          <p className="mt-3 max-w-md text-3xl leading-tight font-bold text-white xl:text-4xl">
            {company.tagline}
          </p>
          <ul className="mt-8 space-y-3">
            {promises.map(({ icon: Icon, text }) => (
              <li key={text} className="flex items-center gap-3 text-[0.9375rem] text-primary-50">
                <span className="flex size-8 items-center justify-center rounded-full bg-white/10 ring-1 ring-white/15">
                  <Icon className="size-4" aria-hidden />
                </span>
                {text}
              </li>
            ))}
          </ul>
        </div>
      </aside>
    </div>
  );
}

/** The heading block of a sign-in page: its one h1 and a line under it. */
export function AuthHeading({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="mb-7">
      <h1 className="text-[1.75rem] leading-tight font-extrabold tracking-tight text-ink-900 sm:text-3xl">
        {title}
      </h1>
      {children && <p className="mt-2 text-[0.9375rem] leading-relaxed text-ink-600">{children}</p>}
    </div>
  );
}
