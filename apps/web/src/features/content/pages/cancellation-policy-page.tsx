import { cancellationPolicy } from '@tabi/site-content';
import { PolicyDocument } from '../components/policy-document.tsx';
import { useContentPaymentMode } from '../payment-mode.ts';

export function CancellationPolicyPage() {
  return <PolicyDocument content={cancellationPolicy[useContentPaymentMode()]} />;
}
