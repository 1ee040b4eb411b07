import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { LogoMark } from '../../../ui/logo-mark.tsx';

/** The frame of the sign-in pages, which live outside the shared layout: the logo above a card. */
export function AuthShell({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col items-center bg-canvas px-4 py-10 sm:py-16">
      <header className="mb-8">
        <Link to="/" className="inline-flex items-center gap-2.5 rounded-lg" aria-label="Tabi Tours, home">
          <LogoMark />
          <span className="text-xl font-extrabold tracking-tight text-primary-800">
            Tabi<span className="text-accent-600"> Tours</span>
          </span>
        </Link>
      </header>
      <main className="w-full max-w-md rounded-2xl border border-sand-200 bg-white shadow-card">
        {children}
      </main>
    </div>
  );
}
