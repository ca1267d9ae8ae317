import { useTranslation } from 'react-i18next';
import { LeaveGuard } from '../../ui/leave-guard';

/** A recording under way, or made and not uploaded yet, is not given up without asking. */
export function RecordingLeaveGuard({ active }: { active: boolean }) {
  const { t } = useTranslation();
  return (
    <LeaveGuard
      active={active}
      title={t('upload.record.leaveTitle')}
      description={t('upload.record.leaveDescription')}
      confirmLabel={t('upload.record.leaveConfirm')}
    />
  );
}
