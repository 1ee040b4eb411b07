import type { Feature } from '@tabi/site-content';
import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../../ui/button.tsx';

/** The closing band of a feature page: where to go next, in one or two links. */
export function FeatureCta({ cta }: { cta: Feature['cta'] }) {
  return (
    <section
      aria-labelledby="feature-cta-title"
      className="rounded-2xl bg-primary-800 px-6 py-8 text-white sm:px-10 sm:py-10"
    >
      <h2 id="feature-cta-title" className="text-2xl font-bold">
        {cta.title}
      </h2>
      <p className="mt-2 max-w-2xl text-primary-100">{cta.text}</p>
      <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
        <Button asChild variant="accent" size="lg">
          <Link to={cta.primary.to}>
            {cta.primary.label}
            <ArrowRight aria-hidden />
          </Link>
        </Button>
        {cta.secondary && (
          <Button asChild variant="outline" size="lg">
            <Link to={cta.secondary.to}>{cta.secondary.label}</Link>
          </Button>
        )}
      </div>
    </section>
  );
}
