import { ComingSoon } from '../../../ui/coming-soon.tsx';

export function AdminDashboardPage() {
  return <ComingSoon title="Admin dashboard" description="Bookings, revenue and reviews at a glance." />;
}
