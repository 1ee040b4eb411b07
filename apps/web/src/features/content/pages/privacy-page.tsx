import { privacyPolicy } from '@tabi/site-content';
import { PolicyDocument } from '../components/policy-document.tsx';

export function PrivacyPage() {
  return <PolicyDocument content={privacyPolicy} />;
}
