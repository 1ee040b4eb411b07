import { ComingSoon } from '../../../ui/coming-soon.tsx';

export function TermsPage() {
  return (
    <ComingSoon title="Terms of Service" description="The terms that apply when you book a tour with us." />
  );
}
