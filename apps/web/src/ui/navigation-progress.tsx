import { useNavigation } from 'react-router';
import { cn } from './cn.ts';

/** A thin bar along the top of the window while the next page's code and data load after a click. */
export function NavigationProgress() {
  const loading = useNavigation().state === 'loading';
  return (
    <div
      aria-hidden
      className={cn(
        'fixed inset-x-0 top-0 z-50 h-0.5 origin-left bg-accent-500 transition-[transform,opacity] duration-200',
        loading ? 'scale-x-75 opacity-100' : 'scale-x-0 opacity-0',
      )}
    />
  );
}
