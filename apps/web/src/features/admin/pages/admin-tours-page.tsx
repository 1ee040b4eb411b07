import { ComingSoon } from '../../../ui/coming-soon.tsx';

export function AdminToursPage() {
  return <ComingSoon title="Manage tours" description="Create, edit, feature and archive tours." />;
}
