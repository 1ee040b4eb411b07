import type { ReactNode } from 'react';
import { Card } from '../../../ui/card.tsx';

type ProfileSectionProps = {
  id: string;
  title: string;
  description: ReactNode;
  children: ReactNode;
};

/** One settings block: its title and a line on the left (above on phones), the form in a card. */
export function ProfileSection({ id, title, description, children }: ProfileSectionProps) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      className="grid scroll-mt-24 gap-4 border-t border-sand-200 py-8 first:border-t-0 first:pt-0 sm:py-10 lg:grid-cols-[minmax(0,1fr)_minmax(0,2fr)] lg:gap-10"
    >
      <div>
        <h2 id={`${id}-title`} className="text-lg font-bold text-ink-900">
          {title}
        </h2>
        <p className="mt-1.5 text-[0.9375rem] leading-relaxed text-ink-600">{description}</p>
      </div>
      <Card className="p-5 sm:p-6">{children}</Card>
    </section>
  );
}
