import { useLocation } from 'react-router';
import { ComingSoon } from '../../../ui/coming-soon.tsx';
import { NotFoundPage } from './not-found-page.tsx';

/** The six "Why choose us" pages of the home page, each at /features/<slug>. */
const features: Record<string, { title: string; description: string }> = {
  'expert-guides': {
    title: 'Expert local guides',
    description: 'Meet the licensed guides who grew up in the places they show you.',
  },
  'customized-tours': {
    title: 'Customized tours',
    description: 'Private days shaped around your pace, interests and family.',
  },
  'free-cancellation': {
    title: 'Free cancellation',
    description: 'Cancel in time and get a full refund, no questions asked.',
  },
  'reliable-transportation': {
    title: 'Reliable transportation',
    description: 'Licensed vehicles and professional drivers for every group size.',
  },
  'customer-support': {
    title: 'Customer support',
    description: 'A real person in Kyoto answers before, during and after your tour.',
  },
  'trusted-travelers': {
    title: 'Trusted by travellers',
    description: 'Why our reviews come only from verified travellers.',
  },
};

export function FeaturePage() {
  const slug = useLocation().pathname.replace(/\/+$/, '').split('/').pop() ?? '';
  const feature = Object.hasOwn(features, slug) ? features[slug] : undefined;
  if (!feature) return <NotFoundPage />;
  return <ComingSoon title={feature.title} description={feature.description} />;
}
