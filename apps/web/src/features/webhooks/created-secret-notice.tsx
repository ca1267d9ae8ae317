import { KeyRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ShownOnceNotice } from '../../ui/shown-once-notice';

type Props = { secret: string; onDismiss(): void };

/** A new or rotated signing secret, shown once with a copy button. */
export function CreatedSecretNotice({ secret, onDismiss }: Props) {
  const { t } = useTranslation();
  return (
    <ShownOnceNotice
      icon={KeyRound}
      title={t('webhooks.secretTitle')}
      hint={t('webhooks.secretHint')}
      secret={secret}
      copyLabel={t('webhooks.copySecret')}
      copyFailedMessage={t('webhooks.copyFailed')}
      onDismiss={onDismiss}
    />
  );
}
