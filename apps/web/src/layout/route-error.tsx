import { RotateCw } from 'lucide-react';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { Button } from '../ui/button.tsx';
import { useDocumentMeta } from '../ui/document-meta.ts';

/** A page that failed to load or render (often: a new version was deployed while the tab was open). */
export function RouteError() {
  const error = useRouteError();
  console.error(error);
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  useDocumentMeta(notFound ? 'Page not found' : 'Something went wrong');
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <h1 className="text-3xl font-bold text-ink-900">
        {notFound ? 'Page not found' : 'Something went wrong'}
      </h1>
      <p className="mt-3 text-ink-600">
        {notFound
          ? 'We could not find that page.'
          : 'This page could not be shown. Reloading usually fixes it; if not, please try again in a moment.'}
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Button onClick={() => window.location.reload()}>
          <RotateCw aria-hidden />
          Reload the page
        </Button>
        <Button asChild variant="outline">
          <Link to="/">Back to home</Link>
        </Button>
      </div>
    </section>
  );
}
