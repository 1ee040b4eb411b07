import { ComingSoon } from '../../../ui/coming-soon.tsx';

export function AboutPage() {
  return (
    <ComingSoon
      title="About us"
      description="Who we are: a small team of guides and planners based in Kyoto."
    />
  );
}
