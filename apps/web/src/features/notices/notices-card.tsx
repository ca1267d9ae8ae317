import { useTranslation } from 'react-i18next';
import { Card } from '../../ui/card';
import { BrowserNoticeSwitch } from './browser-notice-switch';
import { EmailNoticeSwitches } from './email-notice-switches';

/** Settings block "Notifications": how the user hears that a transcription finished when not looking. */
export function NoticesCard({ userId }: { userId: string }) {
  const { t } = useTranslation();
  return (
    <Card id="notices" title={t('notices.title')} description={t('notices.description')}>
      <div className="space-y-5">
        <BrowserNoticeSwitch />
        <div className="border-zinc-100 border-t pt-5">
          <EmailNoticeSwitches userId={userId} />
        </div>
      </div>
    </Card>
  );
}
