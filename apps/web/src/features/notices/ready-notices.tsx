import type { TTranscriptionUpdated } from '@whispy/contracts';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { transcriptionPagePath } from '../../shared/transcription-keys';
import { type InLanguage, notifyWithLink } from '../../ui/link-toast';
import { useIdentity } from '../identity';
import { useLiveNotification } from '../live';
import { showBrowserNotice } from './browser-notices';

const finished = (status: TTranscriptionUpdated['status']) => status === 'completed' || status === 'failed';

/**
 * Tells the user, wherever they are in the app, that a transcription they uploaded is ready or failed:
 * a toast with its link, except on its own page, which shows the result itself; and a browser
 * notification when the tab is in the background and they turned those on. Others' uploads in a shared
 * workspace are left to their uploader (ADR 025).
 */
export function ReadyNotices() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { data: identity } = useIdentity();

  useLiveNotification('transcription.updated', (event) => {
    if (event.owner !== identity?.user.id || !finished(event.status)) return;
    const path = transcriptionPagePath('transcriptions', event.id);
    const open = () => navigate(path);
    const failed = event.status === 'failed';
    const message: InLanguage = (t) => t(failed ? 'notices.failed' : 'notices.ready', { name: event.name });
    const tag = `transcription-${event.id}`;
    showBrowserNotice({ title: message(t), body: t('notices.browserBody'), tag, onOpen: open });
    if (pathname === path) return;
    notifyWithLink(failed ? 'error' : 'success', tag, message, {
      label: (t) => t('notices.open'),
      href: path,
      open,
    });
  });

  return null;
}
