import { ComingSoon } from '../../../ui/coming-soon.tsx';

export function AdminOutboxMessagePage() {
  return <ComingSoon title="AdminOutboxMessagePage" description="Being built." />;
}
