import type { ReactNode } from 'react';

type TourFormSectionProps = {
  id: string;
  title: string;
  description?: ReactNode;
  children: ReactNode;
};

/** One part of the tour form: a titled card, so a long form reads as a few short ones. */
export function TourFormSection({ id, title, description, children }: TourFormSectionProps) {
  return (
    <section
      aria-labelledby={`${id}-title`}
      className="rounded-2xl border border-sand-200 bg-white p-5 sm:p-6"
    >
      <h2 id={`${id}-title`} className="text-lg font-bold text-ink-900">
        {title}
      </h2>
      {description && <p className="mt-1 text-sm text-ink-600">{description}</p>}
      <div className="mt-5 space-y-5">{children}</div>
    </section>
  );
}
