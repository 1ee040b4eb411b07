import { ComingSoon } from '../../../ui/coming-soon.tsx';

export function FaqPage() {
  return (
    <ComingSoon title="Frequently asked questions" description="Answers to what travellers ask us most." />
  );
}
