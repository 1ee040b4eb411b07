import { ComingSoon } from '../../../ui/coming-soon.tsx';

export function AdminOutboxPage() {
  return <ComingSoon title="AdminOutboxPage" description="Being built." />;
}
