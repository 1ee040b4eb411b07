import { PolicyDocument } from '../components/policy-document.tsx';
import { cancellationPolicy } from '../data/cancellation-policy.ts';

export function CancellationPolicyPage() {
  return <PolicyDocument content={cancellationPolicy} />;
}
