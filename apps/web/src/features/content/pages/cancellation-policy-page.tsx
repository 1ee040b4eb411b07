import { ComingSoon } from '../../../ui/coming-soon.tsx';

export function CancellationPolicyPage() {
  return <ComingSoon title="Cancellation Policy" description="When and how you can cancel a booking." />;
}
