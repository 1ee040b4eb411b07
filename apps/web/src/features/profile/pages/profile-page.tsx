import { ComingSoon } from '../../../ui/coming-soon.tsx';

export function ProfilePage() {
  return <ComingSoon title="Your profile" description="Your name, e-mail, password and avatar." />;
}
