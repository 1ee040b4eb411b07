import { Compass } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../../ui/button.tsx';
import { useDocumentMeta } from '../../../ui/document-meta.ts';

export function NotFoundPage() {
  useDocumentMeta('Page not found', 'This page does not exist on Tabi Tours.');
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center px-4 py-20 text-center sm:py-28">
      <span className="flex size-16 items-center justify-center rounded-2xl bg-accent-50 text-accent-700">
        <Compass className="size-8" aria-hidden />
      </span>
      <p className="mt-6 text-sm font-bold tracking-[0.14em] text-accent-700 uppercase">Error 404</p>
      <h1 className="mt-2 text-3xl font-extrabold text-ink-900 sm:text-4xl">Page not found</h1>
      <p className="mt-3 max-w-md text-ink-600">
        Even the best guides take a wrong turn sometimes. The page you are looking for does not exist or has
        moved.
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Button asChild variant="outline" size="lg">
          <Link to="/">Back to home</Link>
        </Button>
        <Button asChild size="lg">
          <Link to="/tours">Browse tours</Link>
        </Button>
      </div>
    </section>
  );
}
