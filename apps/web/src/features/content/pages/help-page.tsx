import { ComingSoon } from '../../../ui/coming-soon.tsx';

export function HelpPage() {
  return (
    <ComingSoon
      title="Help and Support"
      description="Everything you need before, during and after your tour."
    />
  );
}
