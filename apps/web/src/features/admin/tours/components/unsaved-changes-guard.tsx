import { type RefObject, useEffect } from 'react';
import { useBlocker } from 'react-router';
import { ConfirmDialog } from '../../../../ui/confirm-dialog.tsx';

type UnsavedChangesGuardProps = {
  dirty: boolean;
  /** Set just before a navigation the form makes itself (to the tour it just created). */
  leaveFreely: RefObject<boolean>;
};

/** Asks before leaving a form with unsaved changes: inside the app, and when the tab closes. */
export function UnsavedChangesGuard({ dirty, leaveFreely }: UnsavedChangesGuardProps) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty && !leaveFreely.current && currentLocation.pathname !== nextLocation.pathname,
  );

  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  return (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      onOpenChange={(open) => {
        if (!open) blocker.reset?.();
      }}
      title="Leave without saving?"
      description="Your changes to this tour have not been saved. If you leave now, they are lost."
      confirmLabel="Leave without saving"
      cancelLabel="Stay and keep editing"
      onConfirm={() => blocker.proceed?.()}
    />
  );
}
