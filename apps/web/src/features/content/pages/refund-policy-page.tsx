import { refundPolicy } from '@tabi/site-content';
import { PolicyDocument } from '../components/policy-document.tsx';
import { useContentPaymentMode } from '../payment-mode.ts';

export function RefundPolicyPage() {
  return <PolicyDocument content={refundPolicy[useContentPaymentMode()]} />;
}
