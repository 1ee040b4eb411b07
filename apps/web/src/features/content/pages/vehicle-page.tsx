import { ComingSoon } from '../../../ui/coming-soon.tsx';

export function VehiclePage() {
  return (
    <ComingSoon
      title="Vehicles and transport"
      description="The licensed vehicles and drivers behind our tours."
    />
  );
}
