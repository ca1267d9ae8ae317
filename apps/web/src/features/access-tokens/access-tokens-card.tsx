import type { TCreatedAccessToken } from '@whispy/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '../../ui/card';
import { AccessTokenList } from './access-token-list';
import { CreateTokenForm } from './create-token-form';
import { CreatedTokenNotice } from './created-token-notice';

/** Settings block "Personal access tokens": create (secret shown once), list and revoke. */
export function AccessTokensCard() {
  const { t } = useTranslation();
  const [created, setCreated] = useState<TCreatedAccessToken | null>(null);
  return (
    <Card id="access-tokens" title={t('tokens.title')} description={t('tokens.description')}>
      <div className="space-y-4">
        <CreateTokenForm onCreated={setCreated} />
        {created ? <CreatedTokenNotice token={created} onDismiss={() => setCreated(null)} /> : null}
        <AccessTokenList />
      </div>
    </Card>
  );
}
