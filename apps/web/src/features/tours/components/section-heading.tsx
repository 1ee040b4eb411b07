import { ArrowRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

type SectionHeadingProps = {
  id: string;
  title: string;
  description?: ReactNode;
  link?: { to: string; label: string };
};

/** A home page section's title, one line of context and an optional "see all" link. */
export function SectionHeading({ id, title, description, link }: SectionHeadingProps) {
  return (
    <div className="mb-6 flex flex-wrap items-end justify-between gap-x-6 gap-y-2 sm:mb-8">
      <div className="max-w-2xl">
        <h2 id={id} className="text-2xl font-bold text-ink-900 sm:text-3xl">
          {title}
        </h2>
        {description && <p className="mt-2 text-ink-600">{description}</p>}
      </div>
      {link && (
        <Link
          to={link.to}
          className="group inline-flex items-center gap-1.5 rounded-md text-sm font-semibold text-primary-600 hover:text-primary-800"
        >
          {link.label}
          <ArrowRight
            className="size-4 transition-transform duration-150 group-hover:translate-x-0.5"
            aria-hidden
          />
        </Link>
      )}
    </div>
  );
}
