import { ComingSoon } from '../../../ui/coming-soon.tsx';

export function AdminBookingsPage() {
  return (
    <ComingSoon
      title="Manage bookings"
      description="Every booking, its status, payment and refund requests."
    />
  );
}
