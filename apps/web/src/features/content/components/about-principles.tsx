import { CircleCheck } from 'lucide-react';
import { RichText } from './policy-rich-text.tsx';

type Principle = { readonly title: string; readonly text: string };

/** How tours are chosen: one card per rule, its title an h3 under the section's h2. */
export function AboutPrinciples({ principles }: { principles: readonly Principle[] }) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {principles.map((principle) => (
        <li key={principle.title} className="rounded-2xl border border-sand-200 bg-white p-5">
          <CircleCheck className="size-6 text-primary-600" aria-hidden />
          <h3 className="mt-3 text-lg font-bold text-ink-900">{principle.title}</h3>
          <p className="mt-2 leading-relaxed text-ink-700">
            <RichText text={principle.text} />
          </p>
        </li>
      ))}
    </ul>
  );
}
