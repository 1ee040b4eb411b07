import { ComingSoon } from '../../../ui/coming-soon.tsx';

export function MyBookingsPage() {
  return (
    <ComingSoon
      title="My bookings"
      description="Your upcoming and past tours, with cancellation and refunds."
    />
  );
}
