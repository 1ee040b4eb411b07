import { Skeleton } from '../../../../ui/skeleton.tsx';

/** What an admin list shows until its first page arrives: a few rows of the table's height. */
export function ListSkeleton({
  label,
  rows = 5,
  rowClassName = 'h-16',
}: {
  label: string;
  rows?: number;
  rowClassName?: string;
}) {
  return (
    <div className="space-y-3" role="status" aria-label={label}>
      {Array.from({ length: rows }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity of their own
        <Skeleton key={i} className={`${rowClassName} w-full rounded-2xl`} />
      ))}
    </div>
  );
}
