import { ComingSoon } from '../../../ui/coming-soon.tsx';

export function BookingPage() {
  return (
    <ComingSoon
      title="Book your tour"
      description="Choose a date, the number of travellers and your contact details."
    />
  );
}
