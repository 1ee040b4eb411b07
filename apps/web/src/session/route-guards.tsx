import { ShieldAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, Navigate, useLocation } from 'react-router';
import { Button } from '../ui/button.tsx';
import { useDocumentMeta } from '../ui/document-meta.ts';
import { PageLoader } from '../ui/page-loader.tsx';
import { useSession } from './session-context.ts';

/** Where to go after signing in: `/login?redirect=/bookings`. */
export function loginPathFor(returnTo: string) {
  return `/login?redirect=${encodeURIComponent(returnTo)}`;
}

/** Signed-out visitors go to /login and come back here after signing in. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { loading, isAuthenticated } = useSession();
  const location = useLocation();
  if (loading) return <PageLoader />;
  if (!isAuthenticated) return <Navigate to={loginPathFor(location.pathname + location.search)} replace />;
  return children;
}

/** The admin area: signed-out visitors sign in first; signed-in non-admins see a 403 page. */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const { loading, isAuthenticated, isAdmin } = useSession();
  const location = useLocation();
  if (loading) return <PageLoader />;
  if (!isAuthenticated) return <Navigate to={loginPathFor(location.pathname + location.search)} replace />;
  if (!isAdmin) return <Forbidden />;
  return children;
}

function Forbidden() {
  useDocumentMeta('Access denied', 'This part of Tabi Tours is for administrators only.');
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <div className="mb-6 flex size-14 items-center justify-center rounded-full bg-accent-50 text-accent-700">
        <ShieldAlert className="size-7" aria-hidden />
      </div>
      <p className="text-sm font-semibold tracking-wide text-accent-700 uppercase">Error 403</p>
      <h1 className="mt-2 text-3xl font-bold text-ink-900">Access denied</h1>
      <p className="mt-3 text-ink-600">This part of Tabi Tours is for administrators only.</p>
      <Button asChild className="mt-8">
        <Link to="/">Back to home</Link>
      </Button>
    </section>
  );
}
