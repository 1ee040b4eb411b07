import { termsOfService } from '@tabi/site-content';
import { PolicyDocument } from '../components/policy-document.tsx';
import { useContentPaymentMode } from '../payment-mode.ts';

export function TermsPage() {
  return <PolicyDocument content={termsOfService[useContentPaymentMode()]} />;
}
