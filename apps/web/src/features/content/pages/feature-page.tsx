import { type FeaturePageSlug, featurePageSlugs } from '@tabi/contracts';
import { features } from '@tabi/site-content';
import {
  BusFront,
  Headset,
  type LucideIcon,
  Map as MapIcon,
  ShieldCheck,
  Undo2,
  UserRoundCheck,
} from 'lucide-react';
import { useLocation } from 'react-router';
import { ContentPage } from '../components/content-page.tsx';
import { FeatureCta } from '../components/feature-cta.tsx';
import { FeatureSection } from '../components/feature-section.tsx';
import { useContentPaymentMode } from '../payment-mode.ts';
import { NotFoundPage } from './not-found-page.tsx';

const isFeatureSlug = (slug: string): slug is FeaturePageSlug =>
  (featurePageSlugs as readonly string[]).includes(slug);

/** Each page's picture beside its title: a page added to the contracts does not compile until it has one. */
const featureIcons: Record<FeaturePageSlug, LucideIcon> = {
  'expert-guides': MapIcon,
  'customized-tours': UserRoundCheck,
  'free-cancellation': Undo2,
  'reliable-transportation': BusFront,
  'customer-support': Headset,
  'trusted-travelers': ShieldCheck,
};

/** The six "Why choose us" pages of the home page, each at /features/<slug>, from the content package. */
export function FeaturePage() {
  const mode = useContentPaymentMode();
  const slug = useLocation().pathname.replace(/\/+$/, '').split('/').pop() ?? '';
  if (!isFeatureSlug(slug)) return <NotFoundPage />;
  const { title, description, lead, sections, cta } = features[mode][slug];
  const Icon = featureIcons[slug];
  return (
    <ContentPage
      eyebrow="Why Tabi Tours"
      title={title}
      description={description}
      lead={<p>{lead}</p>}
      aside={
        <span
          className="hidden size-24 items-center justify-center rounded-2xl bg-primary-600 text-white shadow-card lg:flex"
          aria-hidden
        >
          <Icon className="size-12" />
        </span>
      }
    >
      {sections.map((section) => (
        <FeatureSection key={section.id} section={section} />
      ))}
      <FeatureCta cta={cta} />
    </ContentPage>
  );
}
