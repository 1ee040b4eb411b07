import { ComingSoon } from '../../../ui/coming-soon.tsx';

export function AdminTourEditorPage() {
  return <ComingSoon title="AdminTourEditorPage" description="Being built." />;
}
