import type { TCreatedAccessToken } from '@whispy/contracts';
import { KeyRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ShownOnceNotice } from '../../ui/shown-once-notice';

type Props = { token: TCreatedAccessToken; onDismiss(): void };

/** The new token's secret, shown once with a copy button. */
export function CreatedTokenNotice({ token, onDismiss }: Props) {
  const { t } = useTranslation();
  return (
    <ShownOnceNotice
      icon={KeyRound}
      title={t('tokens.createdTitle', { name: token.name })}
      hint={t('tokens.createdHint')}
      secret={token.token}
      copyLabel={t('tokens.copy')}
      copyFailedMessage={t('tokens.copyFailed')}
      onDismiss={onDismiss}
    />
  );
}
