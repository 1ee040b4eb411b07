import { ComingSoon } from '../../../ui/coming-soon.tsx';

export function AdminUsersPage() {
  return <ComingSoon title="Manage users" description="Travellers and administrators of Tabi Tours." />;
}
