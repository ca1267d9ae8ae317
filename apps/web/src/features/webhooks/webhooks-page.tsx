import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '../../ui/card';
import { LoadFailed } from '../../ui/load-failed';
import { PageHeader } from '../../ui/page-header';
import { usePageTitle } from '../../ui/use-page-title';
import { canManageWorkspace, hasWorkspace, useIdentity } from '../identity';
import { CreatedSecretNotice } from './created-secret-notice';
import { WebhookForm } from './webhook-form';
import { WebhookItem } from './webhook-item';
import { useWebhooks } from './webhooks-api';

function WebhooksCard({ workspaceId }: { workspaceId: string }) {
  const { t } = useTranslation();
  const webhooks = useWebhooks(workspaceId);
  const [secret, setSecret] = useState<string | null>(null);
  return (
    <Card id="webhooks" title={t('webhooks.title')} description={t('webhooks.description')}>
      <div className="pb-4">
        {secret ? (
          <CreatedSecretNotice secret={secret} onDismiss={() => setSecret(null)} />
        ) : (
          <WebhookForm workspaceId={workspaceId} onCreated={(created) => setSecret(created.secret)} />
        )}
      </div>
      {webhooks.isError ? <LoadFailed /> : null}
      {webhooks.data?.length ? (
        <ul
          aria-label={t('webhooks.listLabel')}
          className="divide-y divide-zinc-100 border-zinc-100 border-t"
        >
          {webhooks.data.map((webhook) => (
            <WebhookItem key={webhook.id} workspaceId={workspaceId} webhook={webhook} onSecret={setSecret} />
          ))}
        </ul>
      ) : null}
    </Card>
  );
}

/** /settings/webhooks: the current workspace's endpoints, for its owners and admins. */
export function WebhooksPage() {
  const { t } = useTranslation();
  usePageTitle(t('webhooks.title'));
  const { data: identity } = useIdentity();
  if (!hasWorkspace(identity)) return null;
  return (
    <div className="mx-auto max-w-3xl">
      <PageHeader title={t('webhooks.title')} />
      {canManageWorkspace(identity) ? (
        <WebhooksCard workspaceId={identity.workspace.id} />
      ) : (
        <p className="text-sm text-zinc-700">{t('webhooks.managersOnly')}</p>
      )}
    </div>
  );
}
