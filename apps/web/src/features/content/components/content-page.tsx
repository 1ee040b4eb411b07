import type { ReactNode } from 'react';
import { useDocumentMeta } from '../../../ui/document-meta.ts';

type ContentPageProps = {
  /** A short word above the title, e.g. "Company" or "Policies". */
  eyebrow: string;
  /** The page's h1 and its document title. */
  title: string;
  /** The meta description, and the lead paragraph under the title unless `lead` is given. */
  description: string;
  lead?: ReactNode;
  /** Beside the title on wide screens (an illustration, a call to action). */
  aside?: ReactNode;
  children: ReactNode;
};

/**
 * The shell every content page shares: the eyebrow, one h1, a lead paragraph, then the page's own
 * sections (h2 and below). Pages are data plus this shell; none repeats the layout.
 */
export function ContentPage({ eyebrow, title, description, lead, aside, children }: ContentPageProps) {
  useDocumentMeta(title, description);
  return (
    <article className="mx-auto max-w-5xl px-4 pt-10 pb-20 sm:px-6 lg:px-8">
      <header className="flex flex-col gap-8 border-b border-sand-200 pb-10 lg:flex-row lg:items-end lg:justify-between">
        <div className="max-w-3xl">
          <p className="text-sm font-semibold tracking-wide text-accent-700 uppercase">{eyebrow}</p>
          <h1 className="mt-2 text-3xl leading-tight font-extrabold text-ink-900 sm:text-4xl">{title}</h1>
          <div className="mt-4 text-lg leading-relaxed text-ink-700">{lead ?? <p>{description}</p>}</div>
        </div>
        {aside && <div className="shrink-0">{aside}</div>}
      </header>
      <div className="mt-10 space-y-14">{children}</div>
    </article>
  );
}

type ContentSectionProps = {
  /** Unique on the page: the heading's id, for the section's name and for links to it. */
  id: string;
  title: string;
  /** A line under the heading. */
  intro?: ReactNode;
  children: ReactNode;
};

/** One section of a content page: an h2 and its content; reachable as `#id`. */
export function ContentSection({ id, title, intro, children }: ContentSectionProps) {
  return (
    <section aria-labelledby={id} className="scroll-mt-24">
      <h2 id={id} className="text-2xl font-bold text-ink-900">
        {title}
      </h2>
      {intro && <div className="mt-2 max-w-3xl text-ink-600">{intro}</div>}
      <div className="mt-5">{children}</div>
    </section>
  );
}

/** Running text at a readable measure: paragraphs, lists and links styled alike on every page. */
export function Prose({ children }: { children: ReactNode }) {
  return (
    <div className="max-w-3xl space-y-4 leading-relaxed text-ink-800 [&_a]:font-semibold [&_a]:text-primary-700 [&_a]:underline [&_a:hover]:text-primary-800 [&_h3]:mt-6 [&_h3]:text-lg [&_h3]:font-bold [&_h3]:text-ink-900 [&_li]:ml-5 [&_ol]:list-decimal [&_ol]:space-y-2 [&_strong]:text-ink-900 [&_ul]:list-disc [&_ul]:space-y-2">
      {children}
    </div>
  );
}
