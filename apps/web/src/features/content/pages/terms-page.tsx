import { PolicyDocument } from '../components/policy-document.tsx';
import { termsOfService } from '../data/terms.ts';

export function TermsPage() {
  return <PolicyDocument content={termsOfService} />;
}
