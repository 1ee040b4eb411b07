import type { FeaturePoint, GuideProfile, FeatureSection as Section } from '@tabi/site-content';
import { Languages } from 'lucide-react';
import { cn } from '../../../ui/cn.ts';
import { ContentSection, Prose } from './content-page.tsx';
import { RichBlocks, RichText } from './policy-rich-text.tsx';

/** One section of a feature page (an h2): running text, a grid of points or guide profiles (h3 each). */
export function FeatureSection({ section }: { section: Section }) {
  return (
    <ContentSection id={section.id} title={section.title} intro={section.intro}>
      {section.kind === 'prose' && (
        <Prose>
          <RichBlocks blocks={section.blocks} />
        </Prose>
      )}
      {section.kind === 'points' && <FeaturePoints points={section.points} />}
      {section.kind === 'profiles' && <GuideProfiles guides={section.guides} />}
    </ContentSection>
  );
}

const linkStyles =
  '[&_a]:font-semibold [&_a]:text-primary-700 [&_a]:underline [&_a:hover]:text-primary-800 [&_a]:break-words';

function FeaturePoints({ points }: { points: readonly FeaturePoint[] }) {
  return (
    <ul className={cn('grid gap-4 sm:grid-cols-2', points.length === 3 && 'lg:grid-cols-3')}>
      {points.map((point) => (
        <li key={point.title} className="rounded-2xl border border-sand-200 bg-white p-5">
          <h3 className="font-bold text-ink-900">{point.title}</h3>
          <p className={cn('mt-1.5 text-[0.9375rem] leading-relaxed text-ink-700', linkStyles)}>
            <RichText text={point.text} />
          </p>
        </li>
      ))}
    </ul>
  );
}

const initials = (name: string) =>
  name
    .split(' ')
    .map((part) => part[0])
    .join('')
    .slice(0, 2);

function GuideProfiles({ guides }: { guides: readonly GuideProfile[] }) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2">
      {guides.map((guide) => (
        <li key={guide.name} className="flex gap-4 rounded-2xl border border-sand-200 bg-white p-5">
          <span
            className="flex size-14 shrink-0 items-center justify-center rounded-full bg-primary-600 text-lg font-bold text-white"
            aria-hidden
          >
            {initials(guide.name)}
          </span>
          <div className="min-w-0">
            <h3 className="text-lg font-bold text-ink-900">{guide.name}</h3>
            <p className="mt-0.5 text-sm font-semibold text-accent-700">{guide.role}</p>
            <p className="mt-2 flex items-center gap-1.5 text-sm text-ink-600">
              <Languages className="size-4 shrink-0" aria-hidden />
              <span>
                <span className="sr-only">Speaks </span>
                {guide.languages.join(', ')}
              </span>
            </p>
            <p className="mt-3 text-[0.9375rem] leading-relaxed text-ink-700">{guide.bio}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
