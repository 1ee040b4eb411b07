import { type FeaturePageSlug, featurePageSlugs } from '@tabi/contracts';
import { useLocation } from 'react-router';
import { ContentPage } from '../components/content-page.tsx';
import { FeatureCta } from '../components/feature-cta.tsx';
import { FeatureSection } from '../components/feature-section.tsx';
import { features } from '../data/features.tsx';
import { useContentPaymentMode } from '../data/payment-wording.tsx';
import { NotFoundPage } from './not-found-page.tsx';

const isFeatureSlug = (slug: string): slug is FeaturePageSlug =>
  (featurePageSlugs as readonly string[]).includes(slug);

/** The six "Why choose us" pages of the home page, each at /features/<slug>, from `data/features.tsx`. */
export function FeaturePage() {
  const mode = useContentPaymentMode();
  const slug = useLocation().pathname.replace(/\/+$/, '').split('/').pop() ?? '';
  if (!isFeatureSlug(slug)) return <NotFoundPage />;
  const { title, description, lead, icon: Icon, sections, cta } = features[mode][slug];
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
