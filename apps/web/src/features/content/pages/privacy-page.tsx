import { ComingSoon } from '../../../ui/coming-soon.tsx';

export function PrivacyPage() {
  return (
    <ComingSoon title="Privacy Policy" description="How we collect, use and protect your personal data." />
  );
}
