import { useEffect } from 'react';
import { useBlocker } from 'react-router';
import { ConfirmDialog } from './confirm-dialog';
import { useLeaveWarning } from './use-leave-warning';

type Props = {
  /** Something on this page would be lost by leaving it. */
  active: boolean;
  title: string;
  description: string;
  confirmLabel: string;
};

/**
 * While `active`, leaving the page inside the app (a link, the browser's Back) asks first, and closing or
 * reloading the tab lets the browser ask. When what was at stake is safe while the question is open, the
 * user goes where they were going. Navigations that replace the page are the app's own and never ask.
 */
export function LeaveGuard({ active, title, description, confirmLabel }: Props) {
  useLeaveWarning(active);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation, historyAction }) =>
      active && historyAction !== 'REPLACE' && currentLocation.pathname !== nextLocation.pathname,
  );

  useEffect(() => {
    if (blocker.state === 'blocked' && !active) blocker.proceed();
  }, [blocker, active]);

  return (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      onOpenChange={(open) => {
        if (!open && blocker.state === 'blocked') blocker.reset();
      }}
      onConfirm={() => {
        if (blocker.state === 'blocked') blocker.proceed();
      }}
      title={title}
      description={description}
      confirmLabel={confirmLabel}
    />
  );
}
