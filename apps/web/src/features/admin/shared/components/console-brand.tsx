import { Link } from 'react-router';
import { AdminConsoleMark } from '../../../../ui/admin-console-mark.tsx';

/** The console's mark, leading to its home (the dashboard). */
export function ConsoleBrand() {
  return (
    <Link to="/admin" className="min-w-0 rounded-lg">
      <AdminConsoleMark />
    </Link>
  );
}
