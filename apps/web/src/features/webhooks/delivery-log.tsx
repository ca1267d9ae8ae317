import type { TWebhookDelivery } from '@whispy/contracts';
import { useTranslation } from 'react-i18next';
import { LoadFailed } from '../../ui/load-failed';
import { useWebhookDeliveries } from './webhooks-api';

const STATE_CLASS: Record<TWebhookDelivery['state'], string> = {
  delivered: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  pending: 'bg-amber-50 text-amber-800 ring-amber-200',
  failed: 'bg-red-50 text-red-800 ring-red-200',
};

function DeliveryItem({ delivery }: { delivery: TWebhookDelivery }) {
  const { t, i18n } = useTranslation();
  const time = new Intl.DateTimeFormat(i18n.resolvedLanguage, { dateStyle: 'short', timeStyle: 'medium' });
  const event =
    delivery.event === 'webhook.test' ? t('webhooks.testEvent') : t(`webhooks.eventNames.${delivery.event}`);
  return (
    <li className="py-2 text-sm">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <span className={`rounded px-1.5 py-0.5 text-xs ring-1 ring-inset ${STATE_CLASS[delivery.state]}`}>
          {t(`webhooks.states.${delivery.state}`)}
        </span>
        <span className="font-medium text-zinc-900">{event}</span>
        <span className="text-zinc-600">
          {time.format(new Date(delivery.last_attempt_at ?? delivery.created_at))}
        </span>
        <span className="text-zinc-600">
          {t('webhooks.attempts', { count: delivery.attempts })}
          {delivery.response_status === null ? '' : ` · HTTP ${delivery.response_status}`}
          {delivery.duration_ms === null ? '' : ` · ${delivery.duration_ms} ms`}
        </span>
      </div>
      {delivery.failure ? (
        <p className="mt-1 text-xs text-red-800">{t(`webhooks.failures.${delivery.failure}`)}</p>
      ) : null}
      {delivery.response_excerpt ? (
        <pre className="mt-1 max-h-24 overflow-auto whitespace-pre-wrap break-all rounded bg-zinc-50 p-2 text-xs text-zinc-700">
          {delivery.response_excerpt}
        </pre>
      ) : null}
    </li>
  );
}

/** The endpoint's last deliveries with the receiver's answers, newest first. */
export function DeliveryLog({ workspaceId, webhookId }: { workspaceId: string; webhookId: string }) {
  const { t } = useTranslation();
  const deliveries = useWebhookDeliveries(workspaceId, webhookId);
  if (deliveries.isError) return <LoadFailed />;
  if (!deliveries.data) return null;
  if (deliveries.data.length === 0)
    return <p className="py-2 text-sm text-zinc-600">{t('webhooks.noDeliveries')}</p>;
  return (
    <ul aria-label={t('webhooks.logLabel')} className="divide-y divide-zinc-100">
      {deliveries.data.map((delivery) => (
        <DeliveryItem key={delivery.id} delivery={delivery} />
      ))}
    </ul>
  );
}
