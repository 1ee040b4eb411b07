import { PolicyDocument } from '../components/policy-document.tsx';
import { useContentPaymentMode } from '../data/payment-wording.tsx';
import { termsOfService } from '../data/terms.ts';

export function TermsPage() {
  return <PolicyDocument content={termsOfService[useContentPaymentMode()]} />;
}
