import { PolicyDocument } from '../components/policy-document.tsx';
import { useContentPaymentMode } from '../data/payment-wording.tsx';
import { refundPolicy } from '../data/refund-policy.ts';

export function RefundPolicyPage() {
  return <PolicyDocument content={refundPolicy[useContentPaymentMode()]} />;
}
