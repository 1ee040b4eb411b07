import { ComingSoon } from '../../../ui/coming-soon.tsx';

export function ContactPage() {
  return <ComingSoon title="Contact us" description="Write, call or visit our office in Kyoto." />;
}
