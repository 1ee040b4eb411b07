import { PolicyDocument } from '../components/policy-document.tsx';
import { privacyPolicy } from '../data/privacy.ts';

export function PrivacyPage() {
  return <PolicyDocument content={privacyPolicy} />;
}
