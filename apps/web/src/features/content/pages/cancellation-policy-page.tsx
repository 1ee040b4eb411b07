import { PolicyDocument } from '../components/policy-document.tsx';
import { cancellationPolicy } from '../data/cancellation-policy.ts';
import { useContentPaymentMode } from '../data/payment-wording.tsx';

export function CancellationPolicyPage() {
  return <PolicyDocument content={cancellationPolicy[useContentPaymentMode()]} />;
}
