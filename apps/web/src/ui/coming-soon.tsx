import { ArrowLeft, Hammer } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from './button.tsx';
import { cn } from './cn.ts';
import { useDocumentMeta } from './document-meta.ts';

type ComingSoonProps = {
  /** The page's name: its h1 and its document title. */
  title: string;
  description?: string;
  children?: ReactNode;
  className?: string;
};

/** A page that is still being built: its own h1, one line saying so, and the ways back. */
export function ComingSoon({ title, description, children, className }: ComingSoonProps) {
  useDocumentMeta(title, description ?? `${title} at Tabi Tours, guided tours in Japan.`);
  return (
    <section
      className={cn(
        'mx-auto flex max-w-2xl flex-col items-center px-4 py-20 text-center sm:py-28',
        className,
      )}
    >
      <span className="flex size-14 items-center justify-center rounded-2xl bg-primary-50 text-primary-600">
        <Hammer className="size-7" aria-hidden />
      </span>
      <h1 className="mt-6 text-3xl font-extrabold text-ink-900 sm:text-4xl">{title}</h1>
      <p className="mt-3 max-w-md text-ink-600">
        {description ? `${description} ` : ''}We are still building this page; it will be here soon.
      </p>
      {children}
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Button asChild variant="outline">
          <Link to="/">
            <ArrowLeft aria-hidden />
            Back to home
          </Link>
        </Button>
        <Button asChild>
          <Link to="/tours">Browse tours</Link>
        </Button>
      </div>
    </section>
  );
}
