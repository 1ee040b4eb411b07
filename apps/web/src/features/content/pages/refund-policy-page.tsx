import { ComingSoon } from '../../../ui/coming-soon.tsx';

export function RefundPolicyPage() {
  return <ComingSoon title="Refund Policy" description="How refunds are requested, approved and paid." />;
}
