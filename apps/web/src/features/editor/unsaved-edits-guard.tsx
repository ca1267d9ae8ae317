import { useTranslation } from 'react-i18next';
import { LeaveGuard } from '../../ui/leave-guard';

/**
 * While edits are not saved, leaving the page inside the app (a link, "Back to transcriptions", the
 * browser's Back) asks first, and so does closing the tab. When the autosave on its way lands while the
 * question is open, the user goes where they were going.
 */
export function UnsavedEditsGuard({ unsaved }: { unsaved: boolean }) {
  const { t } = useTranslation();
  return (
    <LeaveGuard
      active={unsaved}
      title={t('editor.leaveTitle')}
      description={t('editor.leaveDescription')}
      confirmLabel={t('editor.leaveConfirm')}
    />
  );
}
