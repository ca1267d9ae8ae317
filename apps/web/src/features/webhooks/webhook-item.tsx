import type { TWebhook } from '@whispy/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/button';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { LabelledSwitch } from '../../ui/labelled-switch';
import { DeliveryLog } from './delivery-log';
import { useDeleteWebhook, useRotateWebhookSecret, useTestWebhook, useUpdateWebhook } from './webhooks-api';

type Props = { workspaceId: string; webhook: TWebhook; onSecret(secret: string): void };

/** One endpoint: on or off, send a test, a new secret, delete, and its delivery log on demand. */
export function WebhookItem({ workspaceId, webhook, onSecret }: Props) {
  const { t } = useTranslation();
  const update = useUpdateWebhook(workspaceId);
  const test = useTestWebhook(workspaceId);
  const rotate = useRotateWebhookSecret(workspaceId);
  const remove = useDeleteWebhook(workspaceId);
  const [logOpen, setLogOpen] = useState(false);
  const [confirming, setConfirming] = useState<'delete' | 'rotate' | null>(null);
  const logId = `webhook-log-${webhook.id}`;
  const events = webhook.events.map((event) => t(`webhooks.eventNames.${event}`)).join(' · ');

  return (
    <li className="space-y-3 py-4">
      <div className="min-w-0">
        <p className="break-all font-medium text-sm text-zinc-900">{webhook.url}</p>
        <p className="text-sm text-zinc-600">{events}</p>
      </div>
      {webhook.disabled_reason === 'failures' ? (
        <p
          role="status"
          className="rounded-md bg-red-50 p-3 text-red-800 text-sm ring-1 ring-red-200 ring-inset"
        >
          {t('webhooks.disabledByFailures', { count: webhook.consecutive_failures })}
        </p>
      ) : null}
      <LabelledSwitch
        label={t('webhooks.enabled')}
        description={t('webhooks.enabledHint')}
        checked={webhook.enabled}
        disabled={update.isPending}
        onCheckedChange={(enabled) => update.mutate({ webhookId: webhook.id, body: { enabled } })}
      />
      <div className="flex flex-wrap gap-2">
        <Button
          variant="secondary"
          className="h-9"
          disabled={test.isPending}
          onClick={() => test.mutate(webhook.id, { onSuccess: () => setLogOpen(true) })}
        >
          {t('webhooks.sendTest')}
        </Button>
        <Button
          variant="secondary"
          className="h-9"
          aria-expanded={logOpen}
          aria-controls={logId}
          onClick={() => setLogOpen((open) => !open)}
        >
          {t(logOpen ? 'webhooks.hideLog' : 'webhooks.showLog')}
        </Button>
        <Button variant="ghost" className="h-9" onClick={() => setConfirming('rotate')}>
          {t('webhooks.rotate')}
        </Button>
        <Button variant="ghost" className="h-9" onClick={() => setConfirming('delete')}>
          {t('webhooks.delete')}
        </Button>
      </div>
      {logOpen ? (
        <div id={logId}>
          <DeliveryLog workspaceId={workspaceId} webhookId={webhook.id} />
        </div>
      ) : null}
      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => (open ? null : setConfirming(null))}
        title={t(confirming === 'rotate' ? 'webhooks.rotateConfirm' : 'webhooks.deleteConfirm', {
          url: webhook.url,
        })}
        description={confirming === 'rotate' ? t('webhooks.rotateHint') : undefined}
        confirmLabel={confirming === 'rotate' ? t('webhooks.rotate') : undefined}
        busy={rotate.isPending || remove.isPending}
        onConfirm={() => {
          if (confirming === 'rotate')
            rotate.mutate(webhook.id, { onSuccess: (rotated) => onSecret(rotated.secret) });
          else remove.mutate(webhook.id);
          setConfirming(null);
        }}
      />
    </li>
  );
}
