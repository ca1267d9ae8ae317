import type { TCreatedInvitation } from '@whispy/contracts';
import { Link2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ShownOnceNotice } from '../../ui/shown-once-notice';

type Props = { created: TCreatedInvitation; onDismiss(): void };

/** The new invitation's link, shown once (the server keeps only its hash), with a copy button. */
export function CreatedInvitationNotice({ created, onDismiss }: Props) {
  const { t } = useTranslation();
  return (
    <ShownOnceNotice
      icon={Link2}
      title={t('workspaces.invite.createdTitle')}
      hint={t('workspaces.invite.createdHint')}
      secret={created.url}
      copyLabel={t('workspaces.invite.copy')}
      copyFailedMessage={t('workspaces.invite.copyFailed')}
      onDismiss={onDismiss}
    />
  );
}
