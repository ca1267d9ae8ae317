import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlocker } from 'react-router';
import { ConfirmDialog } from '../../ui/confirm-dialog';

/**
 * While edits are not saved, leaving the page inside the app (a link, "Back to transcriptions", the
 * browser's Back) asks first; `use-leave-warning` covers closing the tab. When the autosave on its way
 * lands while the question is open, the user goes where they were going. Navigations that replace the
 * page (after the transcription is deleted) are the app's own and never ask.
 */
export function UnsavedEditsGuard({ unsaved }: { unsaved: boolean }) {
  const { t } = useTranslation();
  const blocker = useBlocker(
    ({ currentLocation, nextLocation, historyAction }) =>
      unsaved && historyAction !== 'REPLACE' && currentLocation.pathname !== nextLocation.pathname,
  );

  useEffect(() => {
    if (blocker.state === 'blocked' && !unsaved) blocker.proceed();
  }, [blocker, unsaved]);

  return (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      onOpenChange={(open) => {
        if (!open && blocker.state === 'blocked') blocker.reset();
      }}
      onConfirm={() => {
        if (blocker.state === 'blocked') blocker.proceed();
      }}
      title={t('editor.leaveTitle')}
      description={t('editor.leaveDescription')}
      confirmLabel={t('editor.leaveConfirm')}
    />
  );
}
